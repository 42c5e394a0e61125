import type { WishlistItem } from './wishlist';

/** Whether a sku is on the wishlist (own module: the wishlist heart needs only this, not the list's other rules). */
export function isOnWishlist(items: readonly WishlistItem[], sku: string): boolean {
  return items.some((item) => item.sku === sku);
}
