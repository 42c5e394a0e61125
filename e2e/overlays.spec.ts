import { expect, expectHittable, test, type Page } from './test';
import { SearchPanel } from './pages/search-panel';
import { simpleInStock } from './pages/account-page';
import { productBySku, ProductPage, productPath } from './pages/product-page';

/**
 * Overlays are checked for what the shopper sees, not for what Playwright calls visible: the search panel once sat
 * inside the header, whose backdrop-filter cut it to 112 px, and every visibility check passed (issue 46).
 */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 375, height: 812 } },
];

const covers = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.round(box.height) >= window.innerHeight && Math.round(box.width) >= window.innerWidth;
  });

for (const { name, size } of VIEWPORTS) {
  test.describe(`overlays on screen (${name})`, () => {
    test.use({ viewport: size });

    test('search results cover the page and take a click', async ({ page }) => {
      await page.goto('/');
      // The cookie notice stays above everything until answered; a shopper answers it first.
      await page.getByRole('button', { name: 'Accept all' }).click();
      const panel = new SearchPanel(page);
      await panel.open();
      await panel.search('tee');
      await expect(panel.results.first()).toBeVisible();
      expect(await covers(page, '.search-panel')).toBe(true);
      const first = panel.results.first().getByRole('link').first();
      await expectHittable(first);
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('a search typed right after clicking the field keeps every letter', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const panel = new SearchPanel(page);
      // The panel takes over from the header's field: what was typed into that field meanwhile goes with it.
      await panel.trigger.click();
      await page.keyboard.type('jacket', { delay: 150 });
      await expect(panel.input).toHaveValue('jacket');
      await panel.input.fill('');
      await page.keyboard.press('Escape');
      await expect(panel.dialog).toBeHidden();
      await panel.trigger.click();
      await page.keyboard.type('jacket');
      await expect(panel.input).toHaveValue(/^jacket$/);
    });

    test('keyboard: the search field opens the panel when typed into, Tab stays inside it, Escape gives the focus back', async ({ page }) => {
      await page.goto('/');
      const panel = new SearchPanel(page);
      await panel.trigger.focus();
      // Focus alone changes nothing (WCAG 3.2.1): a keyboard user can tab past the field.
      await expect(panel.dialog).toHaveCount(0);
      await page.keyboard.type('tee');
      await expect(panel.input).toBeFocused();
      await expect(panel.input).toHaveValue('tee');
      await expect(panel.results.first()).toBeVisible();
      const focusInPanel = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPanel()).toBe(true);
      await page.keyboard.press('Tab');
      await expect(panel.input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel.dialog).toHaveCount(0);
      await expect(panel.trigger).toBeFocused();
      await expect(panel.trigger).toHaveValue('');
    });

    test('the mini-cart, the login modal and the menu take a click', async ({ page, request }) => {
      const sku = await simpleInStock(request);
      const productPage = new ProductPage(page);
      await productPage.goto(productPath(await productBySku(request, sku)));
      await productPage.addToCart.click();
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart 1/ });
      await cartButton.click();
      const microcart = page.getByRole('dialog', { name: 'Shopping cart' });
      await expectHittable(microcart.getByRole('link', { name: /checkout/i }).first());
      await page.keyboard.press('Escape');
      await expect(microcart).toBeHidden();

      await page.goto('/?modal=auth');
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expectHittable(login.getByRole('button', { name: 'Log in', exact: true }));
      await page.keyboard.press('Escape');

      if (size.width < 1024) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expectHittable(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true }));
    });
  });
}

test.describe('search panel on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar’s Search, typing, then Escape: the focus is back in the search field (WCAG 2.4.3)', async ({ page }) => {
    await page.goto('/');
    const panel = new SearchPanel(page);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.trigger).toBeFocused();
    await page.keyboard.type('tee');
    await expect(panel.input).toBeFocused();
    await expect(panel.results.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel.dialog).toHaveCount(0);
    await expect(panel.trigger).toBeFocused();
  });
});
