import { expect, test, type APIRequestContext } from './test';
import { findProducts, productPath } from './pages/product-page';
import { seoUrls, urlsOffOrigin, type SeoUrls } from '../test/support/seo-urls';

/**
 * Canonical, hreflang, Open Graph and structured-data URLs are absolute, on the origin the page was asked for
 * (ADR 0038): this server runs without PUBLIC_URL, as the README's first command does (test/server/seo-origin.test.ts
 * covers PUBLIC_URL). Each origin has its own cached copy of a page.
 */

/** The SEO URLs of a page, asked for with these headers. */
async function seoUrlsOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<SeoUrls> {
  const response = await request.get(path, { headers });
  expect([path, response.status()]).toEqual([path, 200]);
  return seoUrls(await response.text());
}

async function aProductPath(request: APIRequestContext): Promise<string> {
  const [product] = await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }, { attribute: 'visibility', value: { eq: 4 } }], 1);
  return productPath(product!);
}

/** Every URL a page names for search engines, each expected on `origin` (Next.js writes the home page's without a slash). */
function expectAllOn(urls: SeoUrls, origin: string, path: string) {
  expect(urls.canonical).toBe(path === '/' ? origin : `${origin}${path}`);
  // This server serves /de and /it (MULTISTORE): every page names its three stores and x-default.
  expect(urls.alternates).toHaveLength(4);
  expect(urlsOffOrigin(urls, origin)).toEqual([]);
}

test.describe('absolute SEO URLs without PUBLIC_URL', () => {
  test('home, category and product name the origin they were asked at in canonical, hreflang, Open Graph and JSON-LD', async ({ request, baseURL }) => {
    const product = await aProductPath(request);
    for (const path of ['/', '/women/tops-women/jackets-women', product, '/de/damen/oberteile/jacken']) {
      const urls = await seoUrlsOf(request, path);
      expectAllOn(urls, baseURL!, path);
      if (path === product) {
        expect(urls.jsonLd).toContain(`${baseURL}${product}`);
        expect(urls.openGraph).toContain(`${baseURL}${product}`);
      }
    }
    // A listing with a page number goes through proxy.ts, whose rewrite keeps the origin too.
    expect((await seoUrlsOf(request, '/women/tops-women/jackets-women?page=2')).canonical).toBe(`${baseURL}/women/tops-women/jackets-women`);
  });

  test('a page asked for through a proxy names the forwarded origin, and the shop\'s own address keeps its own copy', async ({ request, baseURL }) => {
    const product = await aProductPath(request);
    // A query the page ignores gives each request its own entry in the one-second page cache in front of Next.js
    // (ADR 0026), whose key holds no Host: what is compared here is the rendering cache, whose key holds the origin.
    const marker = `seo-origin=${test.info().testId}`;
    for (const path of ['/', '/women/tops-women/jackets-women', product]) {
      const forwarded = await seoUrlsOf(request, `${path}?${marker}-a`, {
        'x-forwarded-host': 'shop.example.test',
        'x-forwarded-proto': 'https',
      });
      expectAllOn(forwarded, 'https://shop.example.test', path);
      const own = await seoUrlsOf(request, `${path}?${marker}-b`);
      expectAllOn(own, baseURL!, path);
    }
  });
});
