/** @jest-environment ./jest.env.jsdom.js */
import { readShopperSummary, subscribeShopperSummary } from './shopper-summary';
import { writeShopperSummary } from './write-shopper-summary';

describe('shopper summary', () => {
  beforeEach(() => localStorage.clear());

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
});
