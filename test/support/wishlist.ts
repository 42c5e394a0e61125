import type { WishlistItem } from '@/lib/domain/wishlist';

/** A simple product on the wishlist (changes replace fields). */
export const wishlistItem = (sku: string, changes: Partial<WishlistItem> = {}): WishlistItem => ({
  sku,
  parentSku: null,
  name: `Product ${sku}`,
  url: `/p/${sku}/product-${sku}`,
  image: `/w/${sku}.jpg`,
  price: 42,
  type: 'simple',
  ...changes,
});
