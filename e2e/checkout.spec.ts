import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { CheckoutPage, guest, simpleProductInStock, stockQty } from './pages/checkout-page';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).include('#main').withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

const isOrderPost = (request: { url(): string; method(): string }) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/order';

test.describe('checkout', () => {
  test('the page arrives with its title and a loading status before the browser has read the cart', async ({ request }) => {
    const html = await (await request.get('/checkout')).text();
    expect(html).toMatch(/<h1 id="checkout-title">Checkout<\/h1><p role="status">Loading your checkout…<\/p>/);
  });

  test('when the checkout code cannot be loaded the shopper is told so, and Try again loads it', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 0);
    await new CheckoutPage(page).addToCart(product);
    // Scripts the page's HTML names load; the checkout's own code, asked for after hydration, does not.
    const html = await (await request.get('/checkout')).text();
    const named = new Set([...html.matchAll(/static\/chunks\/[^"\\]+\.js/g)].map((match) => `/_next/${match[0]}`));
    // The first script asked for beyond those fails every time (the bundler's runtime retries a failed script).
    let refused: string | undefined;
    await page.route('**/_next/static/chunks/*.js', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (named.has(path) || (refused !== undefined && refused !== path)) return route.continue();
      refused = path;
      return route.abort();
    });
    await page.goto('/checkout');
    await expect(page.getByText('An error occured while loading the component.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(new CheckoutPage(page).step('personal')).toBeVisible();
  });

  test('on a first visit the empty cart shows without reading IndexedDB, the stores starting later leave no database behind, and an item added in another tab brings the form', async ({ page, context, request }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
    // Nothing of the shop's is stored yet, so the checkout did not open (and create) the shop's database to say so;
    // nor do the stores that start after the page (at the first interaction): they have nothing to keep.
    const shopDatabases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await shopDatabases()).not.toContain('storefront');
    await page.mouse.move(10, 10);
    await expect(page.getByRole('link', { name: 'Compare 0 products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shopDatabases()).not.toContain('storefront');
    const { product } = await simpleProductInStock(request, 0);
    await new CheckoutPage(await context.newPage()).addToCart(product);
    await expect(new CheckoutPage(page).step('personal')).toBeVisible();
    await expect(page.getByText('Your shopping cart is empty.')).toHaveCount(0);
  });

  test('guest checkout to the thank-you page; the order took the stock and answers the same number again', async ({ page, request }) => {
    test.slow(); // two visits to a product, a whole checkout and a reload: 14 s on a quiet machine, over 30 s on a busy one
    const { product, qty } = await simpleProductInStock(request, 0);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();
    await checkout.fillPersonal();
    await checkout.fillShipping();
    await expect(checkout.totals).toContainText('Grand Total');
    await expect(checkout.totals.locator('[data-segment="grand_total"] dd')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    await checkout.fillPayment();
    await checkout.acceptTerms();

    const orderRequest = page.waitForRequest(isOrderPost);
    await checkout.placeOrder.click();
    await expect(checkout.thankYou).toBeVisible();
    const orderNumber = (await checkout.orderNumber.textContent())?.trim() ?? '';
    expect(orderNumber).not.toBe('');
    await expect(page.getByRole('button', { name: /^Cart,? (no|0) items$/ })).toBeVisible();

    expect(await stockQty(request, product.sku)).toBe(qty - 1);
    const sent = (await orderRequest).postDataJSON();
    expect(sent.order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.products).toEqual([expect.objectContaining({ sku: product.sku, qty: 1 })]);
    const again = await request.post(new URL((await orderRequest).url()).pathname + new URL((await orderRequest).url()).search, { data: sent });
    expect((await again.json()).result.orderNumber).toBe(orderNumber);
    expect(await stockQty(request, product.sku)).toBe(qty - 1);

    // Details are kept (restored within 30 minutes), the password never.
    await page.reload();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await checkout.addToCart(product);
    await checkout.goto();
    await expect(checkout.field('personal', 'E-mail address')).toHaveValue(guest.email);
  });

  test('every checkout validation message shows inline, announced, and the first invalid field gets focus', async ({ page, request }) => {
    test.slow(); // walks every step's messages (about 30 checks): 31 s on a busy CI host
    const { product } = await simpleProductInStock(request, 2);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();

    await checkout.continueButton('personal').click();
    await expect(checkout.error('personal', 'Field is required')).toHaveCount(3);
    await expect(checkout.field('personal', 'First name')).toBeFocused();

    await checkout.field('personal', 'First name').fill('A');
    await checkout.field('personal', 'Last name').fill('Lovelace');
    await checkout.field('personal', 'E-mail address').fill('not-an-email');
    await checkout.field('personal', 'I want to create an account').check();
    await checkout.field('personal', /^Password/).fill('short');
    await checkout.field('personal', 'Repeat password').fill('other');
    await checkout.continueButton('personal').click();
    await expect(checkout.error('personal', 'Name must have at least 2 letters.')).toBeVisible();
    await expect(checkout.error('personal', 'Please provide valid e-mail address.')).toBeVisible();
    await expect(checkout.error('personal', 'Password must have at least 8 letters.')).toBeVisible();
    await expect(checkout.error('personal', 'Passwords must be identical')).toBeVisible();
    await expect(checkout.field('personal', 'First name')).toBeFocused();
    await expect(checkout.field('personal', 'First name')).toHaveAttribute('aria-invalid', 'true');

    await checkout.field('personal', 'First name').fill('Ada');
    await checkout.field('personal', 'E-mail address').fill(guest.email);
    await checkout.field('personal', /^Password/).fill('abcdefgh');
    await checkout.continueButton('personal').click();
    await expect(checkout.error('personal', 'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.')).toBeVisible();
    await expect(checkout.field('personal', /^Password/)).toBeFocused();
    await checkout.field('personal', 'I want to create an account').uncheck();
    await checkout.continueButton('personal').click();

    await checkout.field('shipping', 'First name').fill(guest.firstName);
    await checkout.field('shipping', 'Last name').fill(guest.lastName);
    await checkout.field('shipping', 'Zip-code').fill('12');
    await checkout.continueButton('shipping').click();
    await expect(checkout.error('shipping', 'Zip-code must have at least 3 letters.')).toBeVisible();
    await expect(checkout.field('shipping', 'Street name')).toBeFocused();
    await checkout.fillShipping();

    await checkout.field('payment', /^Tax identification number/).fill('AB');
    await checkout.continueButton('payment').click();
    await expect(checkout.error('payment', 'Tax ID must have at least 3 letters.')).toBeVisible();
    await expect(checkout.field('payment', /^Tax identification number/)).toBeFocused();
    await checkout.field('payment', /^Tax identification number/).fill('US-123');
    await checkout.fillPayment();

    await checkout.placeOrder.click();
    await expect(checkout.error('review', 'You must accept the terms and conditions.')).toBeVisible();
    await expect(checkout.field('review', 'I agree to the terms and conditions')).toBeFocused();
  });

  test('/de checkout shows the totals in EUR', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 3);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product, '/de');
    await checkout.goto('/de');
    await expect(checkout.heading).toHaveText('Kasse');
    await expect(checkout.totals.locator('[data-segment="grand_total"] dd')).toHaveText(/^\d[\d.]*,\d{2} €$/);
    await expect(checkout.totals.locator('[data-segment="subtotal"] dd')).toHaveText(/^\d[\d.]*,\d{2} €$/);
  });

  test('each checkout step passes axe (WCAG 2.1 A/AA)', async ({ page, request }) => {
    test.slow(); // five axe passes and an order: 31–33 s on a busy 2-core machine, over the default 30 s
    const { product } = await simpleProductInStock(request, 4);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();
    await checkout.continueButton('personal').click();
    await expect(checkout.error('personal', 'Field is required').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await checkout.fillPersonal();
    await expectNoAxeViolations(page);
    await checkout.fillShipping();
    await expectNoAxeViolations(page);
    await checkout.fillPayment();
    await expectNoAxeViolations(page);
    await checkout.placeOrder.click();
    await expect(checkout.error('review', 'You must accept the terms and conditions.')).toBeVisible();
    await expectNoAxeViolations(page);
    await checkout.acceptTerms();
    await checkout.placeOrder.click();
    await expect(checkout.orderNumber).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });

  test('a keyboard-only checkout (Tab, Space, Enter)', async ({ page, request }) => {
    // About 80 Tab presses, each followed by a look at the focus: 170 round trips to the browser, 29–31 s on a quiet
    // 2-core machine with tracing on, over the default 30 s.
    test.slow();
    const { product } = await simpleProductInStock(request, 5);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();

    /** Presses Tab until the locator has focus. */
    async function tabTo(target: ReturnType<CheckoutPage['field']>) {
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the field');
    }
    async function typeInto(step: Parameters<CheckoutPage['field']>[0], label: string | RegExp, text: string) {
      await tabTo(checkout.field(step, label));
      await page.keyboard.type(text);
    }

    await typeInto('personal', 'First name', guest.firstName);
    await typeInto('personal', 'Last name', guest.lastName);
    await typeInto('personal', 'E-mail address', guest.email);
    await tabTo(checkout.continueButton('personal'));
    await page.keyboard.press('Enter');

    await typeInto('shipping', 'First name', guest.firstName);
    await typeInto('shipping', 'Last name', guest.lastName);
    await typeInto('shipping', 'Street name', guest.street);
    await typeInto('shipping', 'House / apartment number', guest.apartment);
    await typeInto('shipping', 'City', guest.city);
    await typeInto('shipping', 'Zip-code', guest.zip);
    await expect(checkout.step('shipping').getByRole('radio').first()).toBeChecked();
    await tabTo(checkout.continueButton('shipping'));
    await page.keyboard.press('Enter');

    await expect(checkout.step('payment').getByRole('radio').first()).toBeChecked();
    await tabTo(checkout.continueButton('payment'));
    await page.keyboard.press('Enter');

    await tabTo(checkout.field('review', 'I agree to the terms and conditions'));
    await page.keyboard.press('Space');
    await tabTo(checkout.placeOrder);
    await page.keyboard.press('Enter');
    await expect(checkout.orderNumber).not.toBeEmpty();
  });
});
