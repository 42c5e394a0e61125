import { expect, test, type Page } from './test';

// The policy is enforced: a page that needs anything it does not allow breaks, and the browser reports it.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    reportCspViolation: (violation: string) => void;
  }
}

/** Every violation of every page the test opens: reported to the test at once, so a later navigation loses none. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    // A blocked load is an error; a Permissions-Policy feature the browser does not know is a warning.
    if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => [...violations];
}

test.describe('security headers and the enforced Content-Security-Policy', () => {
  test('pages carry the headers, one policy a cached page can carry, and nothing they load is blocked', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const headers = response!.headers();
    // Scripts from this origin and Next's inline ones only; no nonce, so the cached page matches its policy (ADR 0020).
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const second = await page.request.get('/');
    expect(second.headers()['content-security-policy']).toBe(headers['content-security-policy']);

    // Hydrated and interactive: the home page's tiles, a category, a product page with its add-to-cart button.
    await expect(page.getByRole('region', { name: /new products/i }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/c/jackets-23');
    await page.getByRole('main').getByRole('link').filter({ has: page.locator('img') }).first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
    await page.getByRole('button', { name: /add to cart/i }).click();
    await expect(page.getByRole('button', { name: /^\S+,? 1 \S+$/ })).toBeVisible();
    // The checkout's code, with its validation schemas, has run: a validator that probes `new Function` (classic
    // zod's JIT) would be reported here.
    await page.goto('/checkout');
    await expect(page.locator('section[data-step="personal"]').getByRole('textbox').first()).toBeVisible();
    await page.goto('/about-us');
    // The service worker registers under the policy.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('API answers and images carry the headers and a closed policy; CORS preflights are answered', async ({ request }) => {
    const answer = await request.get('/api/stock/check?sku=none', { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    expect(answer.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    const preflight = await request.fetch('/api/catalog/vue_storefront_catalog/product/_search', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers()['access-control-allow-methods']).toMatch(/POST/);
    const form = await request.post('/api/user/reset-password', { form: { email: 'a@example.com' } });
    expect(form.status()).toBe(415);
    expect((await form.json()).result).toMatch(/application\/json/);
  });
});
