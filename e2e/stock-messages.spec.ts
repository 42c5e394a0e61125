import { expect, test } from './test';
import { simpleProductInStock } from './pages/checkout-page';
import { ProductPage, productPath } from './pages/product-page';

/**
 * Spec §4/§8 volatile stock: every product of the demo seed has a stock row that says in stock or not, so none is
 * volatile by itself. Volatile is what the shop knows when the stock check cannot be made (the stock API unreachable):
 * the item is still added, for pre-reservation, with the warning.
 */
test.describe('stock messages', () => {
  test('stock check unreachable → the volatile pre-reservation warning, and the item is in the cart', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 7);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product));
    await page.route('**/api/stock/check**', (route) => route.abort('internetdisconnected'));

    await productPage.addToCart.click();
    await expect(
      page.getByText('The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart 1 item$/ })).toBeVisible();
  });

  test('/de: the same warning in German', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 7);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product, undefined, '/de'));
    await page.route('**/api/stock/check**', (route) => route.abort('internetdisconnected'));

    await productPage.addToCart.click();
    await expect(page.getByText('Das System ist sich über den Lagerbestand nicht sicher (volatil).', { exact: false })).toBeVisible();
  });

  test('stock check answering in stock → no volatile warning, the product-added message', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 7);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product));
    await productPage.addToCart.click();
    await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
    await expect(page.getByText(/not sure about the stock quantity/)).toHaveCount(0);
  });
});
