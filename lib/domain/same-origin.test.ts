import { isSameOriginRequest } from './same-origin';

const base = { origin: null, secFetchSite: null, host: 'shop.example', forwardedHost: null };

describe('the back office CSRF rule', () => {
  it('accepts a form posted from the shop itself', () => {
    expect(isSameOriginRequest({ ...base, origin: 'https://shop.example' })).toBe(true);
    expect(isSameOriginRequest({ ...base, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(true);
  });

  it('accepts the host a proxy in front forwarded, and the public URL', () => {
    expect(isSameOriginRequest({ ...base, host: '127.0.0.1:3001', forwardedHost: 'shop.example, proxy', origin: 'https://shop.example' })).toBe(true);
    expect(isSameOriginRequest({ ...base, host: '127.0.0.1:3001', origin: 'https://www.shop.example', publicUrl: 'https://www.shop.example/' })).toBe(true);
  });

  it('refuses another site, an opaque origin, a malformed origin', () => {
    expect(isSameOriginRequest({ ...base, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'https://shop.example.evil.example' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'null' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'not a url' })).toBe(false);
  });

  it('without Origin, trusts only Sec-Fetch-Site: same-origin', () => {
    expect(isSameOriginRequest({ ...base, secFetchSite: 'same-origin' })).toBe(true);
    expect(isSameOriginRequest({ ...base, secFetchSite: 'cross-site' })).toBe(false);
    expect(isSameOriginRequest(base)).toBe(false);
  });
});
