import { rememberViewed, viewedToShow, type ViewedProduct } from '@/lib/domain/recently-viewed';
import { mayHoldData, storefrontDb, type StorefrontDatabase } from './db';

/**
 * The recently viewed products in IndexedDB (ADR 0047): one row per store view and product, the rule of what is kept
 * in lib/domain/recently-viewed.ts. Nothing leaves the browser.
 */

/** Dispatched on the window after the list changed in this tab: rows on screen read it again. */
export const RECENTLY_VIEWED_CHANGED = 'storefront:recently-viewed';

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENTLY_VIEWED_CHANGED));
}

/** Keeps a viewed product: in front of its store view's list, at most 12 per store view. */
export async function recordView(viewed: ViewedProduct, db: StorefrontDatabase = storefrontDb()): Promise<void> {
  await db.transaction('rw', db.recentlyViewed, async () => {
    const list = await db.recentlyViewed.where('storeCode').equals(viewed.storeCode).toArray();
    const kept = rememberViewed(list, viewed);
    const keep = new Set(kept.map((entry) => entry.sku));
    const dropped = list.filter((entry) => !keep.has(entry.sku)).map((entry): [string, string] => [entry.storeCode, entry.sku]);
    if (dropped.length > 0) await db.recentlyViewed.bulkDelete(dropped);
    await db.recentlyViewed.put(viewed);
  });
  announceChange();
}

/** The row of a store view, newest first, without `currentSku`; empty (and no database created) on a first visit. */
export async function readViewed(storeCode: string, currentSku: string | null, db: StorefrontDatabase = storefrontDb()): Promise<ViewedProduct[]> {
  if (!(await mayHoldData(db))) return [];
  return viewedToShow(await db.recentlyViewed.where('storeCode').equals(storeCode).toArray(), storeCode, currentSku);
}

/** Forgets the store view's list (the row's Clear button). */
export async function clearViewed(storeCode: string, db: StorefrontDatabase = storefrontDb()): Promise<void> {
  if (!(await mayHoldData(db))) return;
  await db.recentlyViewed.where('storeCode').equals(storeCode).delete();
  announceChange();
}
