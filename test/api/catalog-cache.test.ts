/**
 * The catalogue cache (lib/server/catalog/catalog-cache.ts, ADR 0008): what the API reads through it (its search
 * answers, URL dispatch, reference data) is served without the database, shows the new data after the writes that
 * concern them (an order's stock, a catalogue write of another process), and keeps the store views apart. Pages keep
 * what they show in their `'use cache'` data instead (ADR 0058): their loaders read the database.
 */
import { sql } from 'drizzle-orm';
import { POST as catalogSearch } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { POST as placeOrder } from '@/app/api/order/route';
import { storeViews } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { catalogCacheStats, configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { categoryBySlug } from '@/lib/server/catalog/categories';
import { loadCategoryListing } from '@/lib/server/catalog/category-listing';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { resolveUrl } from '@/lib/server/catalog/url-resolver';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { productSearched } from './support/catalog-reads';
import { orderPayload } from '../support/orders';
import { pickConfigurable, pickSimple, rows, setStock } from './support/commerce';
import { seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

const db = seededShopPerFile();
afterAll(() => configureCatalogCache(null));
// Long enough that nothing expires during a test; the version stamp is checked on every read unless a test says so.
beforeEach(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 0 }));
const { default: usa, de } = storeViews;

/** The product as the catalogue API answers a search for its sku (a cached answer). */
async function productOf(sku: string, storeView = usa): Promise<ProductDocument> {
  const found = await productSearched(sku, storeView);
  if (!found) throw new Error(`${sku} not found`);
  return found;
}

/** A listed simple product and a category (its deepest) whose first listing page shows it. */
async function listedSimple() {
  const picked = await pickSimple(db(), 3);
  const [row] = await rows<{ slug: string }>(
    db(),
    sql`SELECT c.slug FROM products p JOIN categories c ON c.id = ANY(p.category_ids)
        WHERE p.sku = ${picked.sku} AND c.is_active ORDER BY c.product_count, c.level DESC LIMIT 1`,
  );
  const category = await categoryBySlug(db(), row!.slug, usa);
  return { sku: picked.sku, category: category! };
}

/** The product as the category's cached listing shows it (every page up to 5: the product is on one of them). */
const listed = async (category: NonNullable<Awaited<ReturnType<typeof categoryBySlug>>>, sku: string) =>
  (await loadCategoryListing(db(), usa, category, { page: '5' })).products.find(
    (product) => product.sku === sku,
  );

async function order(sku: string, qty: number) {
  const response = await call(placeOrder, '/api/order', { body: orderPayload([{ sku, qty }]) });
  expect(response.status).toBe(200);
}

it('serves a repeated read from the cache: a write that bypasses the shop is not seen', async () => {
  const { sku } = await pickSimple(db(), 1);
  const before = await productOf(sku);
  const { misses } = catalogCacheStats(db());
  await setStock(db(), sku, before.stock.qty + 50);
  const again = await productOf(sku);
  expect(again.stock.qty).toBe(before.stock.qty);
  expect(catalogCacheStats(db()).misses).toBe(misses);
});

it('shows a product an order sold out as out of stock in its category listing and on its page', async () => {
  const { sku, category } = await listedSimple();
  await setStock(db(), sku, 2);
  await bumpCatalogVersion(db());
  expect((await listed(category, sku))?.stock.is_in_stock).toBe(true);
  await order(sku, 2);
  // Out-of-stock products stay listed (LIST_OUT_OF_STOCK_PRODUCTS, default true), shown as out of stock.
  expect((await listed(category, sku))?.stock.is_in_stock).toBe(false);
  const page = await loadProductPage(db(), usa, sku);
  expect(page.kind === 'found' && page.data.product.stock.is_in_stock).toBe(false);
});

it('drops everything when another process changes the catalogue (seed, import: a new version stamp)', async () => {
  const { sku } = await pickSimple(db(), 4);
  const before = await productOf(sku);
  // What `npm run import` does from its own process: write the catalogue, then stamp it.
  await execute(
    db(),
    sql`UPDATE products SET doc = jsonb_set(doc, '{name}', to_jsonb(${`${before.name} Reloaded`}::text)) WHERE sku = ${sku}`,
  );
  expect((await productOf(sku)).name).toBe(before.name);
  await bumpCatalogVersion(db());
  expect((await productOf(sku)).name).toBe(`${before.name} Reloaded`);
});

it('checks the version stamp at most every versionCheckMs', async () => {
  configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 600_000 });
  const { sku } = await pickSimple(db(), 5);
  const before = await productOf(sku);
  await setStock(db(), sku, before.stock.qty + 7);
  await bumpCatalogVersion(db());
  expect((await productOf(sku)).stock.qty).toBe(before.stock.qty);
  configureCatalogCache({ versionCheckMs: 0 });
  expect((await productOf(sku)).stock.qty).toBe(before.stock.qty + 7);
});

it('keeps store views apart: each has its own prices, neither is served the other one', async () => {
  const { sku } = await pickSimple(db(), 6);
  // Prices include tax; the net price differs: California's 8.25 % in the default store, Germany's 19 % in /de.
  const net = async (storeView: typeof usa) => {
    const product = await productOf(sku, storeView);
    return { taxRate: product.tax_rate, net: product.final_price };
  };
  const inUsa = await net(usa);
  const inGermany = await net(de);
  expect(inUsa.taxRate).toBe(8.25);
  expect(inGermany.taxRate).toBe(19);
  expect(inGermany.net).toBeLessThan(inUsa.net as number);
  // Read again in the other order: still each store's own entry, and the same as without the cache.
  expect(await net(de)).toEqual(inGermany);
  expect(await net(usa)).toEqual(inUsa);
  configureCatalogCache({ ttlMs: 0 });
  expect(await net(de)).toEqual(inGermany);
  expect(await net(usa)).toEqual(inUsa);
});

it('caches URL dispatch, and hands out values that cannot be changed by a reader', async () => {
  const [row] = await rows<{ url_path: string; sku: string }>(
    db(),
    sql`SELECT url_path, sku FROM products WHERE status = 1 AND visibility = 4 AND url_path IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const hit = await resolveUrl(db(), usa, row!.url_path);
  expect(hit?._type).toBe('product');
  const { misses } = catalogCacheStats(db());
  expect(() => {
    (hit!._source as { name: string }).name = 'changed';
  }).toThrow(TypeError);
  expect((await resolveUrl(db(), usa, row!.url_path, { includeFields: ['sku'] }))?._source).toEqual({
    sku: row!.sku,
  });
  expect(catalogCacheStats(db()).misses).toBe(misses);
});

it('keeps answers apart that read different document fields (ADR 0079), and serves each again from the cache', async () => {
  const { parent } = await pickConfigurable(db());
  const index = 'vue_storefront_catalog';
  const find = async (include: string) => {
    const response = await call(catalogSearch, `/api/catalog/${index}/product/_search?request_format=search-query&_source_include=${include}`, {
      body: { _appliedFilters: [{ attribute: 'sku', value: { eq: parent } }] },
      params: { index, entity: 'product' },
    });
    expect(response.status).toBe(200);
    return (response.json as { hits: { hits: { _source: Partial<ProductDocument> }[] } }).hits.hits[0]!._source;
  };
  expect(await find('sku')).toEqual({ sku: parent });
  const withVariants = await find('sku,configurable_children.sku');
  expect(withVariants.configurable_children?.length).toBeGreaterThan(0);
  const { misses } = catalogCacheStats(db());
  expect(await find('sku')).toEqual({ sku: parent });
  expect(await find('sku,configurable_children.sku')).toEqual(withVariants);
  expect(catalogCacheStats(db()).misses).toBe(misses);
});

it('turns off with a TTL of 0: every read goes to the database', async () => {
  configureCatalogCache({ ttlMs: 0 });
  const { sku } = await pickSimple(db(), 7);
  const before = await productOf(sku);
  await setStock(db(), sku, before.stock.qty + 3);
  expect((await productOf(sku)).stock.qty).toBe(before.stock.qty + 3);
});

describe('the catalogue API answer (found products with prices and stock, cached whole)', () => {
  const searched = (sku: string) => productOf(sku);

  it('shows the stock an order left, at once', async () => {
    const { sku } = await pickSimple(db(), 8);
    await setStock(db(), sku, 20);
    await bumpCatalogVersion(db());
    configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 600_000 });
    expect((await searched(sku)).stock.qty).toBe(20);
    await order(sku, 3);
    expect((await searched(sku)).stock.qty).toBe(17);
  });

  it('shows a special price from the moment its window opens, not a cache lifetime later', async () => {
    const { sku, price } = await pickSimple(db(), 9);
    const opens = new Date(Date.now() + 60 * 60_000);
    const special = Math.round(price * 50) / 100;
    await execute(
      db(),
      sql`UPDATE products SET special_price = ${special}, special_from_date = ${opens.toISOString()},
          doc = doc || jsonb_build_object('special_price', ${special}::numeric, 'special_from_date', ${opens.toISOString()}::text)
        WHERE sku = ${sku}`,
    );
    await bumpCatalogVersion(db());
    configureCatalogCache({ ttlMs: 600_000 * 24, versionCheckMs: 600_000 * 24 });
    const before = (await searched(sku)).final_price as number;
    // Only the clock moves (timers stay real: the database needs them).
    jest.useFakeTimers({
      now: opens.getTime() + 1000,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      expect((await searched(sku)).final_price).toBeCloseTo((before * special) / price, 1);
    } finally {
      jest.useRealTimers();
    }
  });
});
