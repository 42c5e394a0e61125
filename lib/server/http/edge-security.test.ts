import { NextRequest } from 'next/server';
import { handleResource, securePage } from './edge-security';

const request = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), init);

afterEach(() => {
  delete process.env.CORS_ORIGINS;
  delete process.env.PUBLIC_URL;
  delete process.env.PAYPAL_CLIENT_ID;
});

describe('API and image answers (proxy.ts)', () => {
  it('answers a CORS preflight with the allowed methods and headers', () => {
    const answer = handleResource(
      request('/api/catalog/vue_storefront_catalog/product/_search', {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:3100', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      }),
    )!;
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type|Content-Type.*Authorization/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds CORS and security headers to answers of /api and /img, and only allows listed origins when CORS_ORIGINS is set', () => {
    const image = handleResource(request('/img/600/744/resize/w/j/wj.jpg', { headers: { origin: 'http://127.0.0.1:3100' } }))!;
    expect(image.headers.get('access-control-allow-origin')).toBe('*');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(image.headers.get('x-frame-options')).toBe('DENY');
    process.env.CORS_ORIGINS = 'https://pwa.example.com';
    const listed = handleResource(request('/api/stock/check?sku=a', { headers: { origin: 'https://pwa.example.com' } }))!;
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://pwa.example.com');
    const other = handleResource(request('/api/stock/check?sku=a', { headers: { origin: 'https://evil.example.com' } }))!;
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(handleResource(request('/checkout'))).toBeNull();
  });

  it('refuses a form-encoded body on a state-changing endpoint with 415 and a message', async () => {
    const form = handleResource(
      request('/api/user/change-password?token=x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' }, body: 'currentPassword=a&b' }),
    )!;
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ code: 415, result: 'Content-Type must be application/json for this request.' });
    const json = handleResource(request('/api/cart/update', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' }, body: '{}' }))!;
    expect(json.status).toBe(200);
    const bodiless = handleResource(request('/api/cart/create', { method: 'POST' }))!;
    expect(bodiless.status).toBe(200);
  });

  it('sends HSTS when PUBLIC_URL is https', () => {
    expect(handleResource(request('/api/health'))!.headers.get('strict-transport-security')).toBeNull();
    process.env.PUBLIC_URL = 'https://shop.example.com';
    expect(handleResource(request('/api/health'))!.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});

describe('pages (proxy.ts)', () => {
  it('puts the page policy and the other headers on the answer, the same for every request; PayPal only when configured', () => {
    const answer = securePage(new Response('ok'));
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(policy).not.toContain('paypal');
    expect(securePage(new Response('again')).headers.get('content-security-policy')).toBe(policy);
    process.env.PAYPAL_CLIENT_ID = 'sb-client';
    expect(securePage(new Response('ok')).headers.get('content-security-policy')).toContain('https://www.paypal.com');
  });
});
