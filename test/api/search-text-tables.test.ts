/**
 * The text tables of the search languages (ADR 0070): each holds the vectors of the products a text search may find,
 * kept in step by triggers whatever writes `products`, and a text search without filters (the text table alone) ranks
 * as one with a filter (the projection joined to it).
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

/** Each text table and the vector the triggers give it from `products` (the translated name added in de and it). */
const TABLES = [
  { table: 'product_search_text_english', vector: 'search_vector', expected: "coalesce(search_vector, ''::tsvector)" },
  {
    table: 'product_search_text_german',
    vector: 'search_vector_de',
    expected: "coalesce(search_vector_de, ''::tsvector) || setweight(to_tsvector('german', coalesce(doc #>> '{translations,de,name}', '')), 'A')",
  },
  {
    table: 'product_search_text_italian',
    vector: 'search_vector_it',
    expected: "coalesce(search_vector_it, ''::tsvector) || setweight(to_tsvector('italian', coalesce(doc #>> '{translations,it,name}', '')), 'A')",
  },
];

/** Rows of a text table that the listed, searchable products do not give it, and the other way round (0 and 0 when in step). */
async function differences({ table, vector, expected: expression }: (typeof TABLES)[number]): Promise<{ extra: number; missing: number }> {
  const expected = sql.raw(`SELECT id, sku, name, (${expression})::text AS v FROM products WHERE status = 1 AND visibility IN (3, 4)`);
  const actual = sql.raw(`SELECT id, sku, name, ${vector}::text AS v FROM ${table}`);
  const result = await execute<{ extra: number; missing: number }>(
    shop.database.db,
    sql`SELECT (SELECT count(*)::int FROM (${actual} EXCEPT ${expected}) a) AS extra,
      (SELECT count(*)::int FROM (${expected} EXCEPT ${actual}) b) AS missing`,
  );
  return result.rows[0]!;
}

async function expectInStep() {
  for (const entry of TABLES) expect({ table: entry.table, ...(await differences(entry)) }).toEqual({ table: entry.table, extra: 0, missing: 0 });
}

async function searchableProduct(): Promise<{ id: number; sku: string }> {
  const result = await execute<{ id: number; sku: string }>(
    shop.database.db,
    sql`SELECT id, sku FROM product_search WHERE visibility = 4 ORDER BY id LIMIT 1`,
  );
  return result.rows[0]!;
}

const skusFound = async (text: string, filters: unknown[] = [], index = params.index) => {
  const response = await call<Params>(
    POST,
    `/api/catalog/${index}/${params.entity}/_search?request_format=search-query&size=24&_source_include=sku`,
    { body: { _searchText: text, _appliedFilters: filters }, params: { ...params, index } },
  );
  expect(response.status).toBe(200);
  return (response.json.hits.hits as { _source: { sku: string } }[]).map((hit) => hit._source.sku);
};

describe('search text tables', () => {
  it('hold the searchable products of the seeded catalogue in every language', async () => {
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

  it('rank a text search without filters as with a filter every product passes', async () => {
    for (const text of ['jacket', 'women tee', 'men tee', 'hoodei', 'yoga pant']) {
      const alone = await skusFound(text);
      expect(alone.length).toBeGreaterThan(0);
      expect(await skusFound(text, [{ attribute: 'price', value: { gte: 0 } }])).toEqual(alone);
    }
  });

  it('answer a text search with a filter only the products table has, translated names included', async () => {
    const { rows } = await execute<{ sku: string; name: string }>(
      shop.database.db,
      sql`SELECT p.sku, p.doc #>> '{translations,de,name}' AS name FROM products p JOIN product_search_text_german t ON t.id = p.id
        WHERE p.doc #>> '{translations,de,name}' <> p.name ORDER BY p.id LIMIT 1`,
    );
    const { sku, name } = rows[0]!;
    const alone = await skusFound(name, [], 'vue_storefront_catalog_de');
    expect(alone).toContain(sku);
    const documentFilter = [{ attribute: 'custom_notes.origin', value: { nin: ['nowhere'] } }];
    expect(await skusFound(name, documentFilter, 'vue_storefront_catalog_de')).toEqual(alone);
  });
});
