import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { CheckoutPage, simpleProductInStock } from './pages/checkout-page';
import { AccountPage, AuthModal, PASSWORD, placeOrderThroughApi, registerThroughApi, simpleInStock, uniqueEmail, type Customer } from './pages/account-page';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page, selector: string) {
  const result = await axeScan(page).include(selector).withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

const newCustomer = (): Customer => ({ email: uniqueEmail(), firstname: 'Jane', lastname: 'Doe', password: PASSWORD });

test.describe('account', () => {
  test('anonymous visitors of /my-account see the login requirement and the login modal', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    const modal = new AuthModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.dialog).toHaveAccessibleName('Log in');
    await expectNoAxeViolations(page, 'dialog');
  });

  test('register shows the form messages and the duplicate e-mail message', async ({ page, request }) => {
    const existing = newCustomer();
    await registerThroughApi(request, existing);
    await page.goto('/');
    const modal = new AuthModal(page);
    await modal.openFromHeader();
    await modal.switchToRegister();
    await expect(modal.dialog).toHaveAccessibleName('Register');
    await modal.dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal.field('E-mail address')).toBeFocused();
    await expect(modal.dialog.getByText('Field is required').first()).toBeVisible();
    await modal.field('Password').fill('short');
    await modal.dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal.dialog.getByText('Password must have at least 8 letters.')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');

    await modal.register(existing);
    await expect(modal.dialog.getByText('A customer with the same email already exists in an associated website.')).toBeVisible();
  });

  test("/de: a failed login and a taken e-mail are told in German, not in the API's English", async ({ page, request }) => {
    const existing = newCustomer();
    await registerThroughApi(request, existing);
    await page.goto('/de/my-account');
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(existing.email);
    await login.getByLabel('Passwort', { exact: true }).fill('not-the-password-1');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('Sie haben sich nicht korrekt angemeldet, oder Ihr Konto ist vorübergehend gesperrt.');
  });

  test('register → log out → log in → profile → address → password → order history', async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = newCustomer();
    const modal = new AuthModal(page);
    const account = new AccountPage(page);

    await page.goto('/');
    await modal.openFromHeader();
    await expectNoAxeViolations(page, 'dialog');
    await modal.switchToRegister();
    await modal.register(customer);
    await expect(modal.dialog).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Account and cart' }).getByRole('link', { name: 'Account' })).toBeVisible();

    const orderNumber = await placeOrderThroughApi(request, customer, await simpleInStock(request));

    await account.goto();
    await expect(account.section('profile')).toBeVisible();
    await account.logout();
    await expect(page.getByText("You're logged out")).toBeVisible();

    await account.goto();
    await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    await modal.login(customer.email, customer.password);
    await expect(modal.dialog).toBeHidden();
    await expect(account.section('profile')).toBeVisible();

    await account.updateFirstname('Janet');
    await expect(page.getByText('Account data has successfully been updated')).toBeVisible();
    await page.reload();
    await expect(account.section('profile').getByLabel('First name')).toHaveValue('Janet');

    await account.addAddress({ firstname: 'Janet', lastname: 'Doe', street: 'Main Street', apartment: '1', city: 'Seattle', postcode: '98101', country: 'US', region: 'Washington' });
    await expect(account.addresses()).toHaveCount(1);
    await expect(account.addresses().first()).toContainText('Main Street 1, 98101 Seattle, US');
    await expect(account.addresses().first()).toContainText('Default shipping address');

    const newPassword = 'Other-Pass2';
    await account.changePassword(customer.password, newPassword);
    await expect(page.getByText('Password has successfully been changed')).toBeVisible();

    await expect(account.orders()).toHaveCount(1);
    const order = account.orders().first();
    await expect(order).toContainText(`#${orderNumber}`);
    await order.locator('summary').click();
    await expect(order.getByRole('table')).toBeVisible();

    for (const section of ['profile', 'addresses', 'password', 'newsletter', 'orders']) await expectNoAxeViolations(page, `#account-${section}`);

    // The new password works (automatic login after the change kept the session; a fresh login proves it).
    await account.logout();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await modal.openFromHeader();
    await modal.login(customer.email, newPassword);
    await expect(modal.dialog).toBeHidden();
  });

  test('after logging in with the keyboard the focus is on the header’s account link, and Tab goes on from there (WCAG 2.4.3)', async ({ page, request }) => {
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await header.getByRole('button', { name: /^Account/ }).focus();
    await page.keyboard.press('Enter');
    const modal = new AuthModal(page);
    await expect(modal.dialog).toBeVisible();
    await modal.field('E-mail address').focus();
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(modal.dialog).toBeHidden();
    // The Log in button became the My account link: the focus is there (before: on <body>, and Tab reached the cookie bar).
    await expect(header.getByRole('link', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: /^Wishlist/ })).toBeFocused();
  });

  test('forgot password: offline message, then the link is sent; the footer account link opens the modal', async ({ page, context }) => {
    await page.goto('/');
    const modal = new AuthModal(page);
    await page.getByRole('contentinfo').getByRole('button', { name: /^My account/ }).click();
    await expect(modal.dialog).toHaveAccessibleName('Log in');
    await modal.dialog.getByRole('button', { name: 'Forgot the password?' }).click();
    await expect(modal.dialog).toHaveAccessibleName('Reset password');
    await expectNoAxeViolations(page, 'dialog');
    await modal.field('E-mail address').fill(uniqueEmail());
    await context.setOffline(true);
    await modal.dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Reset password feature does not work while offline!')).toBeVisible();
    await context.setOffline(false);
    await modal.dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(modal.dialog.getByText('If an account exists for this address, we have sent a link to choose a new password.')).toBeVisible();
  });

  test('create-password page: an incomplete link, and a wrong token gets the server message', async ({ page }) => {
    await page.goto('/create-password');
    await expect(page.getByText('This reset link is incomplete.', { exact: false })).toBeVisible();
    await page.goto(`/reset-password?email=${encodeURIComponent(uniqueEmail())}&token=wrong-token`);
    await page.getByLabel('New password', { exact: true }).fill('Other-Pass2');
    await page.getByLabel('Repeat password', { exact: true }).fill('Other-Pass2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The password token is mismatched or expired. Ask for a new reset link.')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });

  test('an expired token is refreshed silently', async ({ page, context, request }) => {
    const customer = newCustomer();
    await registerThroughApi(request, customer);
    await new AccountPage(page).goto();
    await new AuthModal(page).login(customer.email, customer.password);
    await expect(new AccountPage(page).section('orders').getByText('No orders yet.')).toBeVisible();

    // A new tab of the logged-in session, whose first order-history request is answered as expired (the route
    // belongs to this tab alone, so nothing the first tab still asks for can take that answer).
    const tab = await context.newPage();
    await page.close();
    let rejected = false;
    await tab.route('**/api/user/order-history**', async (route) => {
      if (rejected) return route.continue();
      rejected = true;
      await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, result: 'Token expired' }) });
    });
    const refreshed = tab.waitForResponse((response) => response.url().includes('/api/user/refresh') && response.status() === 200);
    const account = new AccountPage(tab);
    await account.goto();
    await refreshed;
    expect(rejected).toBe(true);
    await expect(account.section('orders').getByText('No orders yet.')).toBeVisible();
    await expect(tab.getByText('You need to be logged in to see this page')).toBeHidden();
  });

  test('a customer checks out with the saved address; the order shows in the /my-account history', async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = newCustomer();
    const washington = { region: 'Washington', region_code: 'WA', region_id: 62 };
    const saved = { firstname: 'Jane', lastname: 'Doe', street: ['Elm Street', '5'], city: 'Seattle', postcode: '98101', country_id: 'US', region: washington, region_id: 62, region_code: 'WA', default_shipping: true, default_billing: true };
    await registerThroughApi(request, customer, [saved]);
    const modal = new AuthModal(page);
    const checkout = new CheckoutPage(page);
    const account = new AccountPage(page);

    await page.goto('/');
    await modal.openFromHeader();
    await modal.login(customer.email, customer.password);
    await expect(modal.dialog).toBeHidden();

    const { product } = await simpleProductInStock(request, 6);
    await checkout.addToCart(product);
    await checkout.goto();
    await expect(checkout.field('personal', 'First name')).toHaveValue('Jane');
    await expect(checkout.field('personal', 'E-mail address')).toHaveValue(customer.email);
    // A customer already has an account.
    await expect(checkout.step('personal').getByRole('checkbox', { name: /create an account/i })).toHaveCount(0);
    await checkout.continueButton('personal').click();
    await expect(checkout.field('shipping', 'City')).toHaveValue('Seattle');
    await expect(checkout.step('shipping').getByRole('radio').first()).toBeChecked();
    await checkout.continueButton('shipping').click();
    await checkout.fillPayment();
    await checkout.acceptTerms();
    await checkout.placeOrder.click();
    await expect(checkout.thankYou).toBeVisible();
    const orderNumber = (await checkout.orderNumber.innerText()).trim();

    await account.goto();
    await expect(account.orders()).toHaveCount(1);
    const order = account.orders().first();
    await expect(order).toContainText(orderNumber);
    // Spec §9: the store's date format (HH:mm D/M/YYYY) and the methods' titles, not their codes.
    await expect(order.locator('summary')).toContainText(/\b\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}\b/);
    await order.locator('summary').click();
    await expect(order).toContainText('Flat Rate - Fixed');
    await expect(order).toContainText('Check / Money order');
    await expect(order).not.toContainText('flatrate');
  });
});
