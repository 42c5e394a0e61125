import { expect, test } from './test';

test.describe('multistore off (the default)', () => {
  test('store prefixes are unknown paths: /de and /de/women answer 404', async ({ page }) => {
    expect((await page.goto('/de'))?.status()).toBe(404);
    // The default store's own 404 page, in its language, with a way back.
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    expect((await page.goto('/de/women'))?.status()).toBe(404);
    expect((await page.goto('/it/women/tops-women'))?.status()).toBe(404);
  });

  test("an unserved store's 404 keeps the default store's language, header and footer once its scripts have drawn it", async ({ page }) => {
    expect((await page.goto('/de/women'))?.status()).toBe(404);
    // The cart opens: the page the scripts drew is the one in front of the shopper.
    await page.getByRole('button', { name: /^Cart \d/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Storefront');
  });

  test("a served page's HTML carries the header and footer once drawn and once in the data its scripts hydrate from, not an unserved store's 404 as well", async ({ request }) => {
    const html = await (await request.get('/women')).text();
    const copies = (marker: string) => html.split(marker).length - 1;
    expect({ header: copies('site-header__bar'), footer: copies('site-footer__version') }).toEqual({ header: 2, footer: 2 });
  });

  test('the default store still serves its pages, in dollars, without a language switcher', async ({ page }) => {
    expect((await page.goto('/women'))?.status()).toBe(200);
    await expect(page.locator('.product-tile__price').filter({ visible: true }).first()).toContainText('$');
    await expect(page.getByRole('navigation', { name: 'Stores' })).toHaveCount(0);
  });
});
