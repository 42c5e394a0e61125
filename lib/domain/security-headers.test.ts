import { baseSecurityHeaders, isHttpsUrl, pageContentSecurityPolicy, PAYPAL_ORIGINS, TAG_MANAGER_ORIGINS } from './security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((entry) => [entry.split(' ')[0]!, entry.split(' ').slice(1)]));

describe('pageContentSecurityPolicy', () => {
  const base = { paypal: false, https: false };

  it('allows scripts from this origin and the inline ones of cached pages, the service worker, and nothing from elsewhere', () => {
    const policy = directives(pageContentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // The same policy on every request: nothing in it may vary, or a cached page's scripts would be refused.
    expect(pageContentSecurityPolicy(base)).toBe(pageContentSecurityPolicy(base));
    expect(pageContentSecurityPolicy(base)).not.toMatch(/nonce-|strict-dynamic/);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(pageContentSecurityPolicy(base)).not.toMatch(/unsafe-eval|paypal|upgrade-insecure-requests/);
  });

  it("adds PayPal's origins only when PayPal is offered", () => {
    const policy = directives(pageContentSecurityPolicy({ ...base, paypal: true }));
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) expect(policy.get(name)).toEqual(expect.arrayContaining(PAYPAL_ORIGINS));
  });

  it("adds Google Tag Manager's origins only when the shop set a container (GTM_ID)", () => {
    expect(pageContentSecurityPolicy(base)).not.toMatch(/google/);
    const policy = directives(pageContentSecurityPolicy({ ...base, tagManager: true }));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(TAG_MANAGER_ORIGINS.script));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(TAG_MANAGER_ORIGINS.connect));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(TAG_MANAGER_ORIGINS.img));
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('upgrades insecure requests behind https and allows eval only in development', () => {
    const policy = pageContentSecurityPolicy({ ...base, https: true, development: true });
    expect(policy).toContain('upgrade-insecure-requests');
    expect(directives(policy).get('script-src')).toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  });
});

describe('baseSecurityHeaders', () => {
  it('sends HSTS only behind https', () => {
    expect(baseSecurityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(baseSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(baseSecurityHeaders({ https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('reads https from PUBLIC_URL', () => {
    expect(isHttpsUrl('https://shop.example.com')).toBe(true);
    expect(isHttpsUrl('http://shop.example.com')).toBe(false);
    expect(isHttpsUrl(undefined)).toBe(false);
  });
});
