/**
 * Issue 44 (ADR 0048): categories and products have German and Italian addresses. The VSF1 URL map and catalogue API
 * answer them for their store, the redirect look-ups the proxy asks send English addresses under /de and /it on, and
 * bad input gets a 400 with a message. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { POST as catalogSearch } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { GET as categoryRedirect } from '@/app/api/category-redirect/route';
import { GET as productRedirect } from '@/app/api/product-redirect/route';
import { POST as urlMap } from '@/app/api/url/map/route';
import { GET as urlRedirect } from '@/app/api/url-redirect/route';
import { execute } from '@/lib/server/db/execute';
import { sitemapPaths } from '@/lib/server/seo/sitemap-entries';
import { call } from './support/http';
import { databaseKind, seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

const db = seededShopPerFile();
type Doc = Record<string, any>;

interface TranslatedProduct {
  sku: string;
  url_path: string;
  de: string;
  it: string;
}

/** A listed product with German and Italian url keys (the seed gives them to a share of its products). */
async function translatedProduct(): Promise<TranslatedProduct> {
  const result = await execute<TranslatedProduct>(
    db(),
    sql`SELECT sku, url_path, doc #>> '{translations,de,url_path}' AS de, doc #>> '{translations,it,url_path}' AS it FROM products
        WHERE parent_sku IS NULL AND status = 1 AND visibility = 4 AND doc #>> '{translations,de,url_path}' IS NOT NULL ORDER BY id LIMIT 1`,
  );
  return result.rows[0]!;
}

const map = async (url: string, storeCode?: string) =>
  (await call(urlMap, `/api/url/map${storeCode ? `?storeCode=${storeCode}` : ''}`, { body: { url } })).json as Doc | null;

describe(`translated addresses (${databaseKind()})`, () => {
  it('maps a German and an Italian category url path to the category, with the store url_path and slug', async () => {
    const german = await map('/de/damen/oberteile/jacken', 'de');
    expect(german).toMatchObject({ _type: 'category', _source: { id: 23, name: 'Jacken', url_path: 'damen/oberteile/jacken', slug: 'jacken-23' } });
    expect(german?._source.children_data).toEqual([]);
    const italian = await map('/it/donna/top/giacche', 'it');
    expect(italian).toMatchObject({ _type: 'category', _source: { id: 23, name: 'Giacche', url_path: 'donna/top/giacche', slug: 'giacche-23' } });
    expect(JSON.stringify([german, italian])).not.toContain('translations');
    // The top level answers its children at their German addresses too.
    const women = await map('/de/damen', 'de');
    expect(women?._source.children_data.map((child: Doc) => child.url_path)).toEqual(['damen/oberteile', 'damen/hosen-und-shorts']);
  });

  it('still maps the English url path under /de (the page sends it on), and keeps the default store English', async () => {
    expect(await map('/de/women/tops-women/jackets-women', 'de')).toMatchObject({ _source: { id: 23, url_path: 'damen/oberteile/jacken' } });
    expect(await map('/women/tops-women/jackets-women')).toMatchObject({ _source: { id: 23, url_path: 'women/tops-women/jackets-women' } });
    // A German address is not an English one.
    expect(await map('/damen/oberteile/jacken')).toBeNull();
    expect(await map('/it/damen/oberteile/jacken', 'it')).toBeNull();
  });

  it("maps a product's translated url path in its store, with the store's url_key, url_path and slug", async () => {
    const product = await translatedProduct();
    expect(product.de).not.toBe(product.url_path);
    const german = await map(`/de/${product.de}`, 'de');
    expect(german).toMatchObject({ _type: 'product', _source: { sku: product.sku, url_key: product.de, url_path: product.de, slug: product.de } });
    const italian = await map(`/it/${product.it}.html`, 'it');
    expect(italian).toMatchObject({ _type: 'product', _source: { sku: product.sku, url_path: product.it } });
    expect(JSON.stringify(german)).not.toContain('translations');
    expect(await map(`/${product.url_path}`)).toMatchObject({ _source: { sku: product.sku, url_path: product.url_path } });
    expect(await map(`/${product.de}`)).toBeNull();
  });

  it("filters the store's catalogue by its own url_path and slug (as the VSF1 client asks)", async () => {
    const product = await translatedProduct();
    const search = async (index: string, entity: string, attribute: string, value: string) => {
      const body = { _appliedFilters: [{ attribute, value: { eq: value } }] };
      const response = await call<{ index: string; entity: string }>(catalogSearch, `/api/catalog/${index}/${entity}/_search?request_format=search-query`, {
        body,
        params: { index, entity },
      });
      expect(response.status).toBe(200);
      return response.json.hits.hits.map((hit: Doc) => hit._source) as Doc[];
    };
    expect((await search('vue_storefront_catalog_de', 'product', 'url_path', product.de)).map((doc) => doc.sku)).toEqual([product.sku]);
    expect((await search('vue_storefront_catalog_it', 'product', 'slug', product.it)).map((doc) => doc.slug)).toEqual([product.it]);
    expect(await search('vue_storefront_catalog', 'product', 'url_path', product.de)).toEqual([]);
    expect((await search('vue_storefront_catalog_de', 'category', 'slug', 'damen-20')).map((doc) => doc.id)).toEqual([20]);
    // A product's category references name the store's addresses, which the VSF1 client builds its links from.
    const [german] = await search('vue_storefront_catalog_de', 'product', 'url_path', product.de);
    const refs = (german?.category ?? []) as Doc[];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [own] = await search('vue_storefront_catalog_de', 'category', 'slug', ref.slug);
      expect([ref.category_id, own?.id, own?.url_path]).toEqual([ref.category_id, ref.category_id, ref.path]);
    }
    // Before, the references kept the English slugs (`women-20` under /de).
    const [english] = await search('vue_storefront_catalog', 'product', 'url_path', product.url_path);
    const englishSlugs = new Set(((english?.category ?? []) as Doc[]).map((ref) => ref.slug));
    expect(refs.filter((ref) => !englishSlugs.has(ref.slug)).length).toBeGreaterThan(0);
  });

  it("answers the proxy's look-ups: the store's slug for an English one, null for the store's own", async () => {
    const category = async (key: string, store?: string) =>
      (await call(categoryRedirect, `/api/category-redirect?key=${key}${store ? `&store=${store}` : ''}`)).json.result;
    expect(await category('women-20', 'de')).toBe('damen-20');
    expect(await category('women-20', 'it')).toBe('donna-20');
    expect(await category('women', 'de')).toBe('damen-20');
    expect(await category('damen-20', 'de')).toBeNull();
    expect(await category('women-20')).toBeNull();
    expect(await category('jackets-women')).toBe('jackets-23');

    const product = await translatedProduct();
    const lookup = async (query: string) => (await call(productRedirect, `/api/product-redirect?${query}`)).json.result;
    expect(await lookup(`sku=${product.sku}&store=de&slug=${product.url_path}`)).toEqual({ parentSku: product.sku, slug: product.de });
    expect(await lookup(`sku=${product.sku}&store=de&slug=${product.de}`)).toBeNull();
    expect(await lookup(`sku=${product.sku}&slug=${product.url_path}`)).toBeNull();

    const urlPath = async (path: string, store?: string) =>
      (await call(urlRedirect, `/api/url-redirect?path=${encodeURIComponent(path)}${store ? `&store=${store}` : ''}`)).json.result;
    expect(await urlPath('women/tops-women/jackets-women', 'de')).toBe('damen/oberteile/jacken');
    expect(await urlPath('women', 'it')).toBe('donna');
    expect(await urlPath(product.url_path, 'de')).toBe(product.de);
    expect(await urlPath('damen/oberteile/jacken', 'de')).toBeNull();
    expect(await urlPath('women/tops-women/jackets-women')).toBeNull();
    expect(await urlPath('no/such/page', 'de')).toBeNull();
  });

  it('answers bad look-ups with a 400 and a message', async () => {
    const response = await call(categoryRedirect, '/api/category-redirect?key=women-20&store=fr');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain('store must be one of');
    expect((await call(productRedirect, '/api/product-redirect?sku=MH01&store=xx')).status).toBe(400);
    const noPath = await call(urlRedirect, '/api/url-redirect?store=de');
    expect(noPath.status).toBe(400);
    expect(JSON.stringify(noPath.json)).toContain('path');
  });

  it("lists each store's translated address in the sitemap's alternates", async () => {
    const paths = await sitemapPaths(db());
    expect(paths.find((entry) => entry.path === '/women/tops-women/jackets-women')?.storePaths).toEqual({
      de: '/damen/oberteile/jacken',
      it: '/donna/top/giacche',
    });
    const product = await translatedProduct();
    const entry = paths.find((candidate) => candidate.path.startsWith(`/p/${encodeURIComponent(product.sku)}/`));
    expect(entry?.storePaths?.de).toBe(`/p/${encodeURIComponent(product.sku)}/${product.de}`);
  });
});
