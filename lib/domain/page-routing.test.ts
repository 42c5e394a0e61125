import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { localeSegmentRedirects, staticSecurityHeaders, storeRewrites, translatedPageRedirects, type StoreRouting } from './page-routing';

const routing: StoreRouting = {
  defaultLocale: 'en-US',
  prefixes: { 'de-DE': '/de', 'it-IT': '/it' },
  translatedPages: { accessibility: { 'en-US': 'accessibility', 'de-DE': 'barrierefreiheit', 'it-IT': 'accessibilita' } },
};

type Rule = { source: string; destination: string; has?: Parameters<typeof matchHas>[2] };

/**
 * What Next.js makes of a list of rewrites or redirects for a path and request headers (its own matcher and `has`
 * check): the first match's destination.
 */
function firstDestination(routes: Rule[], pathname: string, requestHeaders: Record<string, string> = {}): string | null {
  for (const route of routes) {
    const params = getPathMatch(route.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!params) continue;
    const hasParams = route.has ? matchHas({ headers: requestHeaders } as never, {}, route.has) : {};
    if (!hasParams) continue;
    return prepareDestination({
      appendParamsToQuery: false,
      destination: route.destination,
      params: { ...params, ...hasParams },
      query: {},
    } as never).newUrl;
  }
  return null;
}

/** The headers Next.js adds to an answer for a path and request headers: every matching rule, later ones winning. */
function headersFor(pathname: string, requestHeaders: Record<string, string> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of staticSecurityHeaders()) {
    if (!getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname)) continue;
    if (rule.has && !matchHas({ headers: requestHeaders } as never, {}, rule.has)) continue;
    for (const { key, value } of rule.headers) result[key.toLowerCase()] = value;
  }
  return result;
}

describe('store prefixes and the request origin as static rewrites', () => {
  const rewrites = storeRewrites(routing);
  const local = { host: '127.0.0.1:3000' };
  /** The page path a public path is rendered by, asked for at http://127.0.0.1:3000. */
  const pageOf = (path: string) => firstDestination(rewrites, path, local);

  it('renders /de and /it pages by their locale route, every other page by the default store', () => {
    expect(pageOf('/')).toBe('/en-US/http~127.0.0.1:3000');
    expect(pageOf('/c/gear-3')).toBe('/en-US/http~127.0.0.1:3000/c/gear-3');
    expect(pageOf('/women/tops-women/jackets-women')).toBe('/en-US/http~127.0.0.1:3000/women/tops-women/jackets-women');
    expect(pageOf('/de')).toBe('/de-DE/http~127.0.0.1:3000');
    expect(pageOf('/de/c/gear-3')).toBe('/de-DE/http~127.0.0.1:3000/c/gear-3');
    expect(pageOf('/it/p/MJ01/beaumont-summit-kit')).toBe('/it-IT/http~127.0.0.1:3000/p/MJ01/beaumont-summit-kit');
    // Whole segments only: a category called "demo" or "italy" belongs to the default store.
    expect(pageOf('/demo')).toBe('/en-US/http~127.0.0.1:3000/demo');
    expect(pageOf('/italy/coats')).toBe('/en-US/http~127.0.0.1:3000/italy/coats');
    // The back office is no storefront page, but a category called "administration" is.
    expect(pageOf('/administration')).toBe('/en-US/http~127.0.0.1:3000/administration');
  });

  it('leaves the API, images, Next.js files and paths already naming a locale alone', () => {
    for (const path of ['/api/health', '/img/310/300/resize/a.jpg', '/_next/static/chunks/a.js', '/serwist/sw.js', '/en-US/c/gear-3', '/de-DE/women', '/admin', '/admin/orders/12']) {
      expect(pageOf(path)).toBeNull();
    }
  });

  it('maps the path proxy.ts rewrites a listing to like any page, its escapes kept', () => {
    expect(pageOf('/c/gear-3/~q/color%3D49')).toBe('/en-US/http~127.0.0.1:3000/c/gear-3/~q/color%3D49');
    expect(pageOf('/de/c/gear-3/~q/page%3D2')).toBe('/de-DE/http~127.0.0.1:3000/c/gear-3/~q/page%3D2');
    expect(pageOf('/search/~q/q%3Djacket')).toBe('/en-US/http~127.0.0.1:3000/search/~q/q%3Djacket');
  });

  it("renders a translated page's slug in each store by its route, and sends the route's own name there to the slug", () => {
    expect(pageOf('/accessibility')).toBe('/en-US/http~127.0.0.1:3000/accessibility');
    expect(pageOf('/de/barrierefreiheit')).toBe('/de-DE/http~127.0.0.1:3000/accessibility');
    expect(pageOf('/it/accessibilita')).toBe('/it-IT/http~127.0.0.1:3000/accessibility');
    // Another store's slug is an ordinary (unknown) path of the store.
    expect(pageOf('/barrierefreiheit')).toBe('/en-US/http~127.0.0.1:3000/barrierefreiheit');
    expect(pageOf('/it/barrierefreiheit')).toBe('/it-IT/http~127.0.0.1:3000/barrierefreiheit');
    expect(firstDestination(rewrites, '/de/barrierefreiheit', {})).toBe('/de-DE/_/accessibility');
    const redirects = translatedPageRedirects(routing);
    expect(firstDestination(redirects, '/de/accessibility')).toBe('/de/barrierefreiheit');
    expect(firstDestination(redirects, '/it/accessibility')).toBe('/it/accessibilita');
    expect(firstDestination(redirects, '/accessibility')).toBeNull();
    expect(firstDestination(redirects, '/de/barrierefreiheit')).toBeNull();
    expect(redirects.every((redirect) => redirect.statusCode === 301)).toBe(true);
  });

  it("renders the default store's own translated slug by its route, not as an ordinary path", () => {
    const english = { ...routing, translatedPages: { accessibility: { ...routing.translatedPages!.accessibility, 'en-US': 'accessibility-statement' } } };
    expect(firstDestination(storeRewrites(english), '/accessibility-statement', local)).toBe('/en-US/http~127.0.0.1:3000/accessibility');
    expect(firstDestination(storeRewrites(english), '/de/barrierefreiheit', local)).toBe('/de-DE/http~127.0.0.1:3000/accessibility');
  });

  it("tries the default store's rules before another store's (Next.js compiles every rule it tries, on every request)", () => {
    const firstOtherStoreRule = rewrites.findIndex((rule) => !rule.destination.startsWith('/en-US/'));
    const matchedAt = (path: string) =>
      rewrites.findIndex((rule) => firstDestination([rule], path, local) !== null);
    expect(matchedAt('/women/tops-women/jackets-women')).toBeLessThan(firstOtherStoreRule);
    expect(matchedAt('/')).toBeLessThan(firstOtherStoreRule);
    expect(matchedAt('/p/MJ01/beaumont-summit-kit')).toBeLessThan(firstOtherStoreRule);
  });

  it('names the origin the request arrived at: the forwarded host first, https when the TLS terminator says so', () => {
    const origin = (headers: Record<string, string>) => firstDestination(rewrites, '/de/c/gear-3', headers)?.split('/')[2];
    expect(origin({ host: 'localhost:3000' })).toBe('http~localhost:3000');
    expect(origin({ host: 'shop.example.com', 'x-forwarded-proto': 'https' })).toBe('https~shop.example.com');
    expect(origin({ host: 'shop.example.com', 'x-forwarded-proto': 'http, https' })).toBe('https~shop.example.com');
    expect(origin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' })).toBe('http~shop.example.com');
    expect(origin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com:8443, proxy.internal', 'x-forwarded-proto': 'https' })).toBe(
      'https~shop.example.com:8443',
    );
    // A malformed forwarded host falls back on Host.
    expect(origin({ host: 'shop.example.com', 'x-forwarded-host': 'evil.example/x' })).toBe('http~shop.example.com');
  });

  it('renders a request without a well-formed host with the unknown origin, so a forged Host is never a new key', () => {
    const origin = (headers: Record<string, string>) => firstDestination(rewrites, '/c/gear-3', headers)?.split('/')[2];
    expect(origin({})).toBe('_');
    for (const host of ['Shop.Example.com', '[::1]:3000', 'evil.example/x', 'evil.example?x', 'a b', 'user@evil.example', 'evil.example:99999999', `${'a'.repeat(60)}.`.repeat(5), '-evil.example', 'evil.example.', '']) {
      expect([host, origin({ host })]).toEqual([host, '_']);
    }
  });

  it('sends the internal locale segment to the public URL, so each page has one address and no origin segment is public', () => {
    const redirects = localeSegmentRedirects(routing);
    expect(firstDestination(redirects, '/en-US')).toBe('/');
    expect(firstDestination(redirects, '/en-US/c/gear-3')).toBe('/c/gear-3');
    expect(firstDestination(redirects, '/de-DE/c/gear-3')).toBe('/de/c/gear-3');
    expect(firstDestination(redirects, '/it-IT')).toBe('/it');
    expect(firstDestination(redirects, '/de/c/gear-3')).toBeNull();
    expect(redirects.every((redirect) => redirect.permanent)).toBe(true);
    // A forged origin segment is redirected out of the locale route and then rendered as a path of the store (its 404).
    expect(firstDestination(redirects, '/en-US/http~evil.example/c/gear-3')).toBe('/http~evil.example/c/gear-3');
    expect(pageOf('/http~evil.example/c/gear-3')).toBe('/en-US/http~127.0.0.1:3000/http~evil.example/c/gear-3');
  });
});

describe('static security headers', () => {
  it('give pages the page policy and the other headers, without HSTS over plain http', () => {
    const headers = headersFor('/c/gear-3');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).not.toContain('paypal');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headersFor('/')['content-security-policy']).toBe(headers['content-security-policy']);
  });

  it('add HSTS and upgrade insecure requests when the TLS terminator says the request came over https', () => {
    for (const proto of ['https', 'https,http', 'http, https']) {
      const headers = headersFor('/p/MJ01/beaumont-summit-kit', { 'x-forwarded-proto': proto });
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    expect(headersFor('/p/MJ01/beaumont-summit-kit', { 'x-forwarded-proto': 'http' })['strict-transport-security']).toBeUndefined();
  });

  it('give files the policy a service worker runs under, the API and images a closed one', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/robots.txt', '/icons.svg', '/_next/static/chunks/a.js', '/serwist/sw.js']) {
      expect(headersFor(path)['content-security-policy']).toBe("default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(headersFor(path)['x-content-type-options']).toBe('nosniff');
    }
    for (const path of ['/api/health', '/api/catalog/vue_storefront_catalog/product/_search', '/img/310/300/resize/a.jpg']) {
      expect(headersFor(path)).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(headersFor(path)['strict-transport-security']).toBeUndefined();
      expect(headersFor(path, { 'x-forwarded-proto': 'https' })['strict-transport-security']).toMatch(/max-age=/);
    }
    // `/api` and `/img` themselves are the shop's 404 page, with the page policy.
    expect(headersFor('/api')['content-security-policy']).toBe(headersFor('/c/gear-3')['content-security-policy']);
    expect(headersFor('/img')['content-security-policy']).toBe(headersFor('/c/gear-3')['content-security-policy']);
  });

  it('let browsers keep the icon sprite for a year (its URL carries its hash), and not pages', () => {
    expect(headersFor('/icons.svg')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/c/gear-3')['cache-control']).toBeUndefined();
  });
});

describe('the back office headers', () => {
  it('keeps every /admin answer out of caches and search engines, and out of frames', () => {
    for (const path of ['/admin', '/admin/login', '/admin/orders/12']) {
      expect(headersFor(path)).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'x-frame-options': 'DENY' });
      expect(headersFor(path)['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(headersFor('/c/gear-3')['x-robots-tag']).toBeUndefined();
  });
});
