import Dexie from 'dexie';
import {
  matchSeenProducts,
  offlineSearchPage,
  seenProductsToForget,
  SEEN_PRODUCTS_LIMIT,
  type OfflineSearchPage,
  type SeenProduct,
} from '@/lib/domain/offline-search';
import { mayHoldData, storefrontDb, type StorefrontDatabase } from './db';

/**
 * The products the shopper has seen, per store view, for search offline (ADR 0052): one row per store view and
 * product, the newest 500 kept; the matching rule in lib/domain/offline-search.ts. Nothing leaves the browser.
 */

const storeRange = (storeCode: string) => [
  [storeCode, Dexie.minKey],
  [storeCode, Dexie.maxKey],
] as const;

/** Keeps the products seen on a page or in a search answer; the store view's oldest beyond the limit are forgotten. */
export async function recordSeen(products: readonly SeenProduct[], db: StorefrontDatabase = storefrontDb(), limit = SEEN_PRODUCTS_LIMIT): Promise<void> {
  if (products.length === 0) return;
  await db.transaction('rw', db.seenProducts, async () => {
    await db.seenProducts.bulkPut([...products]);
    for (const storeCode of new Set(products.map((product) => product.storeCode))) {
      const [lower, upper] = storeRange(storeCode);
      const byAge = db.seenProducts.where('[storeCode+seenAt]').between(lower, upper, true, true);
      if ((await byAge.count()) <= limit) continue;
      const kept = await byAge.toArray();
      const forget = seenProductsToForget(kept, limit).map((sku): [string, string] => [storeCode, sku]);
      await db.seenProducts.bulkDelete(forget);
    }
  });
}

/** A page of the store view's seen products matching `text`; nothing found (and no database created) on a first visit. */
export async function searchSeen(
  storeCode: string,
  text: string,
  page: { from: number; size: number },
  db: StorefrontDatabase = storefrontDb(),
): Promise<OfflineSearchPage> {
  if (!(await mayHoldData(db))) return offlineSearchPage([], page.from, page.size);
  const [lower, upper] = storeRange(storeCode);
  const list = await db.seenProducts.where('[storeCode+seenAt]').between(lower, upper, true, true).toArray();
  return offlineSearchPage(matchSeenProducts(list, storeCode, text), page.from, page.size);
}
