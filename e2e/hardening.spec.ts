import { expect, test } from './test';

/** What only the real server shows (issue 11 §1–§2): Next.js' own path decoding and body handling, through the proxy. */
test.describe('hardening over HTTP', () => {
  test('a page path with malformed percent-encoding gets the shop 404 page, not a plain-text 500', async ({ page }) => {
    for (const path of ['/p/%ff/x', '/%c0%af', '/p/%25/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('API and image paths with malformed percent-encoding answer a JSON 400 envelope', async ({ request }) => {
    for (const path of ['/api/catalog/%ff/product/_search', '/img/%ff/1/resize/a.jpg', '/api/stock/check/%c0%af']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toEqual({ code: 400, result: expect.stringMatching(/malformed percent-encoding/) });
    }
    const literalPercent = await request.get('/api/stock/check/%25');
    expect(await literalPercent.json()).toEqual({ code: 404, result: "No stock item for sku '%'." });
  });

  test('unknown API paths and unsupported methods answer JSON envelopes', async ({ request }) => {
    const unknown = await request.get('/api/nope');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, result: 'No API endpoint at /api/nope.' });
    const wrongMethod = await request.put('/api/stock/check?sku=x');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect((await wrongMethod.json()).code).toBe(405);
  });

  test('a body over 1 MB is refused with 413 before it is read', async ({ request }) => {
    const response = await request.post('/api/eventlog', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ eventType: 'contact', padding: 'x'.repeat(2_000_000) }),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ code: 413, result: 'Request body is too large: at most 1000 KB are accepted.' });
  });
});
