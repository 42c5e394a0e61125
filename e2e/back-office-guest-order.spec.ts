import { expect, test } from './test';
import { simpleInStock, uniqueEmail } from './pages/account-page';
import { expectNoAxeViolations, signIn } from './support/back-office';
import { orderPayload, testAddress } from '../test/support/orders';

/**
 * A guest's order as the shop owner meets it (issue 42): the guest orders in the storefront's API, the owner finds the
 * order by the guest's e-mail, cancels it, and its stock is back in the shop at once; axe-clean on every page.
 */
test('the owner finds a guest’s order by e-mail and cancels it; its stock is back in the shop', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Its own product: other specs order the shared one while this one counts the stock.
  const sku = await simpleInStock(request, { ownStock: true });
  const stock = async () => (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()).result.qty as number;
  const before = await stock();
  const email = uniqueEmail();
  const placed = await request.post('/api/order', { data: orderPayload([{ sku, qty: 2 }], {}, testAddress({ email, firstname: 'Guest', lastname: 'Shopper' })) });
  expect(placed.ok()).toBe(true);
  const orderNumber = String((await placed.json()).result.orderNumber);
  expect(await stock()).toBe(before - 2);

  await signIn(page);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 order · page 1 of 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row).toContainText('Guest Shopper');
  await expect(row).toContainText('pending');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the order (returns its stock)' }).click();
  await expect(page.getByRole('status')).toHaveText('The order is now canceled; the customer was e-mailed.');
  await expect(page.getByRole('button', { name: 'Start processing' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await stock()).toBe(before);
});
