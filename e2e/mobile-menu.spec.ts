import { expect, gotoWithScriptsHeld, test } from './test';

const PHONE = { width: 375, height: 812 };

test.describe('mobile menu (< 1024 px)', () => {
  test.use({ viewport: PHONE });

  test('choosing a category closes the menu and gives the page its scroll back', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main-menu:popover-open')).toHaveCount(1);
    // The page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'Hoodies & Sweatshirts' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoodies & Sweatshirts');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#main-menu:popover-open')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Hoodies & Sweatshirts' }).first()).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the bottom bar's Menu opens the same menu, and closes it again", async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true })).toBeVisible();
    // The bar stays above the open menu, so its Menu closes it again.
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu opened before the page’s scripts have run stays open once they have', async ({ page }) => {
    const release = await gotoWithScriptsHeld(page, '/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.locator('#main-menu:popover-open')).toHaveCount(1);
    release();
    // Hydrated: the toggle's state is the page's code's now.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true })).toBeVisible();
  });

  test.describe('before the page’s scripts have run', () => {
    test.use({ javaScriptEnabled: false });

    test('the header’s Menu opens the menu and closes it again, and a category in it is a link', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Categories' });
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(menu.getByRole('link', { name: 'Women', exact: true })).toBeVisible();
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await menu.getByRole('link', { name: 'Women', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
    });
  });
});
