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
    // The search is a form GET: axe waits for the answer's page, not the one being left.
    await page.waitForURL((url) => url.searchParams.get('q') === product.sku);
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

  test('the owner uploads a Magento CSV and sees its report: the good row imported, the broken one refused with its line', async ({ page }) => {
    test.setTimeout(120_000);
    const sku = `E2E-UPL-${Date.now()}`;
    // Not visible individually and in no category: the other journeys' listings and menus do not change.
    const header = 'sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,special_price_to_date,visibility,url_key,base_image,additional_images,additional_attributes,qty,is_in_stock,manage_stock,use_config_manage_stock,configurable_variations';
    const csv = [
      header,
      `${sku},,simple,,Uploaded Strap,,12.50,,,,Not Visible Individually,${sku.toLowerCase()},,,,4,1,1,0,`,
      `${sku}-BAD,,rocket,,Broken Strap,,10,,,,Not Visible Individually,${sku.toLowerCase()}-bad,,,,1,1,1,0,`,
    ].join('\n');

    await signIn(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import a catalogue file' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('CSV file').setInputFiles({ name: 'straps.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import of straps.csv' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('1 rows refused. Refused rows were left out; the rest of the file was imported.');
    await expect(page.getByRole('listitem').filter({ hasText: `Line 3: ${sku}-BAD:` })).toContainText('product_type must be one of');
    await expectNoAxeViolations(page);

    await page.goto(`/admin/products?q=${sku}`);
    await expect(page.getByRole('link', { name: sku, exact: true })).toBeVisible();
  });
});
