import { expect, test } from './test';
import { HomePage } from './pages/home-page';

test.describe('home page', () => {
  test('shows 8 new products with dollar prices in the default store', async ({ page }) => {
    const home = new HomePage(page);
    const response = await home.goto();
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(home.tiles(home.newProducts)).toHaveCount(8);
    await expect(home.tiles(home.bestsellers)).toHaveCount(8);
    await expect(home.tiles(home.newProducts).first()).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  });

  test('the German store shows German texts and euro prices', async ({ page }) => {
    const home = new HomePage(page);
    const response = await home.goto('/de');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { name: 'Neue Produkte' })).toBeVisible();
    await expect(home.tiles(home.newProducts).first()).toContainText(/\d+,\d{2} €/);
  });

  test('an unknown path answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Return to home page' })).toBeVisible();
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    // Next.js draws the not-found UI of a page that calls notFound() in the browser (vercel/next.js#62228, ADR 0040):
    // without scripts the status and the robots rule are what a crawler reads; nginx in front fills the body
    // (test/server/nginx-front.test.ts).
    test('an unknown page, product or category answers 404 and is not indexed', async ({ page }) => {
      for (const path of ['/no/such/page', '/p/NOPE/no-such-product', '/de/women/no-such-category']) {
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      }
    });
  });

  test("an unknown page, product or category is the shop's 404 in its store's language", async ({ page }) => {
    for (const [path, lang, title, heading, firstMenuLink] of [
      ['/no/such/page', 'en-US', 'Page not found | Storefront', 'Page not found', '/women'],
      ['/p/NOPE/no-such-product', 'en-US', 'Page not found | Storefront', 'Page not found', '/women'],
      // The German store's menu names its own addresses (ADR 0048).
      ['/de/damen/no-such-category', 'de-DE', 'Seite nicht gefunden | Storefront', 'Seite nicht gefunden', '/de/damen'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page, path).toHaveTitle(title);
      // The shop around it: its menu leads on.
      await expect(page.locator('header.site-header'), path).toBeVisible();
      await expect(page.locator('#main-menu a').first(), path).toHaveAttribute('href', firstMenuLink);
    }
  });

  test("every page's title names the page, in its store's language (WCAG 2.4.2)", async ({ page }) => {
    for (const [path, title] of [
      ['/search?q=jacket', 'Search results for “jacket” | Storefront'],
      ['/de/search?q=hose', 'Suchergebnisse für „hose“ | Storefront'],
      ['/compare', 'Compare products | Storefront'],
      ['/de/compare', 'Produkte vergleichen | Storefront'],
      ['/it/search?q=giacca', 'Risultati per «giacca» | Storefront'],
      ['/it/my-account', 'Il mio account | Storefront'],
      ['/my-account', 'My account | Storefront'],
      ['/create-password', 'Choose a new password | Storefront'],
      ['/reset-password', 'Choose a new password | Storefront'],
      ['/error', 'Something went wrong | Storefront'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('once its scripts have run, the 404 page keeps its heading and title, shown once', async ({ page }) => {
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Storefront');
    await expect(page.locator('header.site-header')).toHaveCount(1);
  });

  test("a page of the German store that is not there, and its error page, lead to the German store's home", async ({ page }) => {
    expect((await page.goto('/de/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    await page.goto('/de/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    await expect(page.getByRole('link', { name: 'Storefront' })).toHaveAttribute('href', '/de');
  });

  test('every product image on the home page loads', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('main img');
    await expect(images.first()).toBeVisible();
    const broken = await images.evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
  });

  test('images further down load as the shopper scrolls to them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const instagram = page.getByRole('region', { name: '#storefront on Instagram' });
    // Far below the first screen its lazy images are not asked for yet.
    expect(await instagram.locator('img').evaluateAll((nodes) => (nodes as HTMLImageElement[]).filter((img) => img.complete).length)).toBe(0);
    await instagram.scrollIntoViewIfNeeded();
    await expect(instagram.getByRole('img').first()).toBeVisible();
    await expect
      .poll(() => instagram.locator('img').evaluateAll((nodes) => (nodes as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)))
      .toBe(true);
  });
});
