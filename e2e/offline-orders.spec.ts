import { chromium, expect, test, waitForStartInEveryTab, type APIRequestContext, type BrowserContext, type Page, type Request, type Route } from './test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CheckoutPage, emptyCartButton, ordersLeftInQueue, simpleProductInStock, stockQty } from './pages/checkout-page';

/**
 * Spec §4 Back online: an order placed while the API cannot be reached is sent exactly once, whatever happens next.
 * Spec §4 Place order: the moment an order is queued the cart is emptied and that is kept, so a shopper who leaves the
 * thank-you page while it still says 'Sending your order…' never finds the ordered lines again, nor orders them twice.
 */

const isOrderPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/order';
const ORDER_API = '**/api/order**';
const SLOT = 8;
const abort = (route: { abort: () => Promise<void> }) => route.abort();
const orderWaiting = (page: Page) => page.getByText('Order waiting!');
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Click here to confirm the order that you made offline.' });

/** Checks out while /api/order cannot be reached: the thank-you page says the order waits. */
async function placeQueuedOrder(context: BrowserContext, page: Page, request: APIRequestContext, slot: number) {
  const { product, qty } = await simpleProductInStock(request, slot);
  const checkout = new CheckoutPage(page);
  await checkout.addToCart(product);
  await checkout.fillEveryStep();
  await context.route(ORDER_API, abort);
  await checkout.placeOrder.click();
  await expect(checkout.orderQueued).toBeVisible();
  await expect(emptyCartButton(page)).toBeVisible();
  expect(await stockQty(request, product.sku)).toBe(qty);
  return { product, qty, checkout };
}

function countOrderPosts(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (isOrderPost(request)) sent.push(request.postDataJSON().order_id);
  });
  return sent;
}

/** The order went out once and the server took the stock once; the queue holds no order any more. */
async function expectPlacedOnce(request: APIRequestContext, sku: string, qty: number, sent: string[], pages: Page[]) {
  await expect.poll(() => stockQty(request, sku)).toBe(qty - 1);
  for (const page of pages) await expect.poll(() => ordersLeftInQueue(page)).toBe(0);
  expect(new Set(sent).size).toBe(1);
  expect(sent).toHaveLength(1);
  expect(await stockQty(request, sku)).toBe(qty - 1);
}

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

test.describe('orders sent later: placed offline, or left while sending', () => {
  // One after another on one product (slot 8): each test checks the stock it took, which a parallel order would blur.
  // Each is a whole checkout and more (a second tab, a reload, a browser restart): 15–27 s on a quiet 2-core machine.
  test.describe.configure({ mode: 'default', timeout: 90_000 });

  test('the thank-you page sends its waiting order by itself once back online, and then shows the order number', async ({ page, context, request }) => {
    const { product, qty, checkout } = await placeQueuedOrder(context, page, request, SLOT);
    const sent = countOrderPosts(context);
    await context.unroute(ORDER_API, abort);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(checkout.orderNumber).toHaveText(/\d+/);
    await expect(checkout.orderQueued).toHaveCount(0);
    await expect(orderWaiting(page)).toHaveCount(0);
    await expectPlacedOnce(request, product.sku, qty, sent, [page]);
  });

  test('after a reload the shop asks at once, without an online event, and a double click sends it once', async ({ page, context, request }) => {
    const { product, qty } = await placeQueuedOrder(context, page, request, SLOT);
    await page.goto('/');
    await expect(orderWaiting(page)).toBeVisible();
    // The API comes back only now: had it come back while the thank-you page was open, that page would have sent the
    // order by itself (its listeners load up to 4 s after it), and there would be nothing left to ask about.
    await context.unroute(ORDER_API, abort);
    const sent = countOrderPosts(context);
    await confirmButton(page).dblclick();
    await expectPlacedOnce(request, product.sku, qty, sent, [page]);
    await expect(orderWaiting(page)).toHaveCount(0);
    // Sent on reconnection, the order brings none of its lines back.
    await page.reload();
    await expect(emptyCartButton(page)).toBeVisible();
    // The checkout has nothing to order: the empty cart, or the thank-you of the order just sent.
    await page.goto('/checkout');
    await expect(page.getByText('Your shopping cart is empty.').or(new CheckoutPage(page).thankYou)).toBeVisible();
    await expect(new CheckoutPage(page).placeOrder).toHaveCount(0);
  });

  test('two tabs confirming at once send the order once', async ({ page, context, request }) => {
    const { product, qty } = await placeQueuedOrder(context, page, request, SLOT);
    const second = await context.newPage();
    await Promise.all([page.goto('/'), second.goto('/')]);
    // Two windows side by side: a tab in the background would have its timers throttled.
    // The shopper moves the mouse in each window (the listeners load at the first interaction, else 4 s after load).
    await page.bringToFront();
    await page.mouse.move(20, 200);
    await expect(orderWaiting(page)).toBeVisible();
    await second.bringToFront();
    await second.mouse.move(20, 200);
    await expect(orderWaiting(second)).toBeVisible();
    // The API comes back only now (see the reload test: the thank-you page would otherwise send the order itself).
    await context.unroute(ORDER_API, abort);
    const sent = countOrderPosts(context);
    await Promise.all([confirmButton(page).click(), confirmButton(second).click()]);
    await expectPlacedOnce(request, product.sku, qty, sent, [page, second]);
  });

  test('after a browser restart the shop asks for the waiting order and sends it once', async ({ request, baseURL }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'storefront-offline-order-'));
    // No service worker: it would answer /api/order before the test's route sees the request.
    const launch = { ...(testInfo.project.use.launchOptions ?? {}), baseURL, serviceWorkers: 'block' as const };
    try {
      const first = waitForStartInEveryTab(await chromium.launchPersistentContext(profile, launch));
      const page = first.pages()[0] ?? (await first.newPage());
      const { product, qty } = await placeQueuedOrder(first, page, request, SLOT);
      await first.close();

      const second = waitForStartInEveryTab(await chromium.launchPersistentContext(profile, launch));
      const sent = countOrderPosts(second);
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto('/');
      await expect(orderWaiting(again)).toBeVisible();
      await confirmButton(again).click();
      await expectPlacedOnce(request, product.sku, qty, sent, [again]);
      await second.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('left while sending, with a second tab open: after a reload the cart is empty and a second checkout has nothing to order', async ({ page, context, request }) => {
    const { product, qty } = await simpleProductInStock(request, SLOT);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('button', { name: /^Cart,? 1 items?$/ })).toBeVisible();

    await checkout.fillEveryStep();
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

    // A new cart is a new checkout, not the last order's thank-you page.
    await checkout.addToCart(product);
    await checkout.goto();
  });

  test('Continue shopping while sending: the header reads 0 on every page after, also after a reload', async ({ page, request }) => {
    const { product, qty } = await simpleProductInStock(request, SLOT);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.fillEveryStep();
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
