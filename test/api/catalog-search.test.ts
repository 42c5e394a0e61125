import { sql } from 'drizzle-orm';
import { GET, POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';

type Params = { index: string; entity: string };
const productParams: Params = { index: 'vue_storefront_catalog', entity: 'product' };

const db = seededShopPerFile();

const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(db(), query)).rows;

function search(body: unknown, query = '', params: Params = productParams) {
  return call<Params>(POST, `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query${query}`, {
    body,
    params,
  });
}

const skusOf = (response: { json: any }) => response.json.hits.hits.map((hit: any) => hit._source.sku as string);

describe('product search: listings', () => {
  it('answers the Elasticsearch shape with visible, enabled products by default', async () => {
    const response = await search({});
    expect(response.status).toBe(200);
    expect(response.json.hits.total).toBeGreaterThanOrEqual(300);
    expect(response.json.hits.hits).toHaveLength(50);
    for (const hit of response.json.hits.hits) {
      expect(hit._type).toBe('product');
      expect([2, 3, 4]).toContain(hit._source.visibility);
      expect(hit._source.status).toBe(1);
    }
  });

  it('applies the paging bounds of the spec: size ≤ 0 → 50, negative from → 0', async () => {
    const zero = await search({}, '&size=0&from=-5');
    expect(zero.json.hits.hits).toHaveLength(50);
    const first = await search({}, '&size=3&from=0&sort=id:asc');
    const negative = await search({}, '&size=3&from=-1&sort=id:asc');
    expect(skusOf(negative)).toEqual(skusOf(first));
    const second = await search({}, '&size=3&from=3&sort=id:asc');
    expect(skusOf(second)).not.toEqual(skusOf(first));
  });

  it('refuses sizes above the product maximum with a 400 that names it', async () => {
    const response = await search({}, '&size=100000000');
    expect(response.status).toBe(400);
    expect(response.json).toEqual(expect.objectContaining({ code: 400, result: 'size must be at most 200 for product searches.' }));
    expect((await search({}, '&size=200')).status).toBe(200);
  });

  it('filters by category and by colour and size option ids (AND across attributes, OR within)', async () => {
    const [category] = await rows<{ id: number }>(sql`SELECT id FROM categories WHERE name = 'Jackets' ORDER BY id LIMIT 1`);
    const byCategory = await search({ _appliedFilters: [{ attribute: 'category_ids', value: { in: [category!.id] } }] }, '&size=100');
    expect(byCategory.json.hits.total).toBeGreaterThan(0);
    for (const hit of byCategory.json.hits.hits) expect(hit._source.category_ids).toContain(category!.id);

    const [color] = await rows<{ value: string }>(
      sql`SELECT o->>'value' AS value FROM attributes, jsonb_array_elements(doc->'options') o WHERE attribute_code = 'color' ORDER BY 1 LIMIT 1`,
    );
    const colorId = Number(color!.value);
    const filtered = await search(
      {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: [category!.id] } },
          { attribute: 'color', value: { in: [colorId] } },
        ],
      },
      '&size=100',
    );
    for (const hit of filtered.json.hits.hits) {
      const colours = hit._source.color_options ?? [hit._source.color];
      expect(colours.map(Number)).toContain(colorId);
    }
    expect(filtered.json.hits.total).toBeLessThanOrEqual(byCategory.json.hits.total);
  });

  it('sorts by final price in both directions', async () => {
    const ascending = await search({}, '&size=100&sort=final_price:asc');
    const prices = ascending.json.hits.hits.map((hit: any) => hit._source.final_price_incl_tax);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const descending = await search({}, '&size=100&sort=final_price:desc');
    const down = descending.json.hits.hits.map((hit: any) => hit._source.final_price_incl_tax);
    expect(down).toEqual([...down].sort((a: number, b: number) => b - a));
  });

  it('filters a price range on the final price', async () => {
    const response = await search({ _appliedFilters: [{ attribute: 'price', value: { gte: 50, lt: 100 } }] }, '&size=100');
    expect(response.json.hits.total).toBeGreaterThan(0);
    for (const hit of response.json.hits.hits) {
      expect(hit._source.final_price_incl_tax).toBeGreaterThanOrEqual(50);
      expect(hit._source.final_price_incl_tax).toBeLessThan(100);
    }
  });

  it('applies several price ranges as their intersection, with the same hits and facets as the one range', async () => {
    const facets = [{ field: 'price' }, { field: 'color' }];
    const several = await search(
      {
        _appliedFilters: [
          { attribute: 'price', value: { gte: 20 } },
          { attribute: 'price', value: { gte: 40, lte: 120 } },
          { attribute: 'price', value: { lt: 90 } },
        ],
        _availableFilters: facets,
      },
      '&size=100',
    );
    const one = await search({ _appliedFilters: [{ attribute: 'price', value: { gte: 40, lt: 90 } }], _availableFilters: facets }, '&size=100');
    expect(several.status).toBe(200);
    expect(several.json.hits.total).toBeGreaterThan(0);
    expect(skusOf(several)).toEqual(skusOf(one));
    expect(several.json.aggregations).toEqual(one.json.aggregations);
  });

  it('returns term facets and the four price ranges, each facet ignoring its own filter', async () => {
    const response = await search({
      _availableFilters: [{ field: 'color' }, { field: 'size' }, { field: 'price' }, { field: 'erin_recommends' }],
    });
    const { aggregations } = response.json;
    expect(aggregations.agg_range_price.buckets.map((bucket: any) => bucket.key)).toEqual([
      '0.0-50.0',
      '50.0-100.0',
      '100.0-150.0',
      '150.0-*',
    ]);
    const rangeTotal = aggregations.agg_range_price.buckets.reduce((sum: number, bucket: any) => sum + bucket.doc_count, 0);
    expect(rangeTotal).toBe(response.json.hits.total);
    expect(aggregations.agg_terms_color.buckets.length).toBeGreaterThan(1);
    expect(aggregations.agg_terms_color.buckets.length).toBeLessThanOrEqual(10);
    expect(aggregations.agg_terms_size.buckets.length).toBeGreaterThan(1);

    const firstColour = aggregations.agg_terms_color.buckets[0];
    const narrowed = await search({
      _appliedFilters: [{ attribute: 'color', value: { in: [firstColour.key] } }],
      _availableFilters: [{ field: 'color' }],
    });
    expect(narrowed.json.hits.total).toBe(firstColour.doc_count);
    expect(narrowed.json.aggregations.agg_terms_color.buckets).toEqual(aggregations.agg_terms_color.buckets);
  });

  it('honours _source_include and _source_exclude with dot paths', async () => {
    const response = await search(
      { _appliedFilters: [{ attribute: 'type_id', value: { eq: 'configurable' } }] },
      '&size=1&_source_include=sku,name,configurable_children.sku&_source_exclude=name',
    );
    const source = response.json.hits.hits[0]._source;
    expect(Object.keys(source).sort()).toEqual(['configurable_children', 'sku']);
    expect(Object.keys(source.configurable_children[0])).toEqual(['sku']);
  });

  it('answers the compact format', async () => {
    const response = await search({}, '&size=2&response_format=compact');
    expect(response.json).toMatchObject({ start: 0, perPage: 2 });
    expect(response.json.hits).toHaveLength(2);
    expect(response.json.hits[0].sku).toEqual(expect.any(String));
  });

  it('accepts the request in the query string for GET', async () => {
    const request = encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: 'type_id', value: { eq: 'bundle' } }] }));
    const response = await call<Params>(GET, `/api/catalog/vue_storefront_catalog/product/_search?request=${request}&request_format=search-query`, {
      params: productParams,
    });
    expect(response.status).toBe(200);
    expect(response.json.hits.total).toBeGreaterThan(0);
    for (const hit of response.json.hits.hits) expect(hit._source.type_id).toBe('bundle');
  });
});

describe('product search: lookups and visibility', () => {
  it('finds a configurable child by sku and its parent by configurable_children.sku', async () => {
    const [child] = await rows<{ sku: string; parent_sku: string }>(
      sql`SELECT sku, parent_sku FROM products WHERE parent_sku IS NOT NULL AND visibility = 1 ORDER BY id LIMIT 1`,
    );
    const bySku = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: child!.sku } }] });
    expect(skusOf(bySku)).toEqual([child!.sku]);
    const parent = await search({ _appliedFilters: [{ attribute: 'configurable_children.sku', value: { eq: child!.sku } }] });
    expect(skusOf(parent)).toEqual([child!.parent_sku]);
  });

  it('keeps disabled products out of listings but lets a lookup by sku see them', async () => {
    const [disabled] = await rows<{ sku: string; name: string }>(sql`SELECT sku, name FROM products WHERE status >= 2 LIMIT 1`);
    expect(disabled).toBeDefined();
    // A listing narrowed to the product's name (not an identity field) still leaves it out.
    const listing = await search({ _appliedFilters: [{ attribute: 'name', value: { eq: disabled!.name } }] }, '&size=100');
    expect(skusOf(listing)).not.toContain(disabled!.sku);
    const lookup = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: disabled!.sku } }] });
    expect(lookup.json.hits.hits[0]._source.status).toBeGreaterThanOrEqual(2);
  });
});

describe('product search: text', () => {
  it('finds hoodies from the typo "hoodei"', async () => {
    const response = await search({ _searchText: 'hoodei' });
    expect(response.json.hits.total).toBeGreaterThan(0);
    const names = response.json.hits.hits.map((hit: any) => hit._source.name.toLowerCase());
    expect(names.filter((name: string) => name.includes('hoodie')).length).toBeGreaterThan(0);
  });

  it('finds jackets from "jaket" and ranks name matches first', async () => {
    const response = await search({ _searchText: 'jaket' });
    expect(response.json.hits.total).toBeGreaterThan(0);
    expect(response.json.hits.hits[0]._source.name.toLowerCase()).toContain('jacket');
    const scores = response.json.hits.hits.map((hit: any) => hit._score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it('returns only visibility 3/4, enabled products for a search', async () => {
    const response = await search({ _searchText: 'tee' }, '&size=100');
    for (const hit of response.json.hits.hits) {
      expect([3, 4]).toContain(hit._source.visibility);
      expect(hit._source.status).toBe(1);
    }
  });

  it('finds a product by its sku and a parent by a child sku prefix', async () => {
    const [child] = await rows<{ sku: string; parent_sku: string }>(
      sql`SELECT sku, parent_sku FROM products WHERE parent_sku IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const response = await search({ _searchText: child!.sku });
    expect(skusOf(response)).toContain(child!.parent_sku);
  });

  it('answers nothing for gibberish rather than everything', async () => {
    const response = await search({ _searchText: 'qzxqzxqzx' });
    expect(response.json.hits.total).toBe(0);
  });
});

describe('prices per store view', () => {
  it('applies an active special price and ignores expired and future windows', async () => {
    const specials = await rows<{ sku: string; price: string; special_price: string; state: string }>(sql`
      SELECT sku, price, special_price,
        CASE WHEN special_from_date > now() THEN 'future' WHEN special_to_date < now() THEN 'expired' ELSE 'active' END AS state
      FROM products WHERE special_price IS NOT NULL AND special_price < price AND visibility > 1 AND status = 1`);
    const states = new Set(specials.map((row) => row.state));
    expect(states).toEqual(new Set(['active', 'expired', 'future']));
    for (const state of ['active', 'expired', 'future']) {
      const row = specials.find((candidate) => candidate.state === state)!;
      const response = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: row.sku } }] });
      const product = response.json.hits.hits[0]._source;
      const expected = state === 'active' ? Number(row.special_price) : Number(row.price);
      expect(product.final_price_incl_tax).toBeCloseTo(expected, 2);
      expect(product.original_price_incl_tax).toBeCloseTo(Number(row.price), 2);
      // Vue Storefront semantics: price_incl_tax is the price paid now, special_price 0 when no special price is active.
      expect(product.price_incl_tax).toBeCloseTo(expected, 2);
      expect(product.special_price_incl_tax === 0).toBe(state !== 'active');
      expect(product.special_price === 0).toBe(state !== 'active');
    }
  });

  it('computes tax for the store view country: US (California), Germany and Italy', async () => {
    const [row] = await rows<{ sku: string; price: string }>(
      sql`SELECT sku, price FROM products WHERE type_id = 'simple' AND visibility = 4 AND special_price IS NULL AND tax_class_id = 2 ORDER BY id LIMIT 1`,
    );
    const gross = Number(row!.price);
    const rateOf = async (index: string) => {
      const response = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: row!.sku } }] }, '', {
        index,
        entity: 'product',
      });
      const product = response.json.hits.hits[0]._source;
      expect(product.price_incl_tax).toBeCloseTo(gross, 2);
      expect(product.price + product.price_tax).toBeCloseTo(gross, 2);
      return product.price_tax / product.price;
    };
    expect(await rateOf('vue_storefront_catalog')).toBeCloseTo(0.0825, 2);
    expect(await rateOf('vue_storefront_catalog_de')).toBeCloseTo(0.19, 2);
    expect(await rateOf('vue_storefront_catalog_it')).toBeCloseTo(0.22, 2);
  });
});

describe('other entities', () => {
  it('lists categories by position with the fields the storefront reads', async () => {
    const response = await search(
      { _appliedFilters: [{ attribute: 'parent_id', value: { eq: 2 } }, { attribute: 'is_active', value: { eq: true } }] },
      '&size=4000',
      { index: 'vue_storefront_catalog', entity: 'category' },
    );
    const names = response.json.hits.hits.map((hit: any) => hit._source.name);
    expect(names).toEqual(expect.arrayContaining(['Women', 'Men', 'Gear']));
    const positions = response.json.hits.hits.map((hit: any) => hit._source.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    expect(response.json.hits.hits[0]._source).toEqual(
      expect.objectContaining({ url_path: expect.any(String), slug: expect.any(String), children_data: expect.any(Array) }),
    );
  });

  it.each([
    ['attribute', { _appliedFilters: [{ attribute: 'attribute_code', value: { in: ['color', 'size'] } }] }, 2],
    ['taxrule', {}, 1],
    ['cms_page', { _appliedFilters: [{ attribute: 'identifier', value: { eq: 'about-us' } }] }, 1],
    ['cms_block', {}, 1],
    ['cms_hierarchy', {}, 1],
    ['review', {}, 1],
  ])('searches %s', async (entity, body, minimum) => {
    const response = await search(body, '', { index: 'vue_storefront_catalog', entity });
    expect(response.status).toBe(200);
    expect(response.json.hits.total).toBeGreaterThanOrEqual(minimum);
    for (const hit of response.json.hits.hits) expect(hit._type).toBe(entity);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown entity', { index: 'vue_storefront_catalog', entity: 'pizza' }, {}, '', 404],
    ['an unknown index', { index: 'other_index', entity: 'product' }, {}, '', 404],
    ['an unknown store code', productParams, {}, '&storeCode=fr', 400],
    ['a wrong filter shape', productParams, { _appliedFilters: 'colour=red' }, '', 400],
    ['an unknown operator', productParams, { _appliedFilters: [{ attribute: 'price', value: { between: 3 } }] }, '', 400],
    ['a non-numeric price', productParams, { _appliedFilters: [{ attribute: 'price', value: { gte: 'cheap' } }] }, '', 400],
    ['an unsupported sort', productParams, {}, '&sort=password:asc', 400],
    ['an injected field name', productParams, { _appliedFilters: [{ attribute: "name'; drop table products; --", value: 1 }] }, '', 400],
    ['a non-numeric size', productParams, {}, '&size=lots', 400],
  ])('answers %s with a 4xx and a message', async (_label, params, body, query, status) => {
    const response = await search(body, query, params);
    expect(response.status).toBe(status);
    expect(response.json.code).toBe(status);
    expect(typeof response.json.result).toBe('string');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await call<Params>(POST, '/api/catalog/vue_storefront_catalog/product/_search', {
      rawBody: '{"_appliedFilters": [',
      params: productParams,
    });
    expect(response.status).toBe(400);
    expect(response.json.result).toMatch(/JSON/);
  });
});

describe('product search in the German and Italian store views (translated category names and colours)', () => {
  const inStore = (store: 'de' | 'it', text: string) =>
    search({ _searchText: text }, '&size=20', { index: `vue_storefront_catalog_${store}`, entity: 'product' });

  const topSkus = async (store: 'de' | 'it', text: string) => {
    const response = await inStore(store, text);
    expect(response.status).toBe(200);
    const skus: string[] = skusOf(response).slice(0, 5);
    expect(skus.length).toBeGreaterThan(0);
    return skus;
  };

  it('finds jackets by the category name the store shows ("Jacken" in /de, "Giacche" in /it)', async () => {
    for (const [store, text] of [['de', 'Jacken'], ['it', 'giacche']] as const) {
      const skus = await topSkus(store, text);
      const inJackets = await rows<{ sku: string }>(
        sql`SELECT sku FROM products WHERE sku IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)})
          AND category_ids && ARRAY(SELECT id FROM categories WHERE name = 'Jackets')`,
      );
      expect(inJackets.map((row) => row.sku).sort()).toEqual([...skus].sort());
    }
  });

  it('finds a colour by its German label ("rot" in /de): the first products are offered in red', async () => {
    const [red] = await rows<{ value: string }>(sql`SELECT o ->> 'value' AS value FROM attributes a,
      jsonb_array_elements(a.doc -> 'options') o WHERE a.attribute_code = 'color' AND o ->> 'label' = 'Red'`);
    const skus = await topSkus('de', 'rot');
    const inRed = await rows<{ sku: string }>(
      sql`SELECT sku FROM products WHERE sku IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)}) AND attrs -> 'color' @> ${`[${red!.value}]`}::jsonb`,
    );
    expect(inRed.map((row) => row.sku).sort()).toEqual([...skus].sort());
  });

  it('keeps the English words searchable in /de', async () => {
    expect((await inStore('de', 'jacket')).json.hits.total).toBeGreaterThan(0);
  });
});

describe('product search: cached results', () => {
  afterEach(() => configureCatalogCache(null));

  it('shows the current stock of a product found again once the catalogue is stamped as changed (import, seed)', async () => {
    configureCatalogCache({ versionCheckMs: 0 });
    const first = await search({ _searchText: 'jacket' }, '&size=1');
    const sku = first.json.hits.hits[0]._source.sku as string;
    const [before] = await rows<{ qty: string }>(sql`SELECT qty FROM stock WHERE sku = ${sku}`);
    await execute(db(), sql`UPDATE stock SET qty = qty + 7 WHERE sku = ${sku}`);
    try {
      await bumpCatalogVersion(db());
      const again = await search({ _searchText: 'jacket' }, '&size=1');
      expect(again.json.hits.hits[0]._source.sku).toBe(sku);
      expect(Number(again.json.hits.hits[0]._source.stock.qty)).toBe(Number(before!.qty) + 7);
    } finally {
      await execute(db(), sql`UPDATE stock SET qty = qty - 7 WHERE sku = ${sku}`);
      await bumpCatalogVersion(db());
    }
  });
});
