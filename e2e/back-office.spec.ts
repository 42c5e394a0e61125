import { expect, test } from './test';
import { AccountPage, AuthModal, PASSWORD, placeOrderThroughApi, registerThroughApi, simpleInStock, uniqueEmail, type Customer } from './pages/account-page';
import { findProducts, productPath } from './pages/product-page';
import { expectNoAxeViolations, signIn } from './support/back-office';

test.describe('back office', () => {
  test('a visitor without a staff session gets the sign-in form; back-office pages are never cached nor indexed', async ({ page }) => {
    const response = await page.goto('/admin/orders');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
  });

  test('the owner ships a customer’s order and the customer’s account shows it shipped', async ({ page, request }) => {
    test.setTimeout(120_000);
    const customer: Customer = { email: uniqueEmail(), firstname: 'Jane', lastname: 'Doe', password: PASSWORD };
    await registerThroughApi(request, customer);
    const orderNumber = await placeOrderThroughApi(request, customer, await simpleInStock(request));

    await signIn(page);
    await page.getByLabel('Search').fill(orderNumber);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('1 order · page 1 of 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `#${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(page.getByRole('status')).toHaveText('The order is now processing; the customer was e-mailed.');
    await page.getByLabel('Carrier').fill('UPS');
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('The order is now complete; the customer was e-mailed.');
    await expect(page.getByRole('main').locator('p', { hasText: 'Status:' })).toContainText('shipped with UPS, tracking number 1Z999AA10123456784');
    await expect(page.getByRole('button', { name: /Cancel the order/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const shopper = await page.context().browser()!.newPage();
    await shopper.goto('/my-account');
    const modal = new AuthModal(shopper);
    await expect(modal.dialog).toBeVisible();
    await modal.login(customer.email, customer.password);
    await expect(modal.dialog).toBeHidden();
    const order = new AccountPage(shopper).orders().first();
    await expect(order).toContainText(`#${orderNumber}`);
    await expect(order).toContainText('shipped');
    await order.locator('summary').click();
    await expect(order.getByText('Shipped with UPS, tracking number 1Z999AA10123456784')).toBeVisible();
    await shopper.close();
  });

  test('the owner approves a review and it appears on the product page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'simple' } }], 50)).filter((entry) => entry.status === 1 && entry.visibility === 4);
    const title = `Fits well ${Date.now()}`;
    const created = await request.post('/api/review/create', { data: { review: { product_id: product!.id, title, detail: 'True to size, warm.', nickname: 'Ana', rating: 5 } } });
    expect(created.ok()).toBe(true);
    await page.goto(productPath(product!));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await signIn(page);
    await page.getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: `Choose review “${title}” by Ana` }).check();
    await page.getByRole('button', { name: 'Approve the chosen reviews' }).click();
    await expect(page.getByRole('status')).toHaveText('1 review approved.');

    const started = Date.now();
    await expect(async () => {
      await page.goto(productPath(product!));
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
