/**
 * A large seed (≥ 20,000 products) builds the secondary indexes of `products` and of the search projection once, after
 * the rows are written, instead of maintaining them with every batch: they are gone while the work runs and exactly
 * the migrations' definitions afterwards, also when the work fails.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { withoutSecondaryIndexes } from '@/lib/server/seed/write';
import { createTestDatabase } from './support/test-database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database.close();
});

async function indexesOf(table: string): Promise<string[]> {
  const result = await execute<{ indexdef: string }>(database.db, sql`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${table} ORDER BY indexname`);
  return result.rows.map((row) => row.indexdef);
}

it.each(['products', 'product_search'])('%s: only the primary key while the rows are written, every index again after', async (table) => {
  const before = await indexesOf(table);
  expect(before.filter((definition) => definition.includes('USING gin')).length).toBeGreaterThan(0);
  let during: string[] = [];
  await withoutSecondaryIndexes(database.db, table, async () => {
    during = await indexesOf(table);
  });
  expect(during).toEqual([before.find((definition) => definition.includes('_pkey'))]);
  expect(await indexesOf(table)).toEqual(before);
});

it('builds the indexes again when the work fails', async () => {
  const before = await indexesOf('product_search');
  await expect(withoutSecondaryIndexes(database.db, 'product_search', () => Promise.reject(new Error('batch refused')))).rejects.toThrow('batch refused');
  expect(await indexesOf('product_search')).toEqual(before);
});
