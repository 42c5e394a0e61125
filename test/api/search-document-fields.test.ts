/**
 * A search answer filtered by `_source_include` reads only the document fields it can show (ADR 0079). Whatever the
 * fields, the store and the kind of search, each hit must be the whole document's hit filtered the same way: the
 * prices (special prices included), the live stock of a configurable whose variants sold out or that has no stock row
 * of its own, and the store's translated addresses (an empty slug falls back to the url key) all depend on fields the
 * answer does not show.
 */
process.env.SEARCH_RESULT_CACHE = 'false';

import { sql } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { filterSource } from '@/lib/server/search/source-filter';
import { call } from './support/http';
import { databaseKind, seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

type Params = { index: string; entity: string };
type Hit = { _id: string; _score: number; _source: Record<string, any> };
type Answer = { hits: { total: number; hits: Hit[] }; aggregations: unknown };

const db = seededShopPerFile();

async function search(index: string, query: string, body: unknown): Promise<Answer> {
  const params: Params = { index, entity: 'product' };
  const response = await call<Params>(POST, `/api/catalog/${index}/product/_search?request_format=search-query&size=24&${query}`, { body, params });
  expect([query, response.status]).toEqual([query, 200]);
  return response.json as Answer;
}

/** The storefront's own result list, and fields whose decoration reads others. */
const INCLUDES = [
  'sku,name,slug,url_key,image,final_price_incl_tax,original_price_incl_tax,category_ids',
  'slug',
  'url_key',
  'url_path,name',
  'stock',
  'stock.is_in_stock,type_id',
  'final_price,special_price,price_incl_tax,tax_rate',
  'configurable_children.sku,configurable_children.final_price_incl_tax,configurable_children.stock',
  'category.*,configurable_options',
  'translations,name',
  'no_such_field',
];

/** Some include lists again with an exclude list, which only takes fields away. */
const EXCLUDES: Record<string, string> = {
  'sku,name,slug,url_key,image,final_price_incl_tax,original_price_incl_tax,category_ids': 'category_ids,slug',
  'configurable_children.sku,configurable_children.final_price_incl_tax,configurable_children.stock': 'configurable_children.stock.qty',
};

async function fixtures() {
  const one = async <T>(statement: ReturnType<typeof sql>) => (await execute<T>(db(), statement)).rows[0]!;
  const translated = await one<{ sku: string }>(sql`SELECT sku FROM products WHERE parent_sku IS NULL AND status = 1 AND visibility = 4
    AND doc #>> '{translations,de,slug}' IS NOT NULL ORDER BY id LIMIT 1`);
  const special = await one<{ sku: string }>(sql`SELECT sku FROM products WHERE parent_sku IS NULL AND status = 1 AND visibility = 4
    AND doc ->> 'special_price' IS NOT NULL ORDER BY id LIMIT 1`);
  const configurable = await one<{ sku: string; category: number }>(sql`SELECT sku, (doc -> 'category_ids' ->> 0)::int AS category
    FROM products WHERE parent_sku IS NULL AND status = 1 AND visibility = 4 AND doc ->> 'type_id' = 'configurable' ORDER BY id LIMIT 1`);
  const unstocked = await one<{ sku: string }>(sql`SELECT sku FROM products WHERE parent_sku IS NULL AND status = 1 AND visibility = 4
    AND doc ->> 'type_id' = 'configurable' AND sku <> ${configurable.sku} ORDER BY id LIMIT 1`);
  // Every variant of the configurable sold out: its own stock row still says in stock, its answer must not.
  await execute(db(), sql`UPDATE stock SET is_in_stock = false, qty = 0 WHERE sku IN (SELECT sku FROM products WHERE parent_sku = ${configurable.sku})`);
  // A configurable without a stock row of its own: its stored stock stands in.
  await execute(db(), sql`DELETE FROM stock WHERE sku = ${unstocked.sku}`);
  // An empty slug: the answer's slug is the url key.
  await execute(db(), sql`UPDATE products SET doc = jsonb_set(doc, '{slug}', '""') WHERE sku = ${special.sku}`);
  return { translated, special, configurable, unstocked };
}

describe(`search answers read only the fields they show (${databaseKind()})`, () => {
  it('equal the whole documents filtered the same way, in every store and kind of search', async () => {
    const { translated, special, configurable, unstocked } = await fixtures();
    const requests: { label: string; query: string; body: unknown }[] = [
      { label: 'one word', query: '', body: { _searchText: 'jacket' } },
      { label: 'two words', query: '', body: { _searchText: 'women hoodie', _availableFilters: [{ field: 'color' }] } },
      { label: 'text sorted by price', query: 'sort=final_price:asc', body: { _searchText: 'tee' } },
      // A filter on a document field the search tables do not hold: the text is searched on the products themselves.
      { label: 'text with a document filter', query: '', body: { _searchText: 'jacket', _appliedFilters: [{ attribute: 'type_id', value: { eq: 'configurable' } }] } },
      {
        label: 'listing with facets',
        query: '',
        body: { _appliedFilters: [{ attribute: 'category_ids', value: { in: [configurable.category] } }], _availableFilters: [{ field: 'color' }, { field: 'price' }] },
      },
      { label: 'listing by name', query: 'sort=name:asc', body: { _appliedFilters: [{ attribute: 'category_ids', value: { in: [configurable.category] } }] } },
      { label: 'by SKU', query: '', body: { _appliedFilters: [{ attribute: 'sku', value: { in: [translated.sku, special.sku, configurable.sku, unstocked.sku] } }] } },
    ];
    const compared = new Set<string>();
    for (const index of ['vue_storefront_catalog', 'vue_storefront_catalog_de', 'vue_storefront_catalog_it']) {
      for (const request of requests) {
        const whole = await search(index, request.query, request.body);
        expect(whole.hits.hits.length).toBeGreaterThan(0);
        for (const [include, exclude] of [...INCLUDES.map((list) => [list, ''] as const), ...Object.entries(EXCLUDES)]) {
          const answer = await search(index, `${request.query}&_source_include=${include}${exclude ? `&_source_exclude=${exclude}` : ''}`, request.body);
          const expected = whole.hits.hits.map((hit) => ({ ...hit, _source: filterSource(hit._source, include.split(','), exclude ? exclude.split(',') : []) }));
          expect([index, request.label, include, exclude, answer.hits.hits]).toEqual([index, request.label, include, exclude, expected]);
          expect(answer.hits.total).toBe(whole.hits.total);
          expect(answer.aggregations).toEqual(whole.aggregations);
          for (const hit of answer.hits.hits) compared.add(hit._source.sku ?? hit._id);
        }
      }
    }
    // The answers compared above hold what the decoration derives from fields they do not show.
    const bySku = async (index: string, include: string) =>
      (await search(index, `_source_include=${include}`, requests.at(-1)!.body)).hits.hits.map((hit) => hit._source);
    const german = await bySku('vue_storefront_catalog_de', 'sku,slug');
    const english = await bySku('vue_storefront_catalog', 'sku,slug');
    const slugOf = (list: Record<string, any>[]) => list.find((source) => source.sku === translated.sku)?.slug;
    expect(slugOf(german)).toBeDefined();
    expect(slugOf(german)).not.toBe(slugOf(english));
    const priced = (await bySku('vue_storefront_catalog', 'sku,final_price,original_price')).find((source) => source.sku === special.sku)!;
    expect(priced.final_price).toBeLessThan(priced.original_price);
    const stocked = await bySku('vue_storefront_catalog', 'sku,stock');
    expect(stocked.find((source) => source.sku === configurable.sku)!.stock.is_in_stock).toBe(false);
    expect(stocked.find((source) => source.sku === unstocked.sku)!.stock).toBeDefined();
    const addressed = (await bySku('vue_storefront_catalog', 'sku,slug')).find((source) => source.sku === special.sku)!;
    expect(addressed.slug).not.toBe('');
    expect(compared.size).toBeGreaterThan(20);
  });
});
