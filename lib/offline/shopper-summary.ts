/**
 * What the header shows of the shopper on the first paint after hydration (cart count, wishlist count, logged in),
 * kept in localStorage by the stores as they change. The stores themselves (Dexie, zod, the sync queue) load after
 * the page (ADR 0010); this summary lets the header tell the truth before they do (ADR 0019).
 */
export interface ShopperSummary {
  cartCount: number;
  wishlistCount: number;
  loggedIn: boolean;
}

/** The localStorage key of a store view's summary. */
export const shopperSummaryKey = (storeCode: string) => `storefront:summary:${storeCode}`;
const EMPTY: ShopperSummary = { cartCount: 0, wishlistCount: 0, loggedIn: false };
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; value: ShopperSummary }>();

export function summaryStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The summary of a store view; the same object while nothing changed (a stable useSyncExternalStore snapshot). */
export function readShopperSummary(storeCode: string): ShopperSummary {
  const raw = summaryStorage()?.getItem(shopperSummaryKey(storeCode)) ?? null;
  const cached = parsed.get(storeCode);
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<ShopperSummary>) : {};
    value = {
      cartCount: Number.isInteger(stored.cartCount) && stored.cartCount! >= 0 ? stored.cartCount! : 0,
      wishlistCount: Number.isInteger(stored.wishlistCount) && stored.wishlistCount! >= 0 ? stored.wishlistCount! : 0,
      loggedIn: stored.loggedIn === true,
    };
  } catch {
    value = EMPTY;
  }
  parsed.set(storeCode, { raw, value });
  return value;
}

/** Changes in this tab and in others (the `storage` event). */
export function subscribeShopperSummary(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('storefront:summary:')) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells this tab's listeners that a summary changed (other tabs hear of it through the `storage` event). */
export function notifyShopperSummaryChange(): void {
  for (const listener of listeners) listener();
}
