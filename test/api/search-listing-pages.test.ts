/**
 * A listing's page is the same whichever way it is read (ADR 0067): with more matches than a few thousand an index is
 * walked in the listing's order, with fewer the matches are found first and sorted, and with none no page is read.
 * Either way a page holds what a plain sort of every match gives. The shop has 2,300 listed products, so the whole
 * catalogue is read one way and a category with a colour the other.
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
  shop = await createSeededShop({ products: 2300 });
}, 180_000);
afterAll(() => shop?.close());

const search = (body: unknown, query: string) =>
  call<Params>(POST, `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query${query}`, { body, params });
const skusOf = (response: { json: { hits: { hits: { _source: { sku: string } }[] } } }) => response.json.hits.hits.map((hit) => hit._source.sku);
const listedSkus = async (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
  (await execute<{ sku: string }>(shop.database.db, sql`SELECT sku FROM product_search WHERE visibility IN (2, 3, 4) AND status = 1 AND ${where} ORDER BY ${order}`)).rows.map((row) => row.sku);

const SORTS = [
  ['name:asc', sql`name ASC, id ASC`],
  ['updated_at:desc', sql`updated_at DESC, id ASC`],
] as const;

describe('listing pages', () => {
  it.each(SORTS)('every product sorted by %s: each page is the slice of a sort of all of them, with the exact total', async (sort, order) => {
    const all = await listedSkus(sql`true`, order);
    expect(all.length).toBeGreaterThan(2000);
    for (const from of [0, 40, all.length - 10]) {
      const page = await search({}, `&size=20&from=${from}&sort=${sort}`);
      expect(page.status).toBe(200);
      expect(skusOf(page)).toEqual(all.slice(from, from + 20));
      expect(page.json.hits.total).toBe(all.length);
    }
  });

  it.each(SORTS)('a category with one colour, sorted by %s: pages of the sorted matches', async (sort, order) => {
    const [pick] = (
      await execute<{ category: number; color: number; n: number }>(
        shop.database.db,
        sql`SELECT c.id AS category, (p.attrs -> 'color' ->> 0)::int AS color, count(*)::int AS n
          FROM product_search p CROSS JOIN LATERAL unnest(p.category_ids) AS c(id)
          WHERE p.attrs ? 'color' GROUP BY 1, 2 HAVING count(*) BETWEEN 25 AND 500 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
      )
    ).rows;
    expect(pick).toBeDefined();
    const filters = [
      { attribute: 'category_ids', value: { in: [pick!.category] } },
      { attribute: 'color', value: { in: [pick!.color] } },
    ];
    const matches = await listedSkus(sql`category_ids && ARRAY[${pick!.category}]::int[] AND attrs @> ${JSON.stringify({ color: [pick!.color] })}::jsonb`, order);
    for (const from of [0, 20]) {
      const page = await search({ _appliedFilters: filters }, `&size=20&from=${from}&sort=${sort}`);
      expect(skusOf(page)).toEqual(matches.slice(from, from + 20));
      expect(page.json.hits.total).toBe(matches.length);
    }
  });

  it('with the four facets asked, the same pages and totals, and colour counts that a count of the matches gives', async () => {
    const facets = [{ field: 'color' }, { field: 'size' }, { field: 'price' }, { field: 'erin_recommends' }];
    const all = await listedSkus(sql`true`, sql`name ASC, id ASC`);
    for (const from of [0, all.length - 10]) {
      const page = await search({ _availableFilters: facets }, `&size=20&from=${from}&sort=name:asc`);
      expect(skusOf(page)).toEqual(all.slice(from, from + 20));
      expect(page.json.hits.total).toBe(all.length);
      const colours = page.json.aggregations.agg_terms_color.buckets as { key: number; doc_count: number }[];
      expect(colours.length).toBeGreaterThan(1);
      const [first] = colours;
      const withColour = await listedSkus(sql`attrs @> ${JSON.stringify({ color: [first!.key] })}::jsonb`, sql`id`);
      expect(first!.doc_count).toBe(withColour.length);
    }
  });

  it('a colour no product of the category has: an empty page and a total of 0', async () => {
    const [category] = (await execute<{ id: number }>(shop.database.db, sql`SELECT id FROM categories WHERE level >= 2 ORDER BY id LIMIT 1`)).rows;
    const page = await search(
      { _appliedFilters: [{ attribute: 'category_ids', value: { in: [category!.id] } }, { attribute: 'color', value: { in: [987654] } }] },
      '&size=20&sort=name:asc',
    );
    expect(page.status).toBe(200);
    expect(page.json.hits).toEqual(expect.objectContaining({ total: 0, hits: [] }));
  });
});
