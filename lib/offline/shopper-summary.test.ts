/** @jest-environment ./jest.env.jsdom.js */
import { readShopperSummary, subscribeShopperSummary } from './shopper-summary';
import { writeShopperSummary } from './write-shopper-summary';

describe('shopper summary', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  });

  it('is empty for a first visit', () => {
    expect(readShopperSummary('default')).toEqual({ cartCount: 0, wishlistCount: 0, loggedIn: false });
  });

  it('keeps what the stores write, per store view, and tells the listeners once per change', () => {
    const seen: number[] = [];
    const stop = subscribeShopperSummary(() => seen.push(readShopperSummary('default').cartCount));
    writeShopperSummary('default', { cartCount: 2 });
    writeShopperSummary('default', { cartCount: 2 });
    writeShopperSummary('default', { loggedIn: true });
    stop();
    expect(readShopperSummary('default')).toEqual({ cartCount: 2, wishlistCount: 0, loggedIn: true });
    expect(readShopperSummary('de')).toEqual({ cartCount: 0, wishlistCount: 0, loggedIn: false });
    expect(seen).toEqual([2, 2]);
  });

  it('answers the same object while nothing changed', () => {
    writeShopperSummary('default', { wishlistCount: 3 });
    expect(readShopperSummary('default')).toBe(readShopperSummary('default'));
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('storefront:summary:default', '{"cartCount":-4,"loggedIn":"yes"');
    expect(readShopperSummary('default')).toEqual({ cartCount: 0, wishlistCount: 0, loggedIn: false });
  });

  it('copies the counts into the cookie the first paint reads, with every change and for a summary kept before it', () => {
    writeShopperSummary('default', { cartCount: 2, wishlistCount: 1 });
    writeShopperSummary('de', { cartCount: 5 });
    expect(document.cookie.split('; ').sort()).toEqual(['storefront-summary-de=5.0', 'storefront-summary-default=2.1']);
    writeShopperSummary('default', { loggedIn: true, cartCount: 3 });
    expect(document.cookie).toContain('storefront-summary-default=3.1');

    document.cookie = 'storefront-summary-it=; Max-Age=0; Path=/';
    localStorage.setItem('storefront:summary:it', '{"cartCount":4,"wishlistCount":2,"loggedIn":false}');
    expect(document.cookie).not.toContain('storefront-summary-it');
    // The stores write what they restored: the same counts, now in the cookie too.
    writeShopperSummary('it', { cartCount: 4 });
    expect(document.cookie).toContain('storefront-summary-it=4.2');
  });
});
