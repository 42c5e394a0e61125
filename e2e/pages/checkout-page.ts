import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { findProducts, ProductPage, productPath, type ProductSource } from './product-page';

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  apartment: string;
  city: string;
  zip: string;
}

export const guest: GuestDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.checkout@example.com',
  street: 'Analytical Engine Road',
  apartment: '12',
  city: 'Austin',
  zip: '73301',
};

/**
 * A listed simple product in stock, with its stock quantity. Tests running in parallel pass different slots, so each
 * orders its own product and a stock assertion never sees another test's order.
 */
export async function simpleProductInStock(request: APIRequestContext, slot: number): Promise<{ product: ProductSource; qty: number }> {
  const products = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'simple' } }], 200)).filter(
    (product) => product.status === 1 && product.visibility === 4,
  );
  for (const product of products.slice(slot * 8)) {
    const stock = await (await request.get(`/api/stock/check?sku=${encodeURIComponent(product.sku)}`)).json();
    if (stock.result?.is_in_stock === true && stock.result?.manage_stock !== false && Number(stock.result?.qty) >= 2) return { product, qty: Number(stock.result.qty) };
  }
  throw new Error('no simple product in stock');
}

export async function stockQty(request: APIRequestContext, sku: string): Promise<number> {
  const stock = await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json();
  return Number(stock.result?.qty);
}

/** Orders the page's queue (IndexedDB) still has to send; cart tasks do not count. */
export function ordersLeftInQueue(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('syncTasks').objectStore('syncTasks').index('transmited').getAll(0);
          all.onsuccess = () => resolve(all.result.filter((task: { url: string }) => task.url.includes('/api/order')).length);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The header's cart button when it counts no item (its label: 'Cart, no items' or 'Cart, 0 items'). */
export const emptyCartButton = (page: Page) => page.getByRole('button', { name: /^Cart,? (no|0) items$/ });

/** The checkout as a shopper drives it: four steps on one page, then the thank-you view. */
export class CheckoutPage {
  readonly heading: Locator;
  readonly placeOrder: Locator;
  readonly thankYou: Locator;
  readonly orderNumber: Locator;
  readonly orderQueued: Locator;
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.placeOrder = page.getByRole('button', { name: /place the order|bestellung aufgeben|effettua/i });
    this.thankYou = page.getByTestId('thank-you');
    this.orderNumber = page.getByTestId('order-number');
    // Next keeps a page left by a client navigation mounted but hidden (React Activity): only what the shopper sees.
    this.orderQueued = page.getByTestId('order-queued').filter({ visible: true });
    this.totals = page.getByTestId('checkout-totals');
  }

  async addToCart(product: Pick<ProductSource, 'sku' | 'slug' | 'url_key'>, storePrefix = '') {
    const productPage = new ProductPage(this.page);
    await productPage.goto(productPath(product, undefined, storePrefix));
    // The cart reaches the server before the page is left (a task cut off by navigation stays claimed for 30 s).
    // Any of the context's tabs may send it: they share one queue, and another open tab can claim the task first.
    const savedOnServer = this.page
      .context()
      .waitForEvent('response', (response) => new URL(response.url()).pathname === '/api/cart/update' && response.ok());
    await productPage.addToCart.click();
    await savedOnServer;
    await expect(this.page.getByRole('button', { name: /^\S+,? 1 \S+$/ })).toBeVisible();
  }

  async goto(storePrefix = '') {
    await this.page.goto(`${storePrefix}/checkout`);
    await expect(this.step('personal')).toBeVisible();
  }

  step(name: 'personal' | 'shipping' | 'payment' | 'review'): Locator {
    return this.page.locator(`section[data-step="${name}"]`);
  }

  field(step: 'personal' | 'shipping' | 'payment' | 'review', label: string | RegExp): Locator {
    return this.step(step).getByLabel(label);
  }

  continueButton(step: 'personal' | 'shipping' | 'payment'): Locator {
    return this.step(step).getByRole('button', { name: /^(continue|weiter|continua)/i });
  }

  error(step: 'personal' | 'shipping' | 'payment' | 'review', text: string): Locator {
    return this.step(step).getByRole('alert').filter({ hasText: text });
  }

  async fillPersonal(details: GuestDetails = guest) {
    await this.field('personal', 'First name').fill(details.firstName);
    await this.field('personal', 'Last name').fill(details.lastName);
    await this.field('personal', 'E-mail address').fill(details.email);
    await this.continueButton('personal').click();
    await expect(this.step('shipping').getByRole('button', { name: /^continue/i })).toBeVisible();
  }

  async fillShipping(details: GuestDetails = guest) {
    await this.field('shipping', 'First name').fill(details.firstName);
    await this.field('shipping', 'Last name').fill(details.lastName);
    await this.field('shipping', 'Street name').fill(details.street);
    await this.field('shipping', 'House / apartment number').fill(details.apartment);
    await this.field('shipping', 'City').fill(details.city);
    await this.field('shipping', 'Zip-code').fill(details.zip);
    await expect(this.step('shipping').getByRole('radio').first()).toBeChecked();
    await this.continueButton('shipping').click();
    await expect(this.continueButton('payment')).toBeVisible();
  }

  async fillPayment() {
    await expect(this.step('payment').getByRole('radio').first()).toBeChecked();
    await this.continueButton('payment').click();
    await expect(this.placeOrder).toBeVisible();
  }

  /** Opens the checkout and fills every step as the guest, up to an enabled Place order. */
  async fillEveryStep(storePrefix = '') {
    await this.goto(storePrefix);
    await this.fillPersonal();
    await this.fillShipping();
    await this.fillPayment();
    await this.acceptTerms();
  }

  async acceptTerms() {
    await this.field('review', 'I agree to the terms and conditions').check();
  }
}
