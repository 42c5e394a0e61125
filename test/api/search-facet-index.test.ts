/**
 * The facet index (ADR 0074): listings' facets counted from an instance's copy of the listed products' values give the
 * counts the facets statement gives, and a product written since the copy was made (by this instance or another: here
 * a bare SQL write the app never sees) is counted with its new values at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { revalidateCatalogTags } from '@/lib/server/catalog/catalog-cache';
import { execute } from '@/lib/server/db/execute';
import { countFacets, type Bucket, type FacetRequest } from '@/lib/server/search/facet-counts';
import { FacetIndex, facetIndexOf } from '@/lib/server/search/facet-index';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
const db = seededShopPerFile();

const LISTED = sql`p.visibility IN (2, 4) AND p.status = 1`;

async function column(statement: SQL): Promise<string[]> {
  const { rows } = await execute<{ value: string }>(db(), statement);
  return rows.map((row) => row.value);
}

async function attributeCodes(): Promise<Set<string>> {
  return new Set(await column(sql`SELECT DISTINCT jsonb_object_keys(attrs) AS value FROM product_search`));
}

/** The facets of one listing, counted by the facets statement (no index) and by `index`. */
async function bothWays(facets: FacetRequest[], index: FacetIndex) {
  const codes = await attributeCodes();
  const count = (facetIndex: FacetIndex | null) => {
    const { buckets, sharedCount } = countFacets(db(), sql`product_search p`, facets, codes, { countShared: true, slices: [], index: facetIndex });
    return Promise.all([buckets, sharedCount]);
  };
  const [bySql, byIndex] = [await count(null), await count(index)];
  return { bySql, byIndex };
}

const facet = (field: string, conditions: SQL[], shared: boolean, size = 10): FacetRequest => ({ field, size, conditions, filters: [], shared, indexed: false });

describe('the facet index', () => {
  it('counts what the facets statement counts, listing after listing (categories, colours chosen, sizes cut short, prices)', async () => {
    const index = new FacetIndex(db(), 100_000);
    const categories = await column(sql`SELECT DISTINCT unnest(category_ids)::text AS value FROM product_search ORDER BY 1`);
    const colours = await column(sql`SELECT DISTINCT jsonb_array_elements_text(attrs -> 'color') AS value FROM product_search ORDER BY 1`);
    expect(categories.length).toBeGreaterThan(5);
    expect(colours.length).toBeGreaterThan(3);
    let compared = 0;
    for (const [position, category] of categories.entries()) {
      const inCategory = [LISTED, sql`p.category_ids @> ARRAY[${Number(category)}]::int[]`];
      const colour = colours[position % colours.length]!;
      const ofColour = sql`p.attrs @> ${JSON.stringify({ color: [Number(colour)] })}::jsonb`;
      const facets = [
        facet('color', inCategory, false),
        facet('size', [...inCategory, ofColour], true, 2 + (position % 4)),
        facet('price', [...inCategory, ofColour], true),
        facet('category_ids', [...inCategory, ofColour], true, 3),
        facet('erin_recommends', [...inCategory, ofColour], true),
        facet('new', [...inCategory, ofColour], true, 1 + (position % 2)),
      ];
      const { bySql, byIndex } = await bothWays(facets, index);
      expect(byIndex).toEqual(bySql);
      compared += bySql[0].flat().length;
    }
    expect(compared).toBeGreaterThan(categories.length * 4);
    expect(index.size).toBeGreaterThan(0);
  });

  it('a facet of a column the index does not hold is counted by the statement, beside those it holds', async () => {
    const index = new FacetIndex(db(), 100_000);
    const { bySql, byIndex } = await bothWays([facet('sales_count', [LISTED], true), facet('color', [LISTED], true)], index);
    expect(byIndex).toEqual(bySql);
    expect((bySql[0][0] as Bucket[]).length).toBeGreaterThan(0);
  });

  it('a product written since its values were kept is counted with the values it has now', async () => {
    const index = new FacetIndex(db(), 100_000);
    const [cheap] = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} AND p.price < 50 AND p.special_price IS NULL ORDER BY p.id LIMIT 1`);
    const priceFacet = [facet('price', [LISTED], true)];
    const before = await bothWays(priceFacet, index);
    expect(before.byIndex).toEqual(before.bySql);
    // Written behind the app's back, as another instance would: the projection's trigger gives the row a new generation.
    await execute(db(), sql`UPDATE products SET price = 500 WHERE id = ${Number(cheap)}`);
    const after = await bothWays(priceFacet, index);
    expect(after.byIndex).toEqual(after.bySql);
    const countOf = (buckets: Bucket[], key: string) => buckets.find((bucket) => bucket.key === key)?.doc_count;
    expect(countOf(after.byIndex[0][0]!, '0.0-50.0')).toBe(countOf(before.byIndex[0][0]!, '0.0-50.0')! - 1);
    expect(countOf(after.byIndex[0][0]!, '150.0-*')).toBe(countOf(before.byIndex[0][0]!, '150.0-*')! + 1);
  });

  it("keeps no more products than its capacity, and still counts every candidate", async () => {
    const index = new FacetIndex(db(), 5);
    const { bySql, byIndex } = await bothWays([facet('color', [LISTED], true), facet('price', [LISTED], true)], index);
    expect(byIndex).toEqual(bySql);
    expect(index.size).toBe(5);
    // Every listing keeps its candidates in turn: the older values they replace are dropped, not held for ever.
    for (let listing = 0; listing < 5; listing++) await bothWays([facet('color', [LISTED], true)], index);
    expect(index.slotsHeld).toBeLessThanOrEqual(10);
  });

  it("the catalogue API's listing facets follow a product's new colour", async () => {
    expect(facetIndexOf(db())).not.toBeNull();
    const search = async () => {
      const response = await call<Params>(POST, `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&size=1`, {
        body: { _availableFilters: [{ field: 'color', options: { size: 100 } }] },
        params,
      });
      expect(response.status).toBe(200);
      return response.json.aggregations.agg_terms_color.buckets as Bucket[];
    };
    const before = await search();
    const [product] = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} AND p.attrs ? 'color' ORDER BY p.id LIMIT 1`);
    const unusedColour = 99_999;
    await execute(db(), sql`UPDATE products SET attrs = jsonb_set(attrs, '{color}', ${JSON.stringify([unusedColour])}::jsonb) WHERE id = ${Number(product)}`);
    revalidateCatalogTags(db(), ['catalog']);
    const after = await search();
    expect(after.find((bucket) => bucket.key === unusedColour)?.doc_count).toBe(1);
    expect(after.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
  });
});
