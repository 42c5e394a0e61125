import {
  addToWishlist,
  removeFromWishlist,
  restoreWishlist,
  toggleWishlist,
  wishlistCartRequest,
} from './wishlist';
import { isOnWishlist } from './wishlist-membership';
import { wishlistItem as item } from '@/test/support/wishlist';
import type { WishlistItem } from './wishlist';

describe('wishlist', () => {
  it('adds the newest item first and keeps one entry per sku (the newer data wins)', () => {
    const once = addToWishlist([], item('A'));
    const twice = addToWishlist(addToWishlist(once, item('B')), item('A', { price: 30 }));
    expect(twice.map((entry) => entry.sku)).toEqual(['A', 'B']);
    expect(twice[0]?.price).toBe(30);
  });

  it('keeps a variant and its parent as two entries (different skus)', () => {
    const list = addToWishlist(addToWishlist([], item('WS01', { type: 'configurable' })), item('WS01-XS-Blue', { parentSku: 'WS01', type: 'configurable' }));
    expect(list.map((entry) => entry.sku)).toEqual(['WS01-XS-Blue', 'WS01']);
    expect(isOnWishlist(list, 'WS01-XS-Blue')).toBe(true);
    expect(isOnWishlist(list, 'WS01-S-Blue')).toBe(false);
  });

  it('removes by sku and leaves the rest in order', () => {
    const list = [item('A'), item('B'), item('C')];
    expect(removeFromWishlist(list, 'B').map((entry) => entry.sku)).toEqual(['A', 'C']);
    expect(removeFromWishlist(list, 'X')).toEqual(list);
  });

  it('toggle adds, then removes on the second click', () => {
    const first = toggleWishlist([item('B')], item('A'));
    expect(first).toEqual({ items: [item('A'), item('B')], added: true });
    const second = toggleWishlist(first.items, item('A'));
    expect(second).toEqual({ items: [item('B')], added: false });
  });

  it('does not change the list it was given', () => {
    const list = Object.freeze([item('A')]) as readonly WishlistItem[];
    toggleWishlist(list, item('A'));
    addToWishlist(list, item('B'));
    expect(list).toEqual([item('A')]);
  });

  describe('add to cart from the wishlist', () => {
    it('adds simple, virtual and downloadable products as they are', () => {
      for (const type of ['simple', 'virtual', 'downloadable']) {
        expect(wishlistCartRequest(item('A', { type }))).toEqual({ sku: 'A', parentSku: null, qty: 1 });
      }
    });

    it('adds a configured variant with its parent and chosen options', () => {
      const productOption = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 50 }] } };
      expect(wishlistCartRequest(item('WS01-XS-Blue', { parentSku: 'WS01', type: 'configurable', productOption }))).toEqual({
        sku: 'WS01-XS-Blue',
        parentSku: 'WS01',
        qty: 1,
        product_option: productOption,
      });
    });

    it('sends the shopper to the product page for a configurable without a variant, bundles and grouped sets', () => {
      expect(wishlistCartRequest(item('WS01', { type: 'configurable' }))).toBeNull();
      expect(wishlistCartRequest(item('WS01', { type: 'configurable', parentSku: 'WS01' }))).toBeNull();
      expect(wishlistCartRequest(item('24-WG080', { type: 'bundle' }))).toBeNull();
      expect(wishlistCartRequest(item('24-WG085_Group', { type: 'grouped' }))).toBeNull();
      expect(wishlistCartRequest(item('24-UG01', { needsOptions: true }))).toBeNull();
    });
  });

  it('restores only well-formed items, once per sku', () => {
    const restored = restoreWishlist([
      item('A'),
      { sku: 'B', name: 'B', url: '/p/B/b', price: 'free', image: 7, needsOptions: 'yes' },
      item('C', { needsOptions: true }),
      { sku: '', name: 'empty', url: '/' },
      { name: 'no sku', url: '/' },
      item('A', { name: 'duplicate' }),
      null,
      'text',
    ]);
    expect(restored).toEqual([item('A'), { sku: 'B', parentSku: null, name: 'B', url: '/p/B/b', image: null, price: null, type: 'simple' }, item('C', { needsOptions: true })]);
    expect(restoreWishlist(undefined)).toEqual([]);
    expect(restoreWishlist({ sku: 'A' })).toEqual([]);
  });
});
