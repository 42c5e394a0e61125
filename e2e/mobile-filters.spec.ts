import { axeScan } from './support/axe';
import { expect, test } from './test';
import { CategoryPage } from './pages/category-page';

const JACKETS = '/women/tops-women/jackets-women';
const PHONE = { width: 390, height: 844 };

test.describe('category filters on a phone (< 1024 px)', () => {
  test.use({ viewport: PHONE });

  test('are collapsed behind a Filters button, so the products come first; the button opens and closes them', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await category.expectLoaded('Jackets');

    await expect(category.filtersToggle).toBeVisible();
    await expect(category.filtersToggle).toHaveText(/^Filters/);
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'false');
    const colour = category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first();
    await expect(colour).toBeHidden();
    // The first product is in the first screen, not below a long list of filters.
    const tile = await category.products.first().boundingBox();
    expect(tile).not.toBeNull();
    expect(tile!.y).toBeLessThan(PHONE.height);

    await category.filtersToggle.click();
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(colour).toBeVisible();
    await expect(category.priceRange('$50 - $100')).toBeVisible();

    await category.filtersToggle.click();
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(colour).toBeHidden();
  });

  test('choosing a filter keeps the panel open and the button counts the selected values', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await category.filtersToggle.click();
    await category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first().click();
    await expect(page).toHaveURL(/color=\d+/);
    await expect(category.filtersToggle).toHaveText(/Filters\s*\(1 selected\)/);
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'true');
    await category.filterValue('Size', /^Size: M\b/).click();
    await expect(page).toHaveURL(/size=\d+/);
    await expect(category.filtersToggle).toHaveText(/\(2 selected\)/);

    // A filtered page opened directly starts collapsed, with the count on the button.
    await page.reload();
    await expect(category.filtersToggle).toHaveText(/\(2 selected\)/);
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(category.clearFilters).toBeHidden();
  });

  test('axe finds nothing with the filters collapsed and open', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'false');
    const scan = async () =>
      (await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      );
    expect(await scan()).toEqual([]);
    await category.filtersToggle.click();
    await expect(category.filtersToggle).toHaveAttribute('aria-expanded', 'true');
    expect(await scan()).toEqual([]);
  });
});

test.describe('category filters without JavaScript on a phone', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the Filters disclosure still opens (native details/summary)', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    const colour = category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first();
    await expect(colour).toBeHidden();
    await category.filtersToggle.click();
    await expect(colour).toBeVisible();
  });
});

test.describe('category filters on a desktop (≥ 1024 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('are open beside the products, without a Filters button', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await expect(category.filtersToggle).toBeHidden();
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Filters', level: 2 })).toBeVisible();
    await expect(category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first()).toBeVisible();
    await expect(category.priceRange('$50 - $100')).toBeVisible();
  });
});
