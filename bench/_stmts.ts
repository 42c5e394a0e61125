import { openDatabase } from '@/lib/server/db/client';
import { buildSearchRequest } from '@/lib/server/search/catalog-search';
import { runCatalogSearch } from '@/lib/server/search/catalog-search';
import { getStoreView } from '@/lib/config/store-views';
import { PgDialect } from 'drizzle-orm/pg-core';

const FACETS = [{ field: 'color', scope: 'catalog' }, { field: 'size', scope: 'catalog' }, { field: 'price', scope: 'catalog' }, { field: 'erin_recommends', scope: 'catalog' }];
const dialect = new PgDialect();
async function main() {
  const database = await openDatabase({ url: process.argv[2]! });
  const db = database.db as any;
  const original = db.execute.bind(db);
  let log: string[] = [];
  let explainLeft = 0;
  db.execute = async (query: any) => {
    const started = performance.now();
    const result = await original(query);
    if (process.argv.includes('--explain') && explainLeft > 0 && dialect.sqlToQuery(query).sql.includes('string_agg')) {
      explainLeft--;
      const { sql } = await import('drizzle-orm');
      const plan: any = await original(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      console.log(plan.rows.map((r: any) => Object.values(r).join('')).filter((l: string) => !/Storage|Index Searches/.test(l)).map((l: string) => l.slice(0, 190)).join('\n'));
    }
    const text = dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ');
    log.push(`${(performance.now() - started).toFixed(1).padStart(6)} ms  ${text.slice(0, 160)}`);
    return result;
  };
  const cases = JSON.parse(process.argv[3]!);
  const { facetIndexOf } = await import('@/lib/server/search/facet-index');
  const index = facetIndexOf(database.db);
  if (index) {
    const t0 = performance.now(); let last = -1;
    while (index.size !== last) { last = index.size; await new Promise((r) => setTimeout(r, 500)); }
    console.log(`filled ${index.size} in ${(performance.now() - t0 - 500).toFixed(0)} ms, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
  }
  for (const round of [1, 2, 3]) for (const c of cases) {
    log = [];
    explainLeft = round === 3 ? 3 : 0;
    const request = buildSearchRequest('product', { size: '18', from: String(c.from ?? 0), ...(c.sort ? { sort: c.sort } : {}) }, { _appliedFilters: c.filters, _availableFilters: FACETS });
    const started = performance.now();
    const answer = await runCatalogSearch(db, 'vue_storefront_catalog', 'product', request, getStoreView('default'));
    console.log(`round ${round} ${JSON.stringify(c)}: ${(performance.now() - started).toFixed(1)} ms total ${answer.hits.total}`);
    if (round >= 2 || process.argv.includes('--first')) for (const line of log) console.log(line);
  }
  await database.close?.();
  process.exit(0);
}
main();
