import { summaryCookie, summaryCookiePair } from '@/lib/domain/summary-cookie';
import { notifyShopperSummaryChange, readShopperSummary, shopperSummaryKey, summaryStorage, type ShopperSummary } from './shopper-summary';

/**
 * The header's counts in the summary cookie as well, which an inline script draws on the first paint (ADR 0035). Set
 * whenever a store writes, changed or not: a summary kept before the cookie existed gets one once the stores load.
 */
function mirrorToCookie(storeCode: string, summary: ShopperSummary): void {
  try {
    if (document.cookie.split(/;\s*/).includes(summaryCookiePair(storeCode, summary))) return;
    document.cookie = summaryCookie(storeCode, summary, window.location.protocol === 'https:');
  } catch {
    return; // Cookies refused: the header shows the counts once hydrated.
  }
}

/**
 * What the stores call as their state changes. Only they write the summary, and they load after the page (ADR 0010),
 * so this module stays out of the first-load JavaScript.
 */
export function writeShopperSummary(storeCode: string, change: Partial<ShopperSummary>): void {
  const store = summaryStorage();
  if (!store) return;
  const current = readShopperSummary(storeCode);
  const next = { ...current, ...change };
  mirrorToCookie(storeCode, next);
  if (next.cartCount === current.cartCount && next.wishlistCount === current.wishlistCount && next.loggedIn === current.loggedIn) return;
  try {
    store.setItem(shopperSummaryKey(storeCode), JSON.stringify(next));
  } catch {
    return; // Storage full or refused: the header waits for the stores instead.
  }
  notifyShopperSummaryChange();
}
