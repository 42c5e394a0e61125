import { readFile } from 'node:fs/promises';
import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { AccountPage, PASSWORD, placeOrderThroughApi, registerThroughApi, simpleInStock, uniqueEmail, type Customer } from './pages/account-page';
import de from '../messages/de-DE.json';
import it from '../messages/it-IT.json';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).include('main').withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

const newCustomer = (): Customer => ({ email: uniqueEmail(), firstname: 'Jane', lastname: `Privacy${Date.now()}`, password: PASSWORD });

/** Signs in from the login window My account opens for a signed-out visitor, with the store view's labels. */
async function signInOnMyAccount(page: Page, customer: Customer, labels: { email: string; password: string; login: string }, prefix = '') {
  await new AccountPage(page).goto(prefix);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(labels.email, { exact: true }).fill(customer.email);
  await dialog.getByLabel(labels.password, { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: labels.login, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('My account: my data and my account', () => {
  test('the shopper downloads their data, is told a connection is needed offline, and deletes the account with the password', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    const orderNumber = await placeOrderThroughApi(request, customer, await simpleInStock(request));
    await signInOnMyAccount(page, customer, { email: 'E-mail address', password: 'Password', login: 'Log in' });

    const section = page.getByRole('region', { name: 'My data and account' });
    await expect(section).toBeVisible();
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My data and account' }).click();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.account).toMatchObject({ email: customer.email, lastname: customer.lastname });
    expect(exported.orders.map((order: { incrementId: string }) => order.incrementId)).toEqual([orderNumber]);

    await context.setOffline(true);
    await expect(section.getByRole('status')).toHaveText('You are offline. Downloading your data or deleting your account needs a connection to the shop.');
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Delete my account' })).toHaveAccessibleDescription(/needs a connection/);
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(section.getByRole('button', { name: 'Delete my account' })).toBeEnabled();

    const form = section.getByRole('form', { name: 'Delete my account' });
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Enter your current password.');
    await expect(form.getByRole('checkbox', { name: /^I understand/ })).toHaveAccessibleDescription('Tick the box to confirm the deletion.');

    await form.getByLabel('Current password').fill('Not-My-Pass1');
    await form.getByRole('checkbox', { name: /^I understand/ }).check();
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Nothing was deleted' })).toHaveText("The password doesn't match this account. Nothing was deleted.");
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expectNoAxeViolations(page);

    // The browser remembers the newsletter e-mail of a subscription (spec §4): the erased subscription's goes too.
    await page.evaluate((email) => localStorage.setItem('newsletter:email', email), customer.email);
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and personal data were deleted. You are signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('newsletter:email'))).toBeNull();

    // Signed out in this browser: My account asks to log in again, and the account is gone on the server.
    await new AccountPage(page).goto();
    await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    const login = await request.post('/api/user/login', { data: { username: customer.email, password: customer.password } });
    expect(login.status()).toBe(401);
  });

  for (const [prefix, messages] of [['/de', de], ['/it', it]] as const) {
    test(`the ${prefix} store view offers both in its language`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const customer = newCustomer();
      await registerThroughApi(request, customer);
      const labels = { email: messages.Account.fields.email, password: messages.Account.fields.password, login: messages.Account.login };
      await signInOnMyAccount(page, customer, labels, prefix);
      const section = page.getByRole('region', { name: messages.AccountPrivacy.title });
      await expect(section.getByRole('button', { name: messages.AccountPrivacy.download })).toBeVisible();
      await expect(section.getByRole('form', { name: messages.AccountPrivacy.deleteTitle }).getByLabel(messages.AccountPrivacy.password)).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: messages.AccountPrivacy.download }).click()]);
      expect(JSON.parse(await readFile((await download.path())!, 'utf8')).account.email).toBe(customer.email);
      await expectNoAxeViolations(page);
    });
  }
});
