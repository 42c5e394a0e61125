/**
 * Screenshots of the shop's page states at desktop and phone widths, to look at before and after a visual change.
 *
 *   npm run screenshots [-- --url http://localhost:3000] [--out screenshots] [--only home,product-bundle]
 *
 * Drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against a running shop (SHOP_URL or --url,
 * default http://localhost:3000) and writes full-page PNGs named `{width}-{state}.png` into `screenshots/`
 * (git-ignored). It places a real guest order and registers a throw-away customer on the shop it points at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) ?? fallback;
};
const base = option('url', process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const out = path.resolve(option('out', 'screenshots'));
const only = option('only', '')
  .split(',')
  .filter(Boolean);
const widths = option('widths', '1280,375').split(',').map(Number);

const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query';

interface Product {
  sku: string;
  slug: string;
  url_key: string;
  type_id: string;
  status: number;
  visibility: number;
}

async function listed(api: APIRequestContext, type: string): Promise<Product> {
  const response = await api.post(`${SEARCH}&size=50`, { data: { _appliedFilters: [{ attribute: 'type_id', value: { eq: type } }] } });
  const hits: Product[] = (await response.json()).hits.hits.map((hit: { _source: Product }) => hit._source);
  const product = hits.find((entry) => entry.status === 1 && entry.visibility === 4);
  if (!product) throw new Error(`no listed ${type} product`);
  return product;
}

async function simpleInStock(api: APIRequestContext): Promise<Product> {
  const response = await api.post(`${SEARCH}&size=100`, { data: { _appliedFilters: [{ attribute: 'type_id', value: { eq: 'simple' } }] } });
  const hits: Product[] = (await response.json()).hits.hits.map((hit: { _source: Product }) => hit._source);
  for (const product of hits.filter((entry) => entry.status === 1 && entry.visibility === 4).reverse()) {
    const stock = await (await api.get(`/api/stock/check?sku=${encodeURIComponent(product.sku)}`)).json();
    if (stock.result?.is_in_stock === true && Number(stock.result?.qty) >= 5) return product;
  }
  throw new Error('no simple product in stock');
}

const productPath = (product: Product) => `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}`;

/** Waits until the images in the document have loaded and fonts are ready, so the picture is the settled page. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would never load in a still page: ask for them all (a full-page picture shows them).
    for (const image of document.images) image.loading = 'eager';
    // decode() settles once the picture is loaded and decoded (ready to paint), or failed.
    const decoded = Promise.allSettled([...document.images].map((image) => image.decode()));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 60000))]);
    // A full-page picture of a scrolled page draws the sticky header in the middle of it.
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, width: number, state: string, fullPage = true) {
  if (only.length > 0 && !only.includes(state)) return;
  await settle(page);
  const file = path.join(out, `${width}-${state}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  console.log(file);
}

/** Checkout, each step, then the thank-you page (the cart holds a line). */
async function shootCheckout(page: Page, width: number) {
  await page.goto('/checkout');
  const step = (name: string) => page.locator(`section[data-step="${name}"]`);
  const continueIn = (name: string) => step(name).getByRole('button', { name: /^continue/i });
  await step('personal').waitFor();
  await shoot(page, width, 'checkout-1-personal');
  await step('personal').getByLabel('First name').fill('Ada');
  await step('personal').getByLabel('Last name').fill('Lovelace');
  await step('personal').getByLabel('E-mail address').fill('ada.screenshots@example.com');
  await continueIn('personal').click();
  await continueIn('shipping').waitFor();
  await step('shipping').getByRole('radio').first().waitFor();
  await shoot(page, width, 'checkout-2-shipping');
  await step('shipping').getByLabel('First name').fill('Ada');
  await step('shipping').getByLabel('Last name').fill('Lovelace');
  await step('shipping').getByLabel('Street name').fill('Analytical Engine Road');
  await step('shipping').getByLabel('House / apartment number').fill('12');
  await step('shipping').getByLabel('City').fill('Austin');
  await step('shipping').getByLabel('Zip-code').fill('73301');
  await step('shipping').getByRole('radio').first().waitFor();
  await continueIn('shipping').click();
  await continueIn('payment').waitFor();
  await step('payment').getByRole('radio').first().waitFor();
  await shoot(page, width, 'checkout-3-payment');
  await continueIn('payment').click();
  const placeOrder = page.getByRole('button', { name: /place the order/i });
  await placeOrder.waitFor();
  await shoot(page, width, 'checkout-4-review');
  await step('review').getByLabel('I agree to the terms and conditions').check();
  await placeOrder.click();
  await page.getByTestId('order-number').waitFor();
  await shoot(page, width, 'thank-you');
}

/** My account of a newly registered customer, the home page logged in, and the menu of the width. */
async function shootAccountAndMenu(page: Page, width: number) {
  // /my-account asks a guest to log in (the header's account button is not shown on phones).
  await page.goto('/my-account');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'No account yet? Register' }).click();
  await dialog.getByLabel('E-mail address', { exact: true }).fill(`screenshots.${Date.now()}.${width}@example.com`);
  await dialog.getByLabel('First name', { exact: true }).fill('Grace');
  await dialog.getByLabel('Last name', { exact: true }).fill('Hopper');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret-Pass1');
  await dialog.getByLabel('Repeat password', { exact: true }).fill('Secret-Pass1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'My profile' }).waitFor();
  await shoot(page, width, 'my-account');
  await page.goto('/');
  await shoot(page, width, 'home-logged-in', false);

  if (width >= 1024) {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().hover();
    await page.locator('.mega-menu__panel').first().waitFor();
    await shoot(page, width, 'mega-menu', false);
  } else {
    await page.getByRole('button', { name: 'Menu' }).first().click();
    await shoot(page, width, 'mobile-menu', false);
  }
}

async function run(browser: Browser, api: APIRequestContext, width: number) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 640 ? 812 : 900 },
    deviceScaleFactor: 1,
    hasTouch: width < 640,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const [configurable, bundle, grouped, simple] = await Promise.all([listed(api, 'configurable'), listed(api, 'bundle'), listed(api, 'grouped'), simpleInStock(api)]);

  await page.goto('/');
  await shoot(page, width, 'home');
  const acceptCookies = page.getByRole('button', { name: /^(OK|accept)/i });
  if (await acceptCookies.isVisible()) await acceptCookies.click();

  await page.goto('/women/tops-women/jackets-women');
  await shoot(page, width, 'category');
  const filterHref = await page.locator('a[href*="color="]').first().getAttribute('href');
  if (filterHref) {
    await page.goto(filterHref);
    await shoot(page, width, 'category-filtered');
  }

  await page.goto(productPath(configurable));
  await shoot(page, width, 'product-configurable');
  await page.goto(productPath(bundle));
  await shoot(page, width, 'product-bundle');
  await page.goto(productPath(grouped));
  await shoot(page, width, 'product-grouped');

  await page.goto('/search?q=jacket');
  await shoot(page, width, 'search-results');

  await page.goto('/this-page-does-not-exist');
  await shoot(page, width, 'not-found');

  // Wishlist and compare: one product each, added from its page.
  await page.goto(productPath(simple));
  await settle(page);
  await page.getByRole('button', { name: /add to wishlist/i }).first().click();
  await page.getByRole('button', { name: /add to compare/i }).first().click();
  await page.goto(productPath(configurable));
  await settle(page);
  await page.getByRole('button', { name: /add to compare/i }).first().click();
  await page.goto('/wishlist');
  await page.getByTestId('wishlist-item').first().waitFor();
  await shoot(page, width, 'wishlist');
  await page.goto('/compare');
  await page.getByRole('table').or(page.getByText('You have no items to compare.')).first().waitFor();
  await shoot(page, width, 'compare');

  // Mini-cart with one line.
  await page.goto(productPath(simple));
  await settle(page);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart/update' && response.ok());
  await page.getByRole('button', { name: /add to cart/i }).click();
  await saved;
  await page.getByRole('button', { name: /^Cart,? 1 item/ }).click();
  await page.getByRole('dialog').or(page.getByRole('complementary', { name: /cart/i })).first().waitFor();
  await shoot(page, width, 'minicart', false);

  await shootCheckout(page, width);
  await shootAccountAndMenu(page, width);
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const api = await apiRequest.newContext({ baseURL: base });
  try {
    for (const width of widths) await run(browser, api, width);
  } finally {
    await api.dispose();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
