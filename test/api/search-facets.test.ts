/**
 * Facet counts (ADR 0068): each kind of facet (an attribute, the categories, a column of the search projection, a
 * column only the products table has, the price ranges) counts what a plain count of the listed products gives, keeps
 * its `size` most frequent keys, and a filtered facet ignores its own filter (the shopper sees the other colours).
 */
import { sql, type SQL } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { createSeededShop, type SeededShop } from './support/test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
type Buckets = { key: string | number; doc_count: number; from?: number; to?: number }[];
let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

const search = (body: unknown) =>
  call<Params>(POST, `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&size=1`, { body, params });

/** The keys and counts a plain GROUP BY of the listed products gives, most frequent first, then by key. */
async function countedBy(keys: SQL, where: SQL = sql`true`, table: SQL = sql`product_search`): Promise<Buckets> {
  const result = await execute<{ key: string; n: number }>(
    shop.database.db,
    sql`SELECT k.key, count(*)::int AS n FROM ${table} p CROSS JOIN LATERAL (SELECT (${keys})::text AS key) k
      WHERE p.visibility IN (2, 3, 4) AND p.status = 1 AND ${where} AND k.key IS NOT NULL
      GROUP BY k.key ORDER BY count(*) DESC, k.key`,
  );
  return result.rows.map((row) => ({ key: /^\d+$/.test(row.key) ? Number(row.key) : row.key, doc_count: row.n }));
}

const FINAL_PRICE = sql`CASE WHEN p.special_price > 0 AND p.special_price < p.price
  AND (p.special_from_date IS NULL OR p.special_from_date <= now()) AND (p.special_to_date IS NULL OR p.special_to_date >= now())
  THEN p.special_price ELSE p.price END`;

describe('facet counts', () => {
  it('an attribute, the categories and a projected column, asked together: the counts of the listed products, each cut to its size', async () => {
    const response = await search({
      _availableFilters: [{ field: 'color', options: { size: 3 } }, { field: 'category_ids' }, { field: 'new' }, { field: 'size' }],
    });
    expect(response.status).toBe(200);
    const { aggregations } = response.json;
    const colours = await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'color')`);
    expect(colours.length).toBeGreaterThan(3);
    expect(aggregations.agg_terms_color.buckets).toEqual(colours.slice(0, 3));
    expect(aggregations.agg_terms_category_ids.buckets).toEqual((await countedBy(sql`unnest(p.category_ids)`)).slice(0, 10));
    expect(aggregations.agg_terms_new.buckets).toEqual(await countedBy(sql`CASE WHEN p.is_new THEN 1 ELSE 0 END`));
    expect(aggregations.agg_terms_size.buckets).toEqual((await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'size')`)).slice(0, 10));
  });

  it('a column only the products table has: the counts of the listed products', async () => {
    const response = await search({ _availableFilters: [{ field: 'type_id' }, { field: 'color' }] });
    expect(response.status).toBe(200);
    const types = await countedBy(sql`p.type_id`, sql`true`, sql`products`);
    expect(types.length).toBeGreaterThan(0);
    expect(response.json.aggregations.agg_terms_type_id.buckets).toEqual(types);
  });

  it('a field of the documents only (no facet of its own): no buckets, and the facets beside it still count', async () => {
    const response = await search({
      _appliedFilters: [{ attribute: 'color', value: { nin: [1, 2, 3] } }],
      _availableFilters: [{ field: 'climate_of_origin' }, { field: 'size' }],
    });
    expect(response.status).toBe(200);
    expect(response.json.aggregations.agg_terms_climate_of_origin.buckets).toEqual([]);
    const sizes = await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'size')`);
    expect(sizes.length).toBeGreaterThan(0);
    expect(response.json.aggregations.agg_terms_size.buckets).toEqual(sizes.slice(0, 10));
  });

  it('the price ranges: the products whose final price falls in each', async () => {
    const response = await search({ _availableFilters: [{ field: 'price' }, { field: 'color' }] });
    const ranges = response.json.aggregations.agg_range_price.buckets as Buckets;
    expect(ranges.map((range) => range.key)).toEqual(['0.0-50.0', '50.0-100.0', '100.0-150.0', '150.0-*']);
    for (const range of ranges) {
      const within = sql`${FINAL_PRICE} >= ${range.from} AND (${range.to ?? null}::numeric IS NULL OR ${FINAL_PRICE} < ${range.to ?? null}::numeric)`;
      const [counted] = await countedBy(sql`'all'`, within);
      expect(range.doc_count).toBe(counted?.doc_count ?? 0);
    }
    expect(ranges.some((range) => range.doc_count > 0)).toBe(true);
  });

  it('a colour chosen: the colour facet still counts every colour, the size facet only the chosen colour', async () => {
    const [chosen] = await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'color')`);
    const response = await search({
      _appliedFilters: [{ attribute: 'color', value: { in: [chosen!.key] } }],
      _availableFilters: [{ field: 'color' }, { field: 'size' }],
    });
    expect(response.json.hits.total).toBe(chosen!.doc_count);
    expect(response.json.aggregations.agg_terms_color.buckets).toEqual(
      (await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'color')`)).slice(0, 10),
    );
    const ofColour = sql`p.attrs @> ${JSON.stringify({ color: [chosen!.key] })}::jsonb`;
    expect(response.json.aggregations.agg_terms_size.buckets).toEqual(
      (await countedBy(sql`jsonb_array_elements_text(p.attrs -> 'size')`, ofColour)).slice(0, 10),
    );
  });
});
