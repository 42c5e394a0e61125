// The shopper's journey of issue 12 in the real Vue Storefront 1.12.3 PWA (../shared/clients/vsf1/run.sh) against
// this shop's API, in headless Chromium. A manual check, not part of `npm test` (the PWA's install is ~400 MB).
// usage: node scripts/vsf1-journey.mjs [PWA_URL]   (default http://127.0.0.1:3100)
//   CHROMIUM_PATH   browser binary (default /usr/bin/chromium)
//   CORS_OFF=1      launch Chromium with --disable-web-security (for an API that does not answer CORS yet)
// Prints one line per step (ok / FAILED, what was seen) and a markdown table; exits 1 when a step failed.
import { chromium } from 'playwright-core';

const PWA = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', ...(process.env.CORS_OFF === '1' ? ['--disable-web-security'] : [])];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.setDefaultTimeout(30_000);

const apiProblems = [];
page.on('response', (response) => {
  const url = response.url();
  if (url.includes('/api/') && response.status() >= 400) apiProblems.push(`${response.status()} ${response.request().method()} ${new URL(url).pathname}`);
});
page.on('requestfailed', (request) => {
  if (request.url().includes('/api/')) apiProblems.push(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
});

const results = [];
async function step(name, action) {
  const started = Date.now();
  apiProblems.length = 0;
  try {
    const seen = await action();
    results.push({ name, ok: true, seen: String(seen ?? ''), ms: Date.now() - started });
  } catch (error) {
    results.push({ name, ok: false, seen: `${String(error.message).split('\n')[0]}${apiProblems.length ? ` (API: ${apiProblems.join(', ')})` : ''}`, ms: Date.now() - started });
    await page.screenshot({ path: `vsf1-journey-${results.length}.png` }).catch(() => {});
  }
  const last = results.at(-1);
  console.log(`${last.ok ? 'ok    ' : 'FAILED'} ${name}: ${last.seen} (${last.ms} ms)`);
}

const text = (locator) => locator.innerText().then((value) => value.replace(/\s+/g, ' ').trim());
const money = (value) => Number(value.replace(/[^0-9.]/g, ''));
const skuLine = () => page.locator('div[content]', { hasText: 'SKU:' }).first();
const priceBox = () => page.locator('.price.serif').first();
const productCount = () => page.locator('[data-testid=productLink]').count();
async function settle() {
  await page.waitForLoadState('networkidle').catch(() => {});
}
async function notification(pattern) {
  const message = page.locator('[data-testid=notificationMessage]', { hasText: pattern }).first();
  await message.waitFor();
  return text(message);
}

const email = `vsf1-journey-${Date.now()}@example.com`;
const password = 'Journey-Pass1';

/** Checkout through the microcart (a direct load of /checkout runs before the cart is restored and goes home). */
async function goToCheckout() {
  if (!(await page.locator('[data-testid=microcart]').isVisible())) await page.click('[data-testid=openMicrocart]');
  await page.locator('[data-testid=microcart] a[href*="checkout"], [data-testid=microcart] button', { hasText: /checkout/i }).first().click();
  await page.waitForURL(/checkout/);
}

async function fillAddressAndPay({ guest }) {
  if (guest) {
    await page.fill('[name=first-name]', 'Jane');
    await page.fill('[name=last-name]', 'Doe');
    await page.fill('[name=email-address]', `guest-${email}`);
  }
  await page.click('[data-testid=personalDetailsSubmit]');
  await page.fill('[name=street-address]', 'Main Street');
  await page.fill('[name=apartment-number]', '1');
  await page.fill('[name=city]', 'Springfield');
  await page.fill('[name=state]', 'California');
  await page.fill('[name=zip-code]', '12345');
  await page.selectOption('[name=countries]', 'US');
  await page.fill('[name=phone-number]', '555 0100');
  await page.click('[data-testid=shippingSubmit]');
  await page.locator('#sendToShippingAddressCheckbox').check({ force: true });
  await page.locator('[value=checkmo]').check({ force: true });
  await page.click('[data-testid=paymentSubmit]');
  await page.locator('#acceptTermsCheckbox').check({ force: true });
  await page.click('[data-testid=orderReviewSubmit]');
  await page.locator('.category-title', { hasText: 'Order confirmation' }).waitFor({ timeout: 60_000 });
  return text(page.locator('main, #viewport').first()).then((value) => value.match(/\b\d{9}\b/)?.[0] ?? 'confirmation shown');
}

let productUrl = '';

await step('home page with special prices', async () => {
  await page.goto(`${PWA}/`, { timeout: 240_000 });
  await page.locator('[data-testid=productLink]').first().waitFor({ timeout: 180_000 });
  const onSale = page.locator('[data-testid=productLink]', { has: page.locator('.price-original') }).first();
  const regular = money(await text(onSale.locator('.price-original')));
  const special = money(await text(onSale.locator('.price-special')));
  if (!(special > 0 && special < regular)) throw new Error(`sale tile shows ${regular} struck and ${special}`);
  return `${await text(onSale.locator('[data-testid=productName], .product-tile__name, p').first())}: ~~${regular}~~ ${special}`;
});

await step('category from the menu', async () => {
  await page.click('[data-testid=menuButton]');
  await page.locator('[data-testid=categoryButton]', { hasText: 'Women' }).first().click();
  await page.locator('[data-testid=categoryLink]:visible', { hasText: 'View all' }).first().click();
  await page.waitForURL(/\/women$/);
  await page.locator('[data-testid=productLink]').first().waitFor();
  return `${page.url()}: ${await productCount()} products`;
});

for (const [label, selector] of [
  ['colour', '[aria-label="Select color Blue"]'],
  ['size', '[aria-label="Select size M"]'],
  ['price', '[aria-label="Price < $50"]'],
]) {
  await step(`filter by ${label}`, async () => {
    const before = await productCount();
    await page.locator(selector).first().click();
    await settle();
    await page.waitForTimeout(500);
    await page.waitForFunction((css) => document.querySelector(css)?.classList.contains('active'), selector, { timeout: 10_000 });
    const after = await productCount();
    if (after === 0) throw new Error('no products left');
    return `${before} → ${after} products (${page.url().split('?')[1] ?? ''})`;
  });
}

await step('open a configurable product', async () => {
  await page.locator('[data-testid=productLink]').first().click();
  await page.locator('[data-testid=addToCart]').waitFor();
  productUrl = page.url();
  const colours = await page.locator('[aria-label^="Select color"]').count();
  const sizes = await page.locator('[aria-label^="Select size"]').count();
  if (!colours || !sizes) throw new Error(`${colours} colours, ${sizes} sizes`);
  return `${await text(page.locator('[data-testid=productName]'))} (${await text(skuLine())}, ${await text(priceBox())}): ${colours} colours, ${sizes} sizes`;
});

await step('choose colour and size (URL and price follow)', async () => {
  const before = { url: page.url(), price: await text(priceBox()) };
  const colours = page.locator('[aria-label^="Select color"]');
  await colours.nth((await colours.count()) - 1).click();
  await settle();
  // Sizes XL and 36 cost 2 more in the demo catalogue: choose one when there is one, so the price must change.
  const dearer = page.locator('[aria-label="Select size XL"], [aria-label="Select size 36"]');
  const sizes = page.locator('[aria-label^="Select size"]');
  await ((await dearer.count()) ? dearer.first() : sizes.nth((await sizes.count()) - 1)).click();
  await settle();
  await page.waitForTimeout(500);
  const sku = await skuLine().getAttribute('content');
  const price = await text(priceBox());
  if (!sku || !page.url().includes(encodeURIComponent(sku))) throw new Error(`URL ${page.url()} does not name ${sku}`);
  if ((await dearer.count()) && price === before.price) throw new Error(`price stayed ${price} for ${sku}`);
  return `${sku}; URL ${before.url} → ${page.url()}; price ${before.price} → ${price}`;
});

await step('add to cart', async () => {
  await page.click('[data-testid=addToCart]');
  return notification(/added to the cart|Product has been added/i);
});

await step('see it in the microcart', async () => {
  await page.click('[data-testid=openMicrocart]');
  const microcart = page.locator('[data-testid=microcart]');
  await microcart.waitFor();
  const line = microcart.locator('li, .product').first();
  await line.waitFor();
  return text(line);
});

await step('guest checkout with check / money order and order confirmation', async () => {
  await goToCheckout();
  return fillAddressAndPay({ guest: true });
});

await step('register', async () => {
  await page.goto(`${PWA}/`);
  await page.click('[data-testid=accountButton]');
  await page.click('[data-testid=registerLink]');
  await page.fill('[name=email]', email);
  await page.fill('[name=first-name]', 'Reg');
  await page.fill('[name=last-name]', 'Journey');
  await page.fill('[name=password]', password);
  await page.fill('[name=password-confirm]', password);
  await page.locator('#terms').check({ force: true });
  await page.locator('button[type=submit]', { hasText: /register/i }).click();
  return notification(/account|logged in/i);
});

await step('log out and log in', async () => {
  // Logout sits in the account button's hover menu.
  await page.hover('[data-testid=accountButton]');
  await page.locator('a', { hasText: /^\s*Logout\s*$/i }).first().dispatchEvent('click');
  await notification(/logged out/i);
  // The PWA saves its token to localStorage asynchronously: reloading before the cleared token is saved logs the old one back in.
  await page.waitForFunction(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('user/current-token'))
      .every((key) => [null, 'null', '""'].includes(localStorage.getItem(key))),
  );
  await page.goto(`${PWA}/`);
  await page.click('[data-testid=accountButton]');
  await page.fill('[name=email]', email);
  await page.fill('[name=password]', password);
  await page.click('[data-testid=loginSubmit]');
  return notification(/logged in/i);
});

await step('order as the customer, then see it in My account', async () => {
  await page.goto(productUrl);
  await page.locator('[data-testid=addToCart]').waitFor();
  const colours = page.locator('[aria-label^="Select color"]');
  await colours.first().click();
  const sizes = page.locator('[aria-label^="Select size"]');
  await sizes.first().click();
  await settle();
  await page.click('[data-testid=addToCart]');
  await notification(/added to the cart|Product has been added/i);
  await goToCheckout();
  const number = await fillAddressAndPay({ guest: false });
  await page.goto(`${PWA}/my-account/orders`);
  const order = page.locator('table tr, .order', { hasText: number.match(/^\d{9}$/) ? number : /\d{9}/ }).first();
  await order.waitFor();
  return `order ${number}: ${await text(order)}`;
});

await step('search with a typo', async () => {
  await page.goto(`${PWA}/`);
  await page.locator('[data-testid=openSearchPanel]:visible').first().click();
  await page.fill('#search', 'backpak');
  const hit = page.locator('[data-testid=searchPanel] [data-testid=productLink]').first();
  await hit.waitFor();
  return `"backpak" → ${await page.locator('[data-testid=searchPanel] [data-testid=productLink]').count()} results, first: ${await text(hit)}`;
});

await step('open a CMS page', async () => {
  await page.goto(`${PWA}/i/about-us`);
  const title = page.locator('h1, .cms-content h2').first();
  await title.waitFor();
  return `${page.url()}: ${await text(title)}`;
});

await browser.close();
console.log('\n| step | outcome | what was seen |\n| --- | --- | --- |');
for (const result of results) console.log(`| ${result.name} | ${result.ok ? 'ok' : 'failed'} | ${result.seen.replace(/\|/g, '\\|')} |`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
