import { needsJsonContentType } from './json-content-type';

const request = (overrides: Partial<Parameters<typeof needsJsonContentType>[0]>) => ({
  method: 'POST',
  pathname: '/api/cart/update',
  contentType: 'application/json',
  hasBody: true,
  ...overrides,
});

describe('needsJsonContentType', () => {
  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'text/plain;charset=UTF-8'])(
    'refuses the form encoding %s on a state-changing endpoint',
    (contentType) => expect(needsJsonContentType(request({ contentType }))).toBe(true),
  );

  it('accepts JSON (any charset, +json) and a bodiless request without a Content-Type', () => {
    expect(needsJsonContentType(request({ contentType: 'application/json; charset=utf-8' }))).toBe(false);
    expect(needsJsonContentType(request({ contentType: 'application/merge-patch+json' }))).toBe(false);
    expect(needsJsonContentType(request({ contentType: null, hasBody: false, pathname: '/api/cart/create' }))).toBe(false);
    expect(needsJsonContentType(request({ contentType: null, hasBody: true }))).toBe(true);
  });

  it('leaves reads, catalogue searches and pages alone', () => {
    expect(needsJsonContentType(request({ method: 'GET', contentType: 'text/plain' }))).toBe(false);
    expect(needsJsonContentType(request({ pathname: '/api/catalog/vue_storefront_catalog/product/_search', contentType: 'text/plain' }))).toBe(false);
    expect(needsJsonContentType(request({ pathname: '/checkout', contentType: 'text/plain' }))).toBe(false);
    expect(needsJsonContentType(request({ method: 'DELETE', pathname: '/api/cart/delete', contentType: 'text/plain' }))).toBe(true);
  });
});
