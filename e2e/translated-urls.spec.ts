import { expect, test, type APIRequestContext } from './test';
import { seoUrls } from '../test/support/seo-urls';
import { waitForServiceWorker } from './support/service-worker';

/**
 * Issue 44 (ADR 0048): categories and products have German and Italian addresses. The demo seed gives every category
 * and a share of the products theirs (lib/server/seed/url-keys.ts): Women is /de/c/damen-20 and /it/c/donna-20, the
 * Joust Duffle Bag (24-MB01) /de/p/24-MB01/joust-duffle-tasche and /it/p/24-MB01/joust-duffle-borsa.
 */
const PRODUCT = {
  sku: '24-MB01',
  en: '/p/24-MB01/joust-duffle-bag',
  de: '/de/p/24-MB01/joust-duffle-tasche',
  it: '/it/p/24-MB01/joust-duffle-borsa',
};

/** The hreflang alternates of a page as locale → root-relative path. */
async function alternatesOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect([path, response.status()]).toEqual([path, 200]);
  const html = await response.text();
  // React writes the attribute as `hrefLang`.
  const links = html.match(/<link\s[^>]*hreflang="[^"]+"[^>]*>/gi) ?? [];
  const languages = Object.fromEntries(
    links.map((tag) => [/hreflang="([^"]+)"/i.exec(tag)![1]!, new URL(/\shref="([^"]+)"/.exec(tag)![1]!).pathname]),
  );
  return { languages, canonical: new URL(seoUrls(html).canonical!).pathname };
}

async function permanentRedirect(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = new URL(response.headersArray().find((header) => header.name.toLowerCase() === 'location')?.value ?? '', 'http://x');
  return { status: response.status(), location: `${location.pathname}${location.search}` };
}

test.describe('German and Italian URLs', () => {
  test('a category has its address in each store, named by canonical and hreflang in every store', async ({ page, request }) => {
    // Eight first renders of category listings: more than the default time on the shared test machine.
    test.slow();
    for (const [path, heading] of [['/de/c/damen-20', 'Damen'], ['/it/c/donna-20', 'Donna'], ['/de/damen/oberteile/jacken', 'Jacken']] as const) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    const expected = { 'x-default': '/women', 'en-US': '/women', 'de-DE': '/de/damen', 'it-IT': '/it/donna' };
    for (const [path, canonical] of [['/de/c/damen-20', '/de/damen'], ['/it/c/donna-20', '/it/donna'], ['/c/women-20', '/women'], ['/de/damen', '/de/damen']] as const) {
      const seo = await alternatesOf(request, path);
      expect([path, seo.canonical, seo.languages]).toEqual([path, canonical, expected]);
    }
    // The German menu links German addresses.
    await page.goto('/de/c/damen-20');
    const menu = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(menu.getByRole('link', { name: 'Herren', exact: true })).toHaveAttribute('href', '/de/herren');
  });

  test("the English slug under /de or /it answers 301 to the store's own, query kept", async ({ request }) => {
    // Up to four first renders (a look-up not answered in time lets the page answer) next to the other tests' renders.
    test.slow();
    // proxy.ts answers after a look-up; one not answered within its 2 s (a loaded machine) lets the page answer, and the
    // next request asks again (lib/server/catalog/lookup-cache.ts): the 301 is what a repeated request gets.
    const redirects: [string, string][] = [
      ['/de/c/women-20', '/de/c/damen-20'],
      ['/it/c/women-20?sort=final_price%3Aasc', '/it/c/donna-20?sort=final_price%3Aasc'],
      [PRODUCT.en.replace('/p/', '/de/p/'), PRODUCT.de],
      [PRODUCT.en.replace('/p/', '/it/p/'), PRODUCT.it],
    ];
    for (const [from, to] of redirects) {
      await expect.poll(() => permanentRedirect(request, from), { timeout: 60_000, message: from }).toEqual({ status: 301, location: to });
    }
    // The English store keeps its English addresses, and the stores' own answer directly.
    for (const path of ['/c/women-20', PRODUCT.en, PRODUCT.de, PRODUCT.it, '/de/c/damen-20']) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 200]);
    }
    // An English category url path under /de: the same 301 from the proxy (ADR 0050), with one Location header.
    const from = '/de/women/tops-women/jackets-women?color=50';
    await expect
      .poll(() => permanentRedirect(request, from), { timeout: 60_000, message: from })
      .toEqual({ status: 301, location: '/de/damen/oberteile/jacken?color=50' });
    const headers = (await request.get(from, { maxRedirects: 0 })).headersArray();
    expect(headers.filter((header) => header.name.toLowerCase() === 'location')).toHaveLength(1);
  });

  test.describe('through the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("a visit to an English url path under /de lands on the store's own page", async ({ page, baseURL }) => {
      test.slow();
      await page.goto('/de');
      await waitForServiceWorker(page);
      // The worker's navigation preload hands the browser the redirect as the server sent it: one address to follow.
      for (const [from, to, heading] of [
        ['/de/women', '/de/damen', 'Damen'],
        ['/de/men/bottoms-men', '/de/herren/hosen-und-shorts', 'Hosen & Shorts'],
      ] as const) {
        const response = await page.goto(from);
        expect([from, response?.status()]).toEqual([from, 200]);
        await expect(page).toHaveURL(`${baseURL}${to}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
    });
  });

  test('a product has its address in each store, named by canonical and hreflang', async ({ page, request }) => {
    const expected = { 'x-default': PRODUCT.en, 'en-US': PRODUCT.en, 'de-DE': PRODUCT.de, 'it-IT': PRODUCT.it };
    for (const path of [PRODUCT.de, PRODUCT.it, PRODUCT.en]) {
      const seo = await alternatesOf(request, path);
      expect([path, seo.canonical, seo.languages]).toEqual([path, path, expected]);
    }
    const response = await page.goto(PRODUCT.de);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Joust Duffle Bag' })).toBeVisible();
  });

  test('switching store on a product or category page lands on the same page in the other store', async ({ page }) => {
    test.slow();
    await page.goto(PRODUCT.de);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Shop wechseln' }).click();
    await page.getByRole('dialog').getByRole('link', { name: /Italy/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.it}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Joust Duffle Bag' })).toBeVisible();

    await page.goto('/it/c/donna-20');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cambia negozio' }).click();
    await page.getByRole('dialog').getByRole('link', { name: /Germany/ }).click();
    await expect(page).toHaveURL(/\/de\/damen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible();
  });

  test('the sitemap names each store at its own address', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/hreflang="de-DE"\s+href="[^"]*\/de\/damen\/oberteile\/jacken"/);
    expect(xml).toMatch(new RegExp(`hreflang="it-IT"\\s+href="[^"]*${PRODUCT.it}"`));
  });
});
