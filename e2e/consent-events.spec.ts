import { expect, test, type Page } from './test';
import { CheckoutPage, simpleProductInStock } from './pages/checkout-page';
import { ProductPage, productPath, type ProductSource } from './pages/product-page';

/**
 * Consent and the GA4 ecommerce events (ADR 0046): nothing is pushed or loaded from elsewhere before a yes to
 * statistics; after "Accept all" a whole journey pushes each event once, with the items and the store view's
 * currency; the choice survives a reload and is withdrawn from the footer.
 */
type Pushed = Record<string, unknown> & { event?: string; ecommerce?: { currency: string; items: Record<string, unknown>[]; [key: string]: unknown } };

const EVENTS = [
  'view_item_list',
  'view_search_results',
  'select_item',
  'view_item',
  'add_to_cart',
  'view_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;

/** Every entry pushed to `window.dataLayer`, on every page of the test (the layer is made before the shop's scripts). */
async function recordDataLayer(page: Page): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await page.exposeFunction('recordDataLayerPush', (entry: string) => void pushed.push(JSON.parse(entry) as Pushed));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) void (window as unknown as { recordDataLayerPush: (entry: string) => Promise<void> }).recordDataLayerPush(JSON.stringify(entry));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

/** Requests to any other origin than the shop's. */
function recordThirdParty(page: Page, baseURL: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL).origin) requests.push(request.url());
  });
  return requests;
}

const ecommerceEvents = (pushed: Pushed[]) => pushed.filter((entry) => typeof entry.event === 'string' && entry.ecommerce);
const eventsNamed = (pushed: Pushed[], name: string) => ecommerceEvents(pushed).filter((entry) => entry.event === name);
const notice = (page: Page) => page.getByRole('region', { name: /^cookies?$/i });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d/ });

/**
 * Category → search → the product from the results → two pieces into the cart → the cart, one piece less → checkout
 * → order. `reached(name)` is awaited after each step that a consenting shopper's event marks.
 */
async function shoppingJourney(page: Page, product: ProductSource, reached: (event: (typeof EVENTS)[number]) => Promise<void>) {
  await page.goto('/women/tops-women/jackets-women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets');
  await reached('view_item_list');

  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const tile = page.locator(`[data-item-id="${product.sku}"]`).filter({ visible: true }).getByRole('link').first();
  await expect(tile).toBeVisible();
  await reached('view_search_results');
  await tile.click();
  const productPage = new ProductPage(page);
  await expect(page).toHaveURL(new RegExp(`/p/${product.sku}/`));
  await expect(productPage.heading).toHaveText(product.name);
  await reached('view_item');

  await productPage.quantity.fill('2');
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart/update' && response.ok());
  await productPage.addToCart.click();
  await saved;
  await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
  await reached('add_to_cart');

  await cartButton(page).click();
  const microcart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(microcart).toBeVisible();
  await reached('view_cart');
  const quantity = microcart.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
  await reached('remove_from_cart');
  await page.keyboard.press('Escape');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await reached('begin_checkout');
  await checkout.fillPersonal();
  await checkout.fillShipping();
  await reached('add_shipping_info');
  await checkout.fillPayment();
  await reached('add_payment_info');
  await checkout.acceptTerms();
  await checkout.placeOrder.click();
  await expect(checkout.orderNumber).toBeVisible();
  await reached('purchase');
  return (await checkout.orderNumber.textContent())?.replace(/\D/g, '') ?? '';
}

test.describe('consent and ecommerce events', () => {
  test('"Only necessary": a whole journey pushes no event and loads nothing from another origin', async ({ page, request, baseURL }) => {
    test.slow(); // a category, a search, a product, the cart and four checkout steps
    const { product } = await simpleProductInStock(request, 1);
    const pushed = await recordDataLayer(page);
    const thirdParty = recordThirdParty(page, baseURL!);
    await page.goto('/');
    // The three answers are equally prominent buttons of the notice.
    for (const name of ['Accept all', 'Only necessary', 'Settings']) await expect(notice(page).getByRole('button', { name })).toHaveClass('button');
    await notice(page).getByRole('button', { name: 'Only necessary' }).click();
    await expect(notice(page)).toHaveCount(0);
    await shoppingJourney(page, product, async () => {});
    // Even the statistics module stays unloaded: no entry at all, not even an empty ecommerce reset.
    expect(pushed).toEqual([]);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('claim:cookieConsent') ?? 'null')?.value)).toEqual({ necessary: true, statistics: false, marketing: false });
  });

  test('"Accept all": the same journey pushes each event once, with its items and the store currency', async ({ page, request }) => {
    test.slow();
    const { product } = await simpleProductInStock(request, 1);
    const pushed = await recordDataLayer(page);
    await page.goto('/');
    await notice(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(notice(page)).toHaveCount(0);
    const orderNumber = await shoppingJourney(page, product, (event) => expect.poll(() => eventsNamed(pushed, event).length).toBe(1));

    expect(ecommerceEvents(pushed).map((entry) => entry.event).sort()).toEqual([...EVENTS].sort());
    for (const entry of ecommerceEvents(pushed)) expect(entry.ecommerce!.currency).toBe('USD');
    const only = (name: string) => eventsNamed(pushed, name)[0]!.ecommerce!;
    const item = only('view_item').items[0]!;
    expect(item).toMatchObject({ item_id: product.sku, item_name: product.name, quantity: 1 });
    expect(item.price).toBeGreaterThan(0);
    expect(only('select_item').items).toEqual([expect.objectContaining({ item_id: product.sku, item_name: product.name })]);
    expect(only('view_search_results')).toMatchObject({ search_term: product.name });
    expect(only('view_item_list').items.length).toBeGreaterThan(0);
    expect(only('view_item_list')).toMatchObject({ item_list_name: 'Jackets' });
    const line = { item_id: product.sku, item_name: product.name, price: item.price };
    expect(only('add_to_cart').items).toEqual([expect.objectContaining({ ...line, quantity: 2 })]);
    expect(only('view_cart').items).toEqual([expect.objectContaining({ ...line, quantity: 2 })]);
    expect(only('remove_from_cart').items).toEqual([expect.objectContaining({ ...line, quantity: 1 })]);
    for (const name of ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']) expect(only(name).items).toEqual([expect.objectContaining({ ...line, quantity: 1 })]);
    expect(only('add_shipping_info').shipping_tier).toEqual(expect.any(String));
    expect(only('add_payment_info').payment_type).toEqual(expect.any(String));
    expect(only('purchase')).toMatchObject({ transaction_id: orderNumber, value: item.price });
    // Nothing of the shopper in any event.
    expect(JSON.stringify(pushed)).not.toMatch(/Lovelace|ada\.checkout|Analytical Engine/);

    // The thank-you page again: the order is not counted twice.
    await page.reload();
    await expect(new CheckoutPage(page).orderNumber).toBeVisible();
    expect(eventsNamed(pushed, 'purchase')).toHaveLength(1);
  });

  test('in the German store the events carry euros', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 1);
    const pushed = await recordDataLayer(page);
    await new ProductPage(page).goto(productPath(product, undefined, '/de'));
    await notice(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => eventsNamed(pushed, 'view_item').length).toBe(1);
    expect(eventsNamed(pushed, 'view_item')[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [expect.objectContaining({ item_id: product.sku })] });
  });

  test('the choice survives a reload and is withdrawn from the footer', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 1);
    const pushed = await recordDataLayer(page);
    await page.goto(productPath(product));
    await notice(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => eventsNamed(pushed, 'view_item').length).toBe(1);

    await page.reload();
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => eventsNamed(pushed, 'view_item').length).toBe(2);

    // The footer's "Cookie settings" opens the notice on its categories, the current choice ticked, the focus on it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const statistics = notice(page).getByRole('checkbox', { name: 'Statistics' });
    await expect(statistics).toBeChecked();
    await expect(statistics).toBeFocused();
    await expect(notice(page).getByRole('checkbox', { name: /necessary/i })).toBeDisabled();
    await statistics.uncheck();
    await notice(page).getByRole('button', { name: 'Save choice' }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeFocused();

    await page.reload();
    await expect(new ProductPage(page).heading).toHaveText(product.name);
    await expect(notice(page)).toHaveCount(0);
    // Added to the cart without statistics consent: no event (the add is on the server once the cart shows it).
    await new ProductPage(page).addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
    expect(eventsNamed(pushed, 'view_item')).toHaveLength(2);
    expect(eventsNamed(pushed, 'add_to_cart')).toHaveLength(0);
  });
});
