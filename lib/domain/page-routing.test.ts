import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { localePagePath, localeSegmentRedirects, staticSecurityHeaders, storeRewrites, type StoreRouting } from './page-routing';

const routing: StoreRouting = { defaultLocale: 'en-US', prefixes: { 'de-DE': '/de', 'it-IT': '/it' } };

/** What Next.js makes of a list of rewrites or redirects (its own matcher): the first match's destination. */
function firstDestination(routes: { source: string; destination: string }[], pathname: string): string | null {
  for (const route of routes) {
    const params = getPathMatch(route.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (params) {
      return prepareDestination({ appendParamsToQuery: false, destination: route.destination, params, query: {} } as never).newUrl;
    }
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

describe('store prefixes as static rewrites', () => {
  const rewrites = storeRewrites(routing);

  it('renders /de and /it pages by their locale route, every other page by the default store', () => {
    expect(firstDestination(rewrites, '/')).toBe('/en-US');
    expect(firstDestination(rewrites, '/c/gear-3')).toBe('/en-US/c/gear-3');
    expect(firstDestination(rewrites, '/women/tops-women/jackets-women')).toBe('/en-US/women/tops-women/jackets-women');
    expect(firstDestination(rewrites, '/de')).toBe('/de-DE');
    expect(firstDestination(rewrites, '/de/c/gear-3')).toBe('/de-DE/c/gear-3');
    expect(firstDestination(rewrites, '/it/p/MJ01/beaumont-summit-kit')).toBe('/it-IT/p/MJ01/beaumont-summit-kit');
    // Whole segments only: a category called "demo" or "italy" belongs to the default store.
    expect(firstDestination(rewrites, '/demo')).toBe('/en-US/demo');
    expect(firstDestination(rewrites, '/italy/coats')).toBe('/en-US/italy/coats');
  });

  it('leaves the API, images, Next.js files and paths already naming a locale alone', () => {
    for (const path of ['/api/health', '/img/310/300/resize/a.jpg', '/_next/static/chunks/a.js', '/serwist/sw.js', '/en-US/c/gear-3', '/de-DE/women']) {
      expect(firstDestination(rewrites, path)).toBeNull();
    }
  });

  it('agrees with the path proxy.ts gives a listing it rewrites itself', () => {
    for (const path of ['/', '/c/gear-3/~q/color%3D49', '/de/c/gear-3/~q/page%3D2', '/it', '/women/tops-women/~q/sort%3Dx', '/demo']) {
      expect(localePagePath(routing, path)).toBe(firstDestination(rewrites, path));
    }
  });

  it('sends the internal locale segment to the public URL, so each page has one address', () => {
    const redirects = localeSegmentRedirects(routing);
    expect(firstDestination(redirects, '/en-US')).toBe('/');
    expect(firstDestination(redirects, '/en-US/c/gear-3')).toBe('/c/gear-3');
    expect(firstDestination(redirects, '/de-DE/c/gear-3')).toBe('/de/c/gear-3');
    expect(firstDestination(redirects, '/it-IT')).toBe('/it');
    expect(firstDestination(redirects, '/de/c/gear-3')).toBeNull();
    expect(redirects.every((redirect) => redirect.permanent)).toBe(true);
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

  it('give files the policy a service worker runs under, and leave /api and /img to proxy.ts', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/robots.txt', '/icons.svg', '/_next/static/chunks/a.js', '/serwist/sw.js']) {
      expect(headersFor(path)['content-security-policy']).toBe("default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(headersFor(path)['x-content-type-options']).toBe('nosniff');
    }
    expect(headersFor('/api/health')).toEqual({});
    expect(headersFor('/img/310/300/resize/a.jpg')).toEqual({});
  });

  it('let browsers keep the icon sprite for a year (its URL carries its hash), and not pages', () => {
    expect(headersFor('/icons.svg')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/c/gear-3')['cache-control']).toBeUndefined();
  });
});
