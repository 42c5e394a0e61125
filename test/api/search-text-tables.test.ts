/**
 * The text tables of the search languages (ADR 0070): each holds the projection's rows a text search may find, kept in
 * step by triggers whatever writes `products`, and a text search ranks the same from them as from the projection.
 */
import { sql } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { createSeededShop, type SeededShop } from './support/test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

const TABLES = [
  { table: 'product_search_text_english', vector: 'search_vector' },
  { table: 'product_search_text_german', vector: 'search_vector_de' },
  { table: 'product_search_text_italian', vector: 'search_vector_it' },
];

/** Rows of a text table that the projection does not give it, and the other way round (0 and 0 when in step). */
async function differences(table: string, vector: string): Promise<{ extra: number; missing: number }> {
  const expected = sql.raw(`SELECT id, sku, name, ${vector}::text AS v FROM product_search WHERE visibility IN (3, 4)`);
  const actual = sql.raw(`SELECT id, sku, name, ${vector}::text AS v FROM ${table}`);
  const result = await execute<{ extra: number; missing: number }>(
    shop.database.db,
    sql`SELECT (SELECT count(*)::int FROM (${actual} EXCEPT ${expected}) a) AS extra,
      (SELECT count(*)::int FROM (${expected} EXCEPT ${actual}) b) AS missing`,
  );
  return result.rows[0]!;
}

async function expectInStep() {
  for (const { table, vector } of TABLES) expect({ table, ...(await differences(table, vector)) }).toEqual({ table, extra: 0, missing: 0 });
}

async function searchableProduct(): Promise<{ id: number; sku: string }> {
  const result = await execute<{ id: number; sku: string }>(
    shop.database.db,
    sql`SELECT id, sku FROM product_search WHERE visibility = 4 ORDER BY id LIMIT 1`,
  );
  return result.rows[0]!;
}

const skusFound = async (text: string, filters: unknown[] = []) => {
  const response = await call<Params>(
    POST,
    `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&size=24&_source_include=sku`,
    { body: { _searchText: text, _appliedFilters: filters }, params },
  );
  expect(response.status).toBe(200);
  return (response.json.hits.hits as { _source: { sku: string } }[]).map((hit) => hit._source.sku);
};

describe('search text tables', () => {
  it('hold the searchable rows of the seeded projection in every language', async () => {
    const { rows } = await execute<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM product_search_text_english`);
    expect(rows[0]!.n).toBeGreaterThan(100);
    await expectInStep();
  });

  it('follow a renamed, hidden, disabled and deleted product', async () => {
    const { id, sku } = await searchableProduct();
    const db = shop.database.db;
    await db.execute(sql`UPDATE products SET name = 'Quokkaparka Shell' WHERE id = ${id}`);
    await expectInStep();
    expect(await skusFound('quokkaparka')).toEqual([sku]);

    await db.execute(sql`UPDATE products SET visibility = 2 WHERE id = ${id}`);
    await expectInStep();
    expect(await skusFound('quokkaparkas')).toEqual([]);

    await db.execute(sql`UPDATE products SET visibility = 4, status = 2 WHERE id = ${id}`);
    await expectInStep();
    expect(await skusFound('QUOKKAPARKA')).toEqual([]);

    await db.execute(sql`UPDATE products SET status = 1 WHERE id = ${id}`);
    expect(await skusFound('Quokkaparka')).toEqual([sku]);
    await db.execute(sql`DELETE FROM stock WHERE product_id = ${id}`);
    await db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    await expectInStep();
    expect(await skusFound('quokkaparka quokkaparka')).toEqual([]);
  });

  it('rank a text search without filters as the projection does with a filter every product passes', async () => {
    for (const text of ['jacket', 'women tee', 'hoodei', 'yoga pant']) {
      const alone = await skusFound(text);
      expect(alone.length).toBeGreaterThan(0);
      expect(await skusFound(text, [{ attribute: 'price', value: { gte: 0 } }])).toEqual(alone);
    }
  });
});
