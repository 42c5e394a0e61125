import { readFile } from 'node:fs/promises';
import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { PASSWORD, placeOrderThroughApi, registerThroughApi, simpleInStock, uniqueEmail, type Customer } from './pages/account-page';
import { E2E_OWNER } from '../test/support/e2e-owner';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

test('the owner finds a customer, exports their data and erases them; they can no longer sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer: Customer = { email: uniqueEmail(), firstname: 'Jane', lastname: `Forgetme${Date.now()}`, password: PASSWORD };
  await registerThroughApi(request, customer);
  const orderNumber = await placeOrderThroughApi(request, customer, await simpleInStock(request));

  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(E2E_OWNER.email);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Search').fill(customer.lastname);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('1 customer · page 1 of 1')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Jane ${customer.lastname}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jane ${customer.lastname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${orderNumber}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export personal data' }).click()]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.account.email).toBe(customer.email);
  expect(exported.orders.map((order: { incrementId: string }) => order.incrementId)).toEqual([orderNumber]);

  await page.getByLabel('Type the e-mail again to confirm').fill(customer.email);
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByRole('status')).toHaveText(`${customer.email} was erased: the account was deleted, 1 order anonymised, 0 reviews unlinked.`);
  await expectNoAxeViolations(page);

  const login = await request.post('/api/user/login', { data: { username: customer.email, password: customer.password } });
  expect(login.status()).toBe(401);
});
