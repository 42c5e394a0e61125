import { expect, test } from './test';
import { findProducts, productPath, ProductPage } from './pages/product-page';
import { expectNoAxeViolations, signIn } from './support/back-office';

const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query';

test.describe('back office: a configurable’s variants', () => {
  test('the owner is told a variant’s negative stock next to its field, then prices one variant on its own; the shop and the API show it', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A listed configurable far down the list, and its last variant: the other journeys pick the first ones.
    const listed = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }], 200)).filter((entry) => entry.status === 1 && entry.visibility === 4);
    const product = listed.at(-1)!;
    const children = (product.configurable_children as { sku: string; status?: number }[]).filter((child) => child.status !== 2);
    const variant = children.at(-1)!.sku;

    await signIn(page);
    await page.goto(`/admin/products/${encodeURIComponent(product.sku)}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const variants = page.getByRole('table', { name: /^Variants/ });
    await expect(variants.getByRole('row')).toHaveCount(1 + (product.configurable_children as unknown[]).length);
    await expectNoAxeViolations(page);

    const quantity = page.getByLabel(`Quantity of ${variant}`, { exact: true });
    const price = page.getByLabel(`Price of ${variant}`, { exact: true });
    await quantity.fill('-3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription('Quantity must be 0 or more');
    await expect(quantity).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed.' })).toHaveText(`Nothing was changed. ${variant}: Quantity must be 0 or more.`);
    await expectNoAxeViolations(page);

    await quantity.fill('6');
    await price.fill('81.50');
    await page.getByLabel(`Special price of ${variant}`, { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Saved: \d+ changes?\. The shop shows them now\.$/);
    const changes = page.getByRole('region', { name: 'Recent changes' });
    await expect(changes.getByText(`Variant ${variant}`).first()).toBeVisible();
    await expect(changes.getByText(/^price: .* → 81\.5$/).first()).toBeVisible();
    await expect(page.getByLabel(`Price of ${variant}`, { exact: true })).toHaveValue('81.50');
    await expectNoAxeViolations(page);

    // The API answers the variant's new price at once (the one invalidation path, no waiting for an expiry).
    const started = Date.now();
    const hit = await (await request.post(`${SEARCH}&size=1`, { data: { _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku } }] } })).json();
    const child = (hit.hits.hits[0]._source.configurable_children as { sku: string; original_price_incl_tax?: number; original_price?: number; price: number }[]).find((entry) => entry.sku === variant)!;
    expect(child.original_price_incl_tax ?? child.original_price ?? child.price).toBe(81.5);

    const shop = new ProductPage(page);
    await expect(async () => {
      await page.goto(productPath(product, variant));
      expect(await shop.priceValue()).toBe(81.5);
    }).toPass({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
