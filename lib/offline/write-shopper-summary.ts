import { notifyShopperSummaryChange, readShopperSummary, shopperSummaryKey, summaryStorage, type ShopperSummary } from './shopper-summary';

/**
 * What the stores call as their state changes. Only they write the summary, and they load after the page (ADR 0010),
 * so this module stays out of the first-load JavaScript.
 */
export function writeShopperSummary(storeCode: string, change: Partial<ShopperSummary>): void {
  const store = summaryStorage();
  if (!store) return;
  const current = readShopperSummary(storeCode);
  const next = { ...current, ...change };
  if (next.cartCount === current.cartCount && next.wishlistCount === current.wishlistCount && next.loggedIn === current.loggedIn) return;
  try {
    store.setItem(shopperSummaryKey(storeCode), JSON.stringify(next));
  } catch {
    return; // Storage full or refused: the header waits for the stores instead.
  }
  notifyShopperSummaryChange();
}
