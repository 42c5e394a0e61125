/**
 * Recently viewed products (issue 44): what the browser keeps per store view, newest first. Pure rules; the list
 * lives in IndexedDB (lib/offline/recently-viewed.ts) and is drawn by components/recently-viewed.
 */

/** Products kept per store view. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** What is kept of a viewed product: enough to draw a tile offline. */
export interface ViewedProduct {
  /** The product page's sku (the configurable, not a variant). */
  sku: string;
  storeCode: string;
  name: string;
  /** The product page's path, store prefix included. */
  url: string;
  /** The catalogue path of its photo (drawn through /img like a cart line), or null. */
  image: string | null;
  /** The price as shown when the product was viewed (formatted in the store's currency). */
  price: string;
  /** ms since the epoch */
  viewedAt: number;
}

/** Adds a viewed product in front, drops its older entry and keeps the newest `limit` of its store view. */
export function rememberViewed(list: readonly ViewedProduct[], viewed: ViewedProduct, limit = RECENTLY_VIEWED_LIMIT): ViewedProduct[] {
  const same = (entry: ViewedProduct) => entry.storeCode === viewed.storeCode && entry.sku === viewed.sku;
  return [viewed, ...list.filter((entry) => entry.storeCode === viewed.storeCode && !same(entry))]
    .sort((a, b) => b.viewedAt - a.viewedAt)
    .slice(0, limit);
}

/** The row to show in a store view: newest first, without the product on screen, at most `limit`. */
export function viewedToShow(
  list: readonly ViewedProduct[],
  storeCode: string,
  currentSku: string | null = null,
  limit = RECENTLY_VIEWED_LIMIT,
): ViewedProduct[] {
  const seen = new Set<string>();
  return [...list]
    .filter((entry) => entry.storeCode === storeCode && entry.sku !== currentSku)
    .sort((a, b) => b.viewedAt - a.viewedAt)
    .filter((entry) => (seen.has(entry.sku) ? false : (seen.add(entry.sku), true)))
    .slice(0, limit);
}
