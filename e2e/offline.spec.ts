import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { waitForServiceWorker } from './support/service-worker';
import { CategoryPage } from './pages/category-page';

// The other specs block service workers (playwright.config.ts): a worker would answer requests before page.route().
test.use({ serviceWorkers: 'allow' });

const JACKETS = '/women/tops-women/jackets-women';
const OFFLINE_TEXT = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** Every URL the worker keeps, as `cache-name url`. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
}

/** True when the image has been painted (decoded with a size), i.e. it came from somewhere. */
const imageLoaded = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test.describe('offline browsing with the service worker', () => {
  test('a visited shop keeps browsing offline; a never-visited page shows the offline page, then home', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const registration = await waitForServiceWorker(page);
    expect(registration.scope).toBe(`${baseURL}/`);
    expect(registration.script).toBe(`${baseURL}/sw.js`);
    const gearHref = await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Gear', exact: true }).first().getAttribute('href');
    expect(gearHref).toBeTruthy();

    // Online: a category and a product.
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await category.expectLoaded('Jackets');
    const tileCount = await category.products.count();
    expect(tileCount).toBeGreaterThan(0);
    await expect.poll(() => imageLoaded(page, '.product-tile img')).toBe(true);
    const firstTile = category.products.first().getByRole('link').first();
    const productName = (await firstTile.locator('.product-tile__name').textContent())?.trim() ?? '';
    const productHref = (await firstTile.getAttribute('href')) ?? '';
    expect(productHref).toMatch(/^\/p\//);
    await page.goto(productHref);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();

    // Nothing personal or volatile was kept.
    const kept = await cachedUrls(page);
    expect(kept.filter((entry) => /\/api\/(cart|user|order|stock)|[?&](token|cartId)=/i.test(entry))).toEqual([]);
    expect(kept.some((entry) => entry.includes(`${baseURL}${productHref}`))).toBe(true);
    expect(kept.some((entry) => entry.includes('/img/'))).toBe(true);

    await context.setOffline(true);
    await expect(page.getByText('You are offline. Some features might not be available.')).toBeVisible();

    // The visited product and category reload from the worker, with their content and images.
    const product = await page.reload();
    expect(product?.status()).toBe(200);
    expect(product?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const categoryResponse = await page.goto(JACKETS);
    expect(categoryResponse?.fromServiceWorker()).toBe(true);
    await category.expectLoaded('Jackets');
    await expect(category.products).toHaveCount(tileCount);
    await expect.poll(() => imageLoaded(page, '.product-tile img')).toBe(true);

    // The icons of the pages kept offline: the sprite they name answers from the worker's precache.
    const spriteHref = (await page.locator('svg use').first().getAttribute('href')) ?? '';
    expect(spriteHref).toMatch(/^\/icons\.svg\?v=\w+#/);
    const sprite = await page.goto(spriteHref.split('#')[0]!);
    expect(sprite?.status()).toBe(200);
    expect(sprite?.fromServiceWorker()).toBe(true);
    expect(await sprite?.text()).toContain('<symbol id="wishlist-heart"');

    // A page never visited: the precached offline page, which then opens the home page the worker keeps.
    await page.goto(gearHref!);
    await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'New products' })).toBeVisible();

    // Back online the never-visited page loads from the shop.
    await context.setOffline(false);
    await page.goto(gearHref!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gear');
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
    await expect(page.getByText('You are offline. Some features might not be available.')).toHaveCount(0);
  });

  test('offline, a click on a category never visited sends the shopper home with the message; a store keeps its prefix', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const menu = (name: string) => page.getByRole('navigation', { name });
    await page.goto('/women');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    // The worker answers the router's request for the page's data with a 503, not a network error (see below).
    const rscAnswer = await page.evaluate(() => fetch('/gear', { headers: { RSC: '1' } }).then((response) => response.status, () => 'failed'));
    expect(rscAnswer).toBe(503);

    // A client-side navigation from the header: the router's request fails over to a real navigation, which the worker
    // answers with the offline page, which opens the home page it keeps.
    await menu('Categories').getByRole('link', { name: 'Men', exact: true }).first().click();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'New products' })).toBeVisible();

    // The German store: its own offline page, and its own home.
    await context.setOffline(false);
    // The store's own address, as its menu links it (ADR 0048).
    await page.goto('/de/damen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damen');
    await context.setOffline(true);
    await menu('Kategorien').getByRole('link', { name: 'Herren', exact: true }).first().click();
    await expect(
      page.getByText('Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Weiterleitung zur Startseite.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/de`, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Neue Produkte' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a store prefix gets its own offline page, and the shopper can stay on it', async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    // The page's timers run on a clock the test holds: the redirect's delay passes when the test says so.
    await page.clock.install();
    await page.goto('/de');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/de/women/tops-women/jackets-women');
    await expect(page.getByRole('heading', { name: 'Sie sind offline', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Weiterleitung zur Startseite.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Auf dieser Seite bleiben' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Weiterleitung abgebrochen.' })).toBeVisible();
    const axe = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // Longer than the redirect delay: the page stays. A redirect would start leaving in the timer itself.
    await page.evaluate(() => window.addEventListener('beforeunload', () => document.documentElement.setAttribute('data-leaving', '')));
    await page.clock.runFor(6_000);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-leaving'))).toBe(false);
    await expect(page).toHaveURL(`${baseURL}/de/women/tops-women/jackets-women`);
    // Going home by hand works offline too.
    await page.getByRole('link', { name: 'Jetzt zur Startseite' }).click();
    await expect(page).toHaveURL(`${baseURL}/de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await context.setOffline(false);
  });

  test('while the shop answers 503 (its database out of reach) a page visited before shows its kept copy; a 500 is not hidden', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto(JACKETS);
    await waitForServiceWorker(page);
    const category = new CategoryPage(page);
    const firstTile = category.products.first().getByRole('link').first();
    const productName = (await firstTile.locator('.product-tile__name').textContent())?.trim() ?? '';
    const productHref = (await firstTile.getAttribute('href')) ?? '';
    const response = await page.goto(productHref);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect.poll(async () => (await cachedUrls(page)).some((entry) => entry.startsWith('sf-pages ') && entry.endsWith(productHref))).toBe(true);

    // The shop answers every page as it does with its database out of reach (ADR 0030). The worker's own fetches pass
    // the context's routes, the browser's navigation preload does not: the worker fetches the page itself here (its
    // answer goes through the same plugin, lib/offline/last-copy.ts).
    await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.disable());
    let answered = 0;
    const shopAnswers = async (status: number, body: string) => {
      await context.unrouteAll();
      await context.route(/\/(p|c)\//, (route) => {
        if (!route.request().headers()['accept']?.includes('text/html')) return route.fallback();
        answered++;
        return route.fulfill({ status, contentType: 'text/html', headers: { 'Retry-After': '5' }, body });
      });
    };
    await shopAnswers(503, '<!doctype html><title>Error</title><h1>Something went wrong.</h1>');
    await page.reload();
    expect(answered).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

    // A page never visited: the shop's own 503 page.
    await page.goto('/c/gear-3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');

    // A 500 is a fault of the page, not an outage: the shopper sees it, not an old copy.
    await shopAnswers(500, '<!doctype html><title>Error</title><h1>Broken page</h1>');
    await page.goto(productHref);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken page');
    await context.unrouteAll();
  });

  test('/sw.js is served as JavaScript for the whole shop, with the precache manifest', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['service-worker-allowed']).toBe('/');
    const script = await response.text();
    expect(script).toContain('/_next/static/');
    expect(script).toContain('"/offline"');
  });
});
