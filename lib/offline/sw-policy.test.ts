import { offlinePageFor, offlineSearchPageFor, storePrefixOf, swPolicy, type SwRequestInfo } from './sw-policy';

const ORIGIN = 'https://shop.example';

function policyOf(path: string, overrides: Partial<Omit<SwRequestInfo, 'url'>> = {}) {
  return swPolicy({ url: new URL(path, ORIGIN), method: 'GET', origin: ORIGIN, rsc: null, authorization: false, ...overrides });
}

describe('swPolicy', () => {
  it('caches shop pages, store-prefixed pages and the offline page as pages', () => {
    for (const path of ['/', '/c/women-tops', '/p/WS01/helena-hooded-fleece', '/de/c/damen', '/i/about-us', '/search?q=jacket', '/offline']) {
      expect(policyOf(path)).toBe('page');
    }
  });

  it('never caches the back office, its pages, payloads or exports', () => {
    for (const path of ['/admin', '/admin/login', '/admin/orders/3', '/admin/export/orders?status=pending']) {
      expect(policyOf(path)).toBe('bypass');
      expect(policyOf(path, { rsc: '1' })).toBe('bypass');
    }
    expect(policyOf('/administration')).toBe('page');
  });

  it('keeps client-side navigation payloads apart from the HTML', () => {
    expect(policyOf('/c/women-tops?_rsc=abc', { rsc: '1' })).toBe('rsc');
  });

  it('caches catalogue, URL map and CMS reads', () => {
    expect(policyOf('/api/catalog/vue_storefront_catalog/product/_search?size=8')).toBe('catalog-api');
    expect(policyOf('/api/url/map')).toBe('catalog-api');
    expect(policyOf('/api/ext/cms-data/cmsPage/about-us')).toBe('catalog-api');
  });

  it('never touches cart, user, order or stock APIs, nor APIs it does not know', () => {
    for (const path of [
      '/api/cart/pull?cartId=1',
      '/api/cart/totals',
      '/api/user/me',
      '/api/user/order-history',
      '/api/order',
      '/api/stock/check?sku=WS01',
      '/api/stock/list?skus=WS01',
      '/api/health',
      '/api/product-redirect',
    ]) {
      expect(policyOf(path)).toBe('bypass');
    }
  });

  it('never caches a POST, not even of a catalogue search', () => {
    expect(policyOf('/api/catalog/vue_storefront_catalog/product/_search', { method: 'POST' })).toBe('bypass');
    expect(policyOf('/checkout', { method: 'POST' })).toBe('bypass');
  });

  it('never caches anything that carries a token or credentials', () => {
    expect(policyOf('/create-password?token=secret')).toBe('bypass');
    expect(policyOf('/api/catalog/x/product/_search?token=secret')).toBe('bypass');
    expect(policyOf('/reset-password?refreshToken=secret')).toBe('bypass');
    expect(policyOf('/api/ext/cms-data/cmsPage/x', { authorization: true })).toBe('bypass');
  });

  it('caches images cache-first and build assets as static', () => {
    expect(policyOf('/img/310/300/resize/w/s/ws01-green.png')).toBe('image');
    expect(policyOf('/_next/static/chunks/abc123.js')).toBe('static');
    expect(policyOf('/icon.svg')).toBe('asset');
    expect(policyOf('/manifest.webmanifest')).toBe('asset');
  });

  it('leaves other origins, build internals and its own script alone', () => {
    expect(policyOf('https://fonts.example/font.woff2')).toBe('bypass');
    expect(policyOf('/_next/image?url=%2Fx.png&w=64&q=75')).toBe('bypass');
    expect(policyOf('/sw.js')).toBe('bypass');
    expect(policyOf('/serwist/sw.js.map')).toBe('bypass');
  });
});

describe('offline page per store', () => {
  it('uses the store prefix of the requested page', () => {
    expect(storePrefixOf('/de/p/WS01/x')).toBe('/de');
    expect(storePrefixOf('/it')).toBe('/it');
    expect(storePrefixOf('/design')).toBe('');
    expect(offlinePageFor('/de/c/damen')).toBe('/de/offline');
    expect(offlinePageFor('/c/women')).toBe('/offline');
  });
});

describe('offline search page per store', () => {
  it('answers search results addresses of each store, and no other page', () => {
    expect(offlineSearchPageFor('/search')).toBe('/search-offline');
    expect(offlineSearchPageFor('/de/search')).toBe('/de/search-offline');
    expect(offlineSearchPageFor('/it/search/~q/q%3Djacket')).toBe('/it/search-offline');
    expect(offlineSearchPageFor('/searchlight')).toBeNull();
    expect(offlineSearchPageFor('/c/search')).toBeNull();
    expect(offlineSearchPageFor('/de/damen')).toBeNull();
  });
});
