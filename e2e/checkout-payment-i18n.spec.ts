import { expect, test } from './test';
import { CheckoutPage, guest, simpleProductInStock } from './pages/checkout-page';

/** components/checkout/use-checkout-queries.ts waits 400 ms after the last keystroke. */
const ADDRESS_PAUSE_MS = 400;

const isShippingMethodsCall = (request: { url(): string; method(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/shipping-methods';

test.describe('checkout: translated messages, debounced lookups, payment provider', () => {
  test('/de checkout shows the §5 validation messages in German', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 7);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product, '/de');
    await checkout.goto('/de');
    await checkout.continueButton('personal').click();
    await expect(checkout.step('personal').getByRole('alert').filter({ hasText: 'Pflichtfeld' })).toHaveCount(3);
    await expect(checkout.step('personal').getByText('Field is required')).toHaveCount(0);
    await checkout.step('personal').getByRole('textbox').first().fill('A');
    await checkout.continueButton('personal').click();
    await expect(checkout.step('personal').getByRole('alert').filter({ hasText: 'Der Name muss mindestens 2 Buchstaben haben.' })).toBeVisible();
  });

  test('typing a zip code asks for shipping methods once the typing pauses, not per keystroke', async ({ page, request }) => {
    const { product } = await simpleProductInStock(request, 7);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    // The page's timers run on a clock the test holds, so however slow the machine types, only the test decides
    // when the typing has paused.
    await page.clock.install();
    await checkout.goto();
    await checkout.fillPersonal();
    await expect(checkout.step('shipping').getByRole('radio').first()).toBeChecked();

    const lookups: string[] = [];
    page.on('request', (sent) => {
      if (isShippingMethodsCall(sent)) lookups.push(sent.postDataJSON()?.address?.postcode);
    });
    // pauseAt only moves forward: a moment a little ahead of the page's clock, however long this call takes to arrive.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    const zipCode = checkout.field('shipping', 'Zip-code');
    await zipCode.pressSequentially('940', { delay: 60 });
    // A hesitation shorter than the pause asks nothing yet.
    await page.clock.runFor(ADDRESS_PAUSE_MS - 100);
    await zipCode.pressSequentially('16', { delay: 60 });
    expect(lookups).toEqual([]);
    const lookupOfTheWholeCode = page.waitForRequest((sent) => isShippingMethodsCall(sent) && sent.postDataJSON()?.address?.postcode === '94016');
    await page.clock.runFor(ADDRESS_PAUSE_MS);
    await lookupOfTheWholeCode;
    expect(lookups).toEqual(['94016']);
  });

  test('without PAYPAL_CLIENT_ID the payment step has no PayPal button and loads no PayPal script', async ({ page, request }) => {
    const paypalRequests: string[] = [];
    page.on('request', (sent) => {
      if (/paypal\.com/.test(sent.url())) paypalRequests.push(sent.url());
    });
    const { product } = await simpleProductInStock(request, 7);
    const checkout = new CheckoutPage(page);
    await checkout.addToCart(product);
    await checkout.goto();
    await checkout.fillPersonal();
    await checkout.fillShipping({ ...guest, zip: '10001' });
    await expect(checkout.step('payment').getByRole('radio').first()).toBeChecked();
    expect((await (await request.get('/api/ext/paypal/config')).json()).result).toEqual({ clientId: null, currency: 'USD' });
    await expect(checkout.step('payment').getByRole('heading', { name: 'Pay with PayPal' })).toHaveCount(0);
    await expect(page.locator('script[src*="paypal.com/sdk"]')).toHaveCount(0);
    expect(paypalRequests).toEqual([]);
  });
});
