/**
 * A catalogue search whose facets fail (PostgreSQL cancelled the statement at DB_STATEMENT_TIMEOUT_MS) while its
 * products are still being read answers 503 with the envelope's message. (That the failure is never a rejection left
 * unhandled, which ends a plain Node.js process, is what bench/stall.ts on PostgreSQL at 100k products showed; Jest
 * does not see it in this arrangement, so this file checks the answer only.)
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import type { Db } from '@/lib/server/db/client';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';

const mockFailure = { facets: false };
const mockDialect = new PgDialect();

jest.mock('@/lib/server/db/execute', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/db/execute')>('@/lib/server/db/execute');
  let facetFailed: (() => void) | undefined;
  return {
    execute: async (db: Db, query: SQL) => {
      if (!mockFailure.facets) return actual.execute(db, query);
      const text = mockDialect.sqlToQuery(query).sql;
      // A facets statement counts in SQL (doc_count) or finds the candidates for the facet index (their ids).
      if (text.includes('doc_count') || text.includes('string_agg(c.id::text')) {
        // The facets' statement is cancelled first…
        setImmediate(() => facetFailed?.());
        throw Object.assign(new Error('Failed query: facets'), { cause: { code: '57014', message: 'canceling statement due to statement timeout' } });
      }
      if (text.includes('AS _score')) {
        // …while the products' statement is still running: it ends only after the event loop has turned once more.
        await new Promise<void>((resolve) => (facetFailed = resolve));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return actual.execute(db, query);
    },
  };
});

seededShopPerFile();

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };

it('answers 503 with a message when the facets were cancelled while the products were read', async () => {
  mockFailure.facets = true;
  try {
    const response = await call<Params>(POST, '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=10', {
      body: { _availableFilters: [{ field: 'color' }, { field: 'size' }] },
      params,
    });
    expect(response.status).toBe(503);
    expect(response.json.result).toMatch(/took too long/);
  } finally {
    mockFailure.facets = false;
  }
});
