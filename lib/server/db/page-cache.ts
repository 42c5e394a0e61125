import { sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { pageCacheAdvice } from '@/lib/domain/page-cache-advice';
import type { Database } from './client';
import { execute } from './execute';

/**
 * The operator's advice when PGlite's page cache is smaller than the search projection with the default store's text
 * table (ADR 0070), what every listing and search reads; null on PostgreSQL.
 */
export async function pglitePageCacheAdvice(database: Database, sharedBuffers = env().PGLITE_SHARED_BUFFERS): Promise<string | null> {
  if (database.kind !== 'pglite') return null;
  const { rows } = await execute<{ bytes: string | number }>(database.db, sql`SELECT pg_total_relation_size('product_search') + pg_total_relation_size('product_search_text_english') AS bytes`);
  return pageCacheAdvice(sharedBuffers, Number(rows[0]?.bytes ?? 0));
}
