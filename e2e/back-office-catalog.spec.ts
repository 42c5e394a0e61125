import { expect, test } from './test';
import { findProducts, productPath, ProductPage } from './pages/product-page';
import { expectNoAxeViolations, signIn } from './support/back-office';

test.describe('back office catalogue', () => {
  test('the owner finds a product, is told a bad price next to its field, changes the price, and the shop shows it', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A listed simple product far down the list, which the other journeys do not pick.
    const listed = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'simple' } }], 50)).filter((entry) => entry.status === 1 && entry.visibility === 4);
    const product = listed.at(-1)!;

    await signIn(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByLabel('Sku or name').fill(product.sku);
    await page.getByRole('button', { name: 'Find' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: product.sku, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectNoAxeViolations(page);

    const price = page.getByLabel('Price', { exact: true });
    await price.fill('-3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Price must be 0 or more');
    await expect(price).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed.' })).toHaveText('Nothing was changed. Price must be 0 or more.');
    await expectNoAxeViolations(page);

    await price.fill('123.45');
    await page.getByLabel(/^Special price \(/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Saved: \d changes?\. The shop shows them now\.$/);
    await expect(page.getByRole('region', { name: 'Recent changes' }).getByText(/^price: .* → 123\.45$/)).toBeVisible();
    await expectNoAxeViolations(page);

    const shop = new ProductPage(page);
    const started = Date.now();
    await expect(async () => {
      await page.goto(productPath(product));
      expect(await shop.priceValue()).toBe(123.45);
    }).toPass({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
