import { expect, test, type Page, type Route } from './test';
import { CheckoutPage, emptyCartButton, ordersLeftInQueue, simpleProductInStock, stockQty } from './pages/checkout-page';

/**
 * Spec §4 Place order: the moment the order is queued the cart is emptied, and that is kept before anything else can
 * happen; a shopper who leaves the thank-you page while it still says 'Sending your order…' never finds the ordered
 * lines again, nor orders them twice (issue 46).
 */

const ORDER_API = '**/api/order**';
const orderWaiting = (page: Page) => page.getByText('Order waiting!');

/** Lets /api/order reach the server but holds its answer back, as a slow connection would, until released. */
function holdOrderAnswers() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    const response = await route.fetch();
    await released;
    // The page that asked may be gone by now.
    await route.fulfill({ response }).catch(() => {});
  };
  return { handler, release };
}

test.describe('placing an order empties the cart for good', () => {
  // Each test places an order on its own product (slots 9 and 10) and checks the stock it took.
  test.describe.configure({ timeout: 90_000 });

  test('left while sending, with a second tab open: after a reload the cart is empty and a second checkout has nothing to order', async ({ page, context, request }) => {
    const { product, qty } = await simpleProductInStock(request, 9);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('button', { name: /^Cart,? 1 items?$/ })).toBeVisible();

    await checkout.goto();
    await checkout.fillPersonal();
    await checkout.fillShipping();
    await checkout.fillPayment();
    await checkout.acceptTerms();
    const held = holdOrderAnswers();
    await context.route(ORDER_API, held.handler);
    const orderReachedServer = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/order');
    await checkout.placeOrder.click();
    await expect(checkout.thankYou).toContainText('Sending your order…');
    await expect(emptyCartButton(page)).toBeVisible();
    await orderReachedServer;

    // The shopper leaves at once, before the answer: the page that was sending is gone.
    await page.goto('/');
    await context.unroute(ORDER_API, held.handler);
    held.release();
    await page.reload();
    await expect(emptyCartButton(page)).toBeVisible();
    await second.reload();
    await expect(emptyCartButton(second)).toBeVisible();

    // The order placed online is finished without asking the shopper, exactly once.
    await expect.poll(() => ordersLeftInQueue(page)).toBe(0);
    await expect(orderWaiting(page)).toHaveCount(0);
    await expect.poll(() => stockQty(request, product.sku)).toBe(qty - 1);

    await page.goto('/checkout');
    await expect(page.getByText('Your shopping cart is empty.').or(checkout.thankYou)).toBeVisible();
    await expect(checkout.placeOrder).toHaveCount(0);
    await second.goto('/checkout');
    await expect(second.getByText('Your shopping cart is empty.').or(second.getByTestId('thank-you'))).toBeVisible();
    expect(await stockQty(request, product.sku)).toBe(qty - 1);
  });

  test('Continue shopping while sending: the header reads 0 on every page after, also after a reload', async ({ page, request }) => {
    const { product, qty } = await simpleProductInStock(request, 10);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();
    await checkout.fillPersonal();
    await checkout.fillShipping();
    await checkout.fillPayment();
    await checkout.acceptTerms();
    const held = holdOrderAnswers();
    await page.route(ORDER_API, held.handler);
    await checkout.placeOrder.click();
    await expect(checkout.thankYou).toContainText('Sending your order…');
    await expect(emptyCartButton(page)).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(emptyCartButton(page)).toBeVisible();
    held.release();
    await expect.poll(() => ordersLeftInQueue(page)).toBe(0);
    await page.reload();
    await expect(emptyCartButton(page)).toBeVisible();
    await expect(orderWaiting(page)).toHaveCount(0);
    expect(await stockQty(request, product.sku)).toBe(qty - 1);
  });
});
