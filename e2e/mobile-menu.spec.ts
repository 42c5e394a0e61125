import { expect, test } from './test';

const PHONE = { width: 375, height: 812 };

test.describe('mobile menu (< 1024 px)', () => {
  test.use({ viewport: PHONE });

  test('choosing a category closes the menu and gives the page its scroll back', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await menu.getByRole('link', { name: 'Hoodies & Sweatshirts' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoodies & Sweatshirts');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
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
    await menuButton.click();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });
});
