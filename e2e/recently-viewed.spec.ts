import { expect, test, type Page } from './test';
import { waitForServiceWorker } from './support/service-worker';

/**
 * Recently viewed (issue 44, ADR 0047): the products a shopper viewed, kept in this browser per store view, shown on
 * the product page (without the product on screen), in the empty cart and on the home page; after a reload, offline
 * (from what was stored, the pages from the service worker), and emptied by Clear.
 */
test.use({ serviceWorkers: 'allow' });

const row = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Recently viewed' });
const rowNames = (page: Page) => row(page).getByRole('listitem').getByRole('link');

test('three products viewed show in the row, newest first, after a reload and offline; Clear empties it', async ({ page, context }) => {
  test.slow(); // five page loads, a service worker and two offline loads
  await page.goto('/');
  await waitForServiceWorker(page);
  // A first visit has no row.
  await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
  const tiles = page.locator('section[aria-labelledby="new-products"] .product-tile > a');
  const products = await Promise.all(
    [0, 1, 2].map(async (index) => ({
      href: (await tiles.nth(index).getAttribute('href')) ?? '',
      name: ((await tiles.nth(index).locator('.product-tile__name').textContent()) ?? '').trim(),
    })),
  );
  expect(products.every((product) => product.href.startsWith('/p/') && product.name)).toBe(true);
  const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

  // The first product: nothing else viewed yet, so no row; the empty cart lists it.
  await page.goto(first.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await page.getByRole('banner').getByTestId('cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(cart.getByRole('region', { name: 'Recently viewed' }).getByRole('link')).toHaveText([first.name]);
  await page.keyboard.press('Escape');
  await expect(row(page)).toHaveCount(0);

  await page.goto(second.href);
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([first.name]);

  await page.goto(third.href);
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([second.name, first.name]);
  await expect(row(page).getByRole('list')).toHaveAccessibleName('Recently viewed');

  await page.reload();
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([second.name, first.name]);

  // A returning shopper's home page.
  await page.goto('/');
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([third.name, second.name, first.name]);
  await expect(row(page).getByRole('listitem').first()).toContainText(/\$\d/);

  // Offline: the pages come from the service worker, the row from IndexedDB.
  await context.setOffline(true);
  await page.reload();
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([third.name, second.name, first.name]);
  await page.goto(second.href);
  await page.mouse.move(20, 20);
  await expect(rowNames(page)).toHaveText([third.name, first.name]);
  await context.setOffline(false);

  // Clear, with the keyboard: the list goes, the change is said, the focus stays in the row.
  await row(page).getByRole('button', { name: 'Clear the recently viewed products' }).focus();
  await page.keyboard.press('Enter');
  await expect(row(page).getByRole('status')).toHaveText('Your recently viewed products have been cleared.');
  await expect(row(page).getByRole('heading', { name: 'Recently viewed' })).toBeFocused();
  await expect(rowNames(page)).toHaveCount(0);
  await page.goto('/');
  await page.mouse.move(20, 20);
  await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
  await page.getByRole('banner').getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' }).getByText('Your shopping cart is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
});
