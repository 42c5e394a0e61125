/**
 * The wishlist (spec §1 "also offered: wishlist"; §4 Logout clears it): products the shopper keeps for later,
 * one entry per sku, newest first. A configured variant is kept by its own sku with its parent's sku, so
 * "add to cart" from the wishlist adds exactly that size and colour.
 */

import { isOnWishlist } from './wishlist-membership';

/** What the wishlist keeps of a product: enough to list, link and price it without asking the server. */
export interface WishlistItem {
  sku: string;
  /** The configurable parent of a variant; null for a product kept as itself. */
  parentSku: string | null;
  name: string;
  /** The product page, store prefix included ('/de/p/WS01/…/WS01-XS-Blue'). */
  url: string;
  /** The catalogue image path, served through the image proxy; null without an image. */
  image: string | null;
  /** Final price incl. tax in the store view's currency when it was added; null when unknown. */
  price: number | null;
  /** The product type (simple, configurable, bundle, …): decides whether the wishlist can add it to the cart. */
  type: string;
  /** Required personalisation (custom options) must be chosen on the product page before adding to the cart. */
  needsOptions?: boolean;
  /** The chosen options of a configured variant, passed on as the add-to-cart request's product_option. */
  productOption?: { extension_attributes?: Record<string, unknown> | null } | null;
}

/** Adds the item first; an item with the same sku is replaced (its newer name, price and image win), never doubled. */
export function addToWishlist(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return [item, ...items.filter((entry) => entry.sku !== item.sku)];
}

export function removeFromWishlist(items: readonly WishlistItem[], sku: string): WishlistItem[] {
  return items.filter((entry) => entry.sku !== sku);
}

/** The heart: removes the item when its sku is on the list, else adds it. `added` says which happened. */
export function toggleWishlist(items: readonly WishlistItem[], item: WishlistItem): { items: WishlistItem[]; added: boolean } {
  return isOnWishlist(items, item.sku)
    ? { items: removeFromWishlist(items, item.sku), added: false }
    : { items: addToWishlist(items, item), added: true };
}

const ADDABLE_AS_IS = new Set(['simple', 'virtual', 'downloadable']);

/**
 * The add-to-cart request for an item, or null when the shopper must choose on the product page first
 * (a configurable without a chosen variant, a bundle, a grouped set).
 */
export function wishlistCartRequest(
  item: WishlistItem,
): { sku: string; parentSku: string | null; qty: number; product_option?: WishlistItem['productOption'] } | null {
  if (item.needsOptions) return null;
  if (item.type === 'configurable') {
    if (!item.parentSku || item.parentSku === item.sku) return null;
    return { sku: item.sku, parentSku: item.parentSku, qty: 1, ...(item.productOption ? { product_option: item.productOption } : {}) };
  }
  return ADDABLE_AS_IS.has(item.type) ? { sku: item.sku, parentSku: null, qty: 1 } : null;
}

/** Restored data is checked item by item: anything malformed (an older shape, a hand edit) is dropped, duplicates too. */
export function restoreWishlist(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const item = entry as Record<string, unknown>;
    if (typeof item.sku !== 'string' || !item.sku || typeof item.name !== 'string' || typeof item.url !== 'string') continue;
    if (seen.has(item.sku)) continue;
    seen.add(item.sku);
    items.push({
      sku: item.sku,
      parentSku: typeof item.parentSku === 'string' ? item.parentSku : null,
      name: item.name,
      url: item.url,
      image: typeof item.image === 'string' ? item.image : null,
      price: typeof item.price === 'number' && Number.isFinite(item.price) ? item.price : null,
      type: typeof item.type === 'string' ? item.type : 'simple',
      ...(item.needsOptions === true ? { needsOptions: true } : {}),
      ...(item.productOption && typeof item.productOption === 'object' ? { productOption: item.productOption as WishlistItem['productOption'] } : {}),
    });
  }
  return items;
}
