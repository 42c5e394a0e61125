import { expect, test, type Page } from './test';
import { CategoryPage } from './pages/category-page';
import { CheckoutPage, simpleProductInStock } from './pages/checkout-page';

/** A filter link by its attribute and option label exactly ("Blu", not "Blu navy"). */
const filterLink = (page: Page, attribute: string, option: string) =>
  page.getByRole('complementary').getByRole('link', { name: new RegExp(`^${attribute}: ${option}(,| \\()`) });

/** Issue 10 item 13: the German and Italian stores show catalogue data and checkout titles in their language. */
test.describe('store views speak their language', () => {
  test('/de: menu, category, filters and filter links by German label are German', async ({ page }) => {
    // Five page loads of a category listing: more than the default time on the shared test machine.
    test.slow();
    const category = new CategoryPage(page);
    expect((await category.goto('/de/damen'))?.status()).toBe(200);
    await category.expectLoaded('Damen');
    const menu = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(menu.getByRole('link', { name: 'Herren', exact: true })).toBeAttached();
    await expect(menu.getByRole('link', { name: 'Men', exact: true })).toHaveCount(0);
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Farbe' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Größe' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Color' })).toHaveCount(0);

    const blue = filterLink(page, 'Farbe', 'Blau');
    await blue.click();
    await expect(page).toHaveURL(/\/de\/damen\?color=\d+$/);
    const blueCount = await category.count();
    expect(blueCount).toBeGreaterThan(0);

    for (const label of ['blau', 'Blue']) {
      const response = await category.goto(`/de/damen?color=${label}`);
      expect(response?.status(), label).toBe(200);
      expect(await category.count(), label).toBe(blueCount);
      await expect(filterLink(page, 'Farbe', 'Blau')).toHaveAttribute('aria-current', 'true');
    }
  });

  test('/it: category and filter labels are Italian', async ({ page }) => {
    const category = new CategoryPage(page);
    expect((await category.goto('/it/donna?color=Blu'))?.status()).toBe(200);
    await category.expectLoaded('Donna');
    await expect(filterLink(page, 'Colore', 'Blu')).toHaveAttribute('aria-current', 'true');
    expect(await category.count()).toBeGreaterThan(0);
    // A tile on sale names its two prices for a screen reader, in Italian too.
    const onSale = page.locator('li.product-tile').filter({ has: page.locator('del') }).first();
    await expect(onSale.locator('.product-tile__price')).toContainText(/^Prezzo normale: .+ Prezzo speciale: .+€$/);
    // The price paid in the sale colour (tokens.css --color-sale), the regular one struck through.
    await expect(onSale.locator('.product-tile__price > span:not(.visually-hidden)')).toHaveCSS('color', 'rgb(179, 38, 30)');
  });

  test('/de product page: breadcrumbs and configurable options are German', async ({ page }) => {
    test.slow();
    const category = new CategoryPage(page);
    await category.goto('/de/damen/oberteile/jacken');
    await category.expectLoaded('Jacken');
    const href = (await category.products.first().getByRole('link').first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/de\/p\//);
    expect((await page.goto(href))?.status()).toBe(200);
    const breadcrumbs = page.getByRole('navigation', { name: /breadcrumb|brotkrümel|pfad/i });
    await expect(breadcrumbs.getByRole('link', { name: 'Damen' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Farbe', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Color\b/)).toHaveCount(0);
  });

  test('/de checkout: total segments, shipping and payment methods are German', async ({ page, request }) => {
    test.slow();
    const { product } = await simpleProductInStock(request, 7);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product, '/de');
    await checkout.goto('/de');
    await expect(checkout.totals.getByText('Zwischensumme')).toBeVisible();
    await expect(checkout.totals.getByText('Steuer')).toBeVisible();
    await expect(checkout.totals.getByText('Gesamtsumme')).toBeVisible();
    await expect(checkout.totals.getByText(/^(Subtotal|Tax|Grand Total)$/)).toHaveCount(0);

    await checkout.field('personal', 'Vorname').fill('Erika');
    await checkout.field('personal', 'Nachname').fill('Mustermann');
    await checkout.field('personal', 'E-Mail-Adresse').fill(`erika.${Date.now()}@example.com`);
    await checkout.continueButton('personal').click();
    await expect(checkout.step('shipping').getByRole('radio', { name: /Pauschalversand – Festpreis/ })).toBeChecked();
    await checkout.field('shipping', 'Vorname').fill('Erika');
    await checkout.field('shipping', 'Nachname').fill('Mustermann');
    await checkout.field('shipping', 'Straße').fill('Unter den Linden');
    await checkout.field('shipping', 'Hausnummer / Wohnung').fill('1');
    await checkout.field('shipping', 'Stadt').fill('Berlin');
    await checkout.field('shipping', 'Postleitzahl').fill('10117');
    await checkout.continueButton('shipping').click();
    await expect(checkout.step('payment').getByRole('radio', { name: 'Nachnahme' })).toBeVisible();
    await expect(checkout.totals.getByText(/^Versand & Bearbeitung \(Pauschalversand - Festpreis\)$/)).toBeVisible();
  });
});
