import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { orderPayload, testAddress } from '../../test/support/orders';
import { findProducts } from './product-page';

export const PASSWORD = 'Secret-Pass1';

let counter = 0;
export const uniqueEmail = () => `e2e.account.${Date.now()}.${counter++}@example.com`;
/** Each API login from its own address, so the login rate limit never mixes tests. */
const forwardedFor = () => `10.77.${Math.floor(Math.random() * 250)}.${counter++ % 250}`;

export interface Customer {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

/** The authentication modal (login, register, forgot password). */
export class AuthModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** Opens the login modal; it is loaded on first use, so this waits until it is shown. */
  async openFromHeader() {
    await this.page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /^Account/ }).click();
    await expect(this.dialog).toBeVisible();
  }

  async switchToRegister() {
    await this.dialog.getByRole('button', { name: 'No account yet? Register' }).click();
  }

  async register(customer: Customer) {
    await this.field('E-mail address').fill(customer.email);
    await this.field('First name').fill(customer.firstname);
    await this.field('Last name').fill(customer.lastname);
    await this.field('Password').fill(customer.password);
    await this.field('Repeat password').fill(customer.password);
    await this.dialog.getByRole('button', { name: 'Register', exact: true }).click();
  }

  async login(email: string, password: string) {
    await this.field('E-mail address').fill(email);
    await this.field('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  }
}

/** /my-account as a shopper drives it. */
export class AccountPage {
  constructor(readonly page: Page) {}

  async goto(storePrefix = '') {
    await this.page.goto(`${storePrefix}/my-account`);
  }

  section(name: 'profile' | 'addresses' | 'password' | 'newsletter' | 'orders') {
    const titles = { profile: 'My profile', addresses: 'My addresses', password: 'Change password', newsletter: 'My newsletter', orders: 'My orders' };
    return this.page.getByRole('region', { name: titles[name] });
  }

  async updateFirstname(firstname: string) {
    const profile = this.section('profile');
    await profile.getByLabel('First name').fill(firstname);
    await profile.getByRole('button', { name: 'Update my profile' }).click();
  }

  async addAddress(address: { firstname: string; lastname: string; street: string; apartment: string; city: string; postcode: string; country: string; region: string }) {
    const section = this.section('addresses');
    await section.getByRole('button', { name: 'Add a new address' }).click();
    const form = section.getByRole('form', { name: 'Add a new address' });
    await form.getByLabel('First name').fill(address.firstname);
    await form.getByLabel('Last name').fill(address.lastname);
    await form.getByLabel('Street name').fill(address.street);
    await form.getByLabel('House / apartment number').fill(address.apartment);
    await form.getByLabel('City').fill(address.city);
    await form.getByLabel('Zip-code').fill(address.postcode);
    await form.getByLabel('Country').selectOption(address.country);
    await form.getByLabel('State / Province').selectOption({ label: address.region });
    await form.getByRole('button', { name: 'Save address' }).click();
  }

  addresses() {
    return this.section('addresses').getByTestId('account-address');
  }

  async changePassword(current: string, next: string) {
    const section = this.section('password');
    await section.getByLabel('Current password').fill(current);
    await section.getByLabel('New password').fill(next);
    await section.getByLabel('Repeat password').fill(next);
    await section.getByRole('button', { name: 'Change password' }).click();
  }

  orders() {
    return this.section('orders').getByTestId('account-order');
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }
}

/**
 * A listed, in-stock simple product of the catalogue. Many specs order the first one while others run in parallel; a
 * spec that counts the stock of its product asks for `{ ownStock: true }` and gets the last one, which none orders.
 */
export async function simpleInStock(request: APIRequestContext, options: { ownStock?: boolean } = {}): Promise<string> {
  const products = await findProducts(request, [{ attribute: 'type_id', value: { eq: 'simple' } }], 50);
  const listed = products.filter((entry) => entry.status === 1 && entry.visibility === 4);
  for (const product of options.ownStock ? listed.reverse() : listed) {
    const stock = await (await request.get(`/api/stock/check?sku=${encodeURIComponent(product.sku)}`)).json();
    if (stock.result?.is_in_stock === true && (stock.result?.qty ?? 0) >= 2) return product.sku;
  }
  throw new Error('no in-stock simple product');
}

/** Places an order for the customer through the API (customer cart, one item, order with the token). */
export async function placeOrderThroughApi(request: APIRequestContext, customer: Customer, sku: string): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: customer.email, password: customer.password }, headers: { 'x-forwarded-for': forwardedFor() } });
  const token = (await login.json()).result as string;
  const cartId = (await (await request.post(`/api/cart/create?token=${token}`, { data: {} })).json()).result as string;
  const update = await request.post(`/api/cart/update?token=${token}&cartId=${cartId}`, { data: { cartItem: { sku, qty: 1, quoteId: cartId } } });
  if (!update.ok()) throw new Error(`cart update failed: ${await update.text()}`);
  const address = testAddress({ firstname: customer.firstname, lastname: customer.lastname, email: customer.email });
  const order = await request.post(`/api/order?token=${token}`, { data: orderPayload([{ sku, qty: 1 }], { order_id: `e2e-account-${Date.now()}-${counter++}`, cart_id: cartId }, address) });
  if (!order.ok()) throw new Error(`order failed: ${await order.text()}`);
  return String((await order.json()).result.orderNumber);
}

export async function registerThroughApi(request: APIRequestContext, customer: Customer, addresses: Record<string, unknown>[] = []) {
  const created = await request.post('/api/user/create', {
    data: { customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname, addresses }, password: customer.password },
  });
  if (!created.ok()) throw new Error(`register failed: ${await created.text()}`);
}
