/** @jest-environment ./jest.env.jsdom.js */
import { paintSummaryScript, summaryCookie } from './summary-cookie';

/** The header's two badges as the server draws them, then the inline script run over them. */
function paint(storeCode: string): { cart: string | null; wishlist: string | null } {
  document.body.innerHTML =
    '<span class="badge" data-summary-count="cart">…</span><span class="badge" data-summary-count="wishlist">…</span>';
  new Function(paintSummaryScript(storeCode))();
  const [cart, wishlist] = [...document.querySelectorAll('.badge')].map((badge) => badge.textContent);
  return { cart: cart ?? null, wishlist: wishlist ?? null };
}

function clearCookies() {
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
}

describe('summary cookie', () => {
  beforeEach(clearCookies);

  it('keeps both counts for a year on the whole site, Secure only over https', () => {
    expect(summaryCookie('de', { cartCount: 2, wishlistCount: 11 }, false)).toBe('storefront-summary-de=2.11; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(summaryCookie('default', { cartCount: 0, wishlistCount: 1 }, true)).toMatch(/^storefront-summary-default=0\.1; .*; Secure$/);
  });

  it("draws the store view's counts into the header before the first paint", () => {
    document.cookie = summaryCookie('default', { cartCount: 2, wishlistCount: 3 }, false);
    document.cookie = summaryCookie('de', { cartCount: 7, wishlistCount: 0 }, false);
    expect(paint('default')).toEqual({ cart: '2', wishlist: '3' });
    expect(paint('de')).toEqual({ cart: '7', wishlist: '0' });
  });

  it('draws 0 for a first visit, for another store view and for a damaged cookie', () => {
    expect(paint('default')).toEqual({ cart: '0', wishlist: '0' });
    document.cookie = summaryCookie('default', { cartCount: 2, wishlistCount: 3 }, false);
    expect(paint('it')).toEqual({ cart: '0', wishlist: '0' });
    document.cookie = 'storefront-summary-it=2.x; Path=/';
    expect(paint('it')).toEqual({ cart: '0', wishlist: '0' });
    document.cookie = `storefront-summary-default=${encodeURIComponent('<b>1</b>')}; Path=/`;
    expect(paint('default')).toEqual({ cart: '0', wishlist: '0' });
  });

  it('leaves the badges alone where cookies cannot be read', () => {
    document.body.innerHTML = '<span data-summary-count="cart">…</span>';
    const read = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => new Function(paintSummaryScript('default'))()).not.toThrow();
    read.mockRestore();
    expect(document.body.textContent).toBe('…');
  });
});
