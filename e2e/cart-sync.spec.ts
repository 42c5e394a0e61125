import { chromium, expect, test, waitForStartInEveryTab, type APIRequestContext, type Page } from './test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AuthModal, PASSWORD, registerThroughApi, simpleInStock, uniqueEmail, type Customer } from './pages/account-page';
import { productBySku, ProductPage, productPath } from './pages/product-page';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d/ });
const microcart = (page: Page) => page.getByRole('dialog', { name: 'Shopping cart' });

/** The default store's cart as the page last wrote it to IndexedDB (lib/offline/db.ts), read without the shop's code. */
function persistedCartSkus(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('storefront');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('state')) return resolve([]);
          const read = db.transaction('state').objectStore('state').get('default:cart');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const row = read.result as { value: string } | undefined;
            db.close();
            const items = row ? (JSON.parse(row.value) as { state?: { cartItems?: { sku: string }[] } }).state?.cartItems ?? [] : [];
            resolve(items.map((item) => item.sku));
          };
        };
      }),
  );
}

let addressCounter = 0;
const forwardedFor = () => `10.77.${Math.floor(Math.random() * 250)}.${(addressCounter++ % 250) + 1}`;

/** Logs the customer in through the API and puts qty of sku into their own server cart. */
async function fillCustomerCart(request: APIRequestContext, customer: Customer, sku: string, qty: number) {
  const login = await request.post('/api/user/login', { data: { username: customer.email, password: customer.password }, headers: { 'x-forwarded-for': forwardedFor() } });
  const token = (await login.json()).result as string;
  const cartId = (await (await request.post(`/api/cart/create?token=${token}`, { data: {} })).json()).result as string;
  const update = await request.post(`/api/cart/update?token=${token}&cartId=${cartId}`, { data: { cartItem: { sku, qty, quoteId: cartId } } });
  expect(update.ok()).toBe(true);
  return async () => (await (await request.get(`/api/cart/pull?token=${token}&cartId=${cartId}`)).json()).result as { sku: string; qty: number }[];
}

test.describe('cart sync', () => {
  test('a guest cart is merged into the customer cart on login, once: quantities add up and never double on reload', async ({ page, request }) => {
    const customer: Customer = { email: uniqueEmail(), firstname: 'Mia', lastname: 'Merge', password: PASSWORD };
    await registerThroughApi(request, customer);
    const sku = await simpleInStock(request);
    const serverItems = await fillCustomerCart(request, customer, sku, 1);

    const productPage = new ProductPage(page);
    await productPage.goto(productPath(await productBySku(request, sku)));
    await productPage.addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');

    const modal = new AuthModal(page);
    await modal.openFromHeader();
    await modal.login(customer.email, customer.password);
    await expect(modal.dialog).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
    expect((await serverItems()).map((item) => [item.sku, item.qty])).toEqual([[sku, 2]]);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
    await cartButton(page).click();
    await expect(microcart(page).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect((await serverItems()).map((item) => [item.sku, item.qty])).toEqual([[sku, 2]]);
  });

  test('the cart survives a browser restart (persistent profile)', async ({ request, baseURL }, testInfo) => {
    test.slow(); // a browser closed and started again on its profile: 30 s on a busy CI host
    const sku = await simpleInStock(request);
    const product = await productBySku(request, sku);
    const profile = mkdtempSync(path.join(tmpdir(), 'storefront-profile-'));
    const launch = { ...(testInfo.project.use.launchOptions ?? {}), baseURL };
    try {
      const first = waitForStartInEveryTab(await chromium.launchPersistentContext(profile, launch));
      const page = first.pages()[0] ?? (await first.newPage());
      const productPage = new ProductPage(page);
      await productPage.goto(productPath(product));
      const savedOnServer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart/update' && response.ok());
      await productPage.addToCart.click();
      // A fresh profile's first add loads the cart's code and creates IndexedDB: once over 10 s on a busy CI host.
      await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item', { timeout: 20_000 });
      await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
      // The browser goes away only once the server cart and IndexedDB both hold the line.
      await savedOnServer;
      await expect.poll(() => persistedCartSkus(page)).toEqual([sku]);
      await first.close();

      const second = waitForStartInEveryTab(await chromium.launchPersistentContext(profile, launch));
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto('/');
      await expect(cartButton(again)).toHaveAccessibleName('Cart 1 item');
      await cartButton(again).click();
      await expect(microcart(again).getByTestId('microcart-line')).toContainText(`SKU: ${sku}`);
      await second.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a coupon shows in the totals and can be removed; a wrong one gets the spec message', async ({ page, request }) => {
    const sku = await simpleInStock(request);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(await productBySku(request, sku)));
    await productPage.addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
    await cartButton(page).click();
    const panel = microcart(page);
    await expect(panel.getByTestId('microcart-totals')).toContainText('Grand Total');
    const code = panel.getByRole('textbox', { name: 'Discount code' });

    await code.fill('NOPE-CODE');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText("You've entered an incorrect coupon code. Please try again.")).toBeVisible();

    await code.fill('WELCOME10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const totals = panel.getByTestId('microcart-totals');
    await expect(totals).toContainText('Discount (WELCOME10)-$');
    await panel.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
    await expect(totals).not.toContainText('WELCOME10');
    await expect(totals).toContainText('Discount$0.00');
  });

  test("editing a configurable line's options changes its variant and merges into a line of that variant", async ({ page, request }) => {
    test.slow(); // three option changes, each saved and merged: 27 s on a busy CI host
    const product = await productBySku(request, 'MJ01');
    const children = (product.configurable_children as { sku: string; status?: number }[]).filter((child) => child.status !== 2);
    const inStock: string[] = [];
    for (const child of children) {
      const stock = await (await request.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`)).json();
      if (stock.result?.is_in_stock === true) inStock.push(child.sku);
      if (inStock.length === 2) break;
    }
    expect(inStock).toHaveLength(2);
    const [first, second] = inStock as [string, string];
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product, first));
    await productPage.addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
    await productPage.goto(productPath(product, second));
    await productPage.addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');

    await cartButton(page).click();
    const panel = microcart(page);
    await expect(panel.getByTestId('microcart-line')).toHaveCount(2);
    const firstLine = panel.locator(`[data-sku="${first}"]`);
    await firstLine.getByRole('button', { name: `Edit options of ${product.name}` }).click();
    const editor = firstLine.getByRole('form', { name: `Edit options of ${product.name}` });
    // Choose the values of the second variant (its sku ends with -{size}-{colour}).
    const [, size, colour] = second.split('-');
    await editor.getByRole('combobox', { name: 'Color' }).selectOption({ label: colour! });
    await editor.getByRole('combobox', { name: 'Size' }).selectOption({ label: size! });
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(panel.getByTestId('microcart-line')).toHaveCount(1);
    await expect(panel.getByTestId('microcart-line')).toHaveAttribute('data-sku', second);
    await expect(panel.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
  });
});
