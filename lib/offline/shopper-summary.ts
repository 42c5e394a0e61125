import { summaryCookie, summaryCookiePair } from '@/lib/domain/summary-cookie';

/**
 * What the header shows of the shopper on the first paint after hydration (cart count, wishlist count, logged in),
 * kept in localStorage by the stores as they change. The stores themselves (Dexie, zod, the sync queue) load after
 * the page (ADR 0010); this summary lets the header tell the truth before they do (ADR 0019), and its counts, copied
 * into a cookie, let an inline script draw them on the first paint (ADR 0035).
 */
export interface ShopperSummary {
  cartCount: number;
  wishlistCount: number;
  loggedIn: boolean;
}

const EMPTY: ShopperSummary = { cartCount: 0, wishlistCount: 0, loggedIn: false };
const keyOf = (storeCode: string) => `storefront:summary:${storeCode}`;
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; value: ShopperSummary }>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the header's counts in the summary cookie as well, which the inline script draws on the first paint (ADR 0035).
 * Written with every change, and on the first read of a page, so a summary kept before the cookie existed gets it.
 */
function mirrorToCookie(storeCode: string, summary: ShopperSummary): void {
  try {
    if (document.cookie.split(/;\s*/).includes(summaryCookiePair(storeCode, summary))) return;
    document.cookie = summaryCookie(storeCode, summary, window.location.protocol === 'https:');
  } catch {
    return; // Cookies refused: the header shows the counts once hydrated.
  }
}

/** The summary of a store view; the same object while nothing changed (a stable useSyncExternalStore snapshot). */
export function readShopperSummary(storeCode: string): ShopperSummary {
  const raw = storage()?.getItem(keyOf(storeCode)) ?? null;
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
  if (typeof document !== 'undefined') mirrorToCookie(storeCode, value);
  return value;
}

export function writeShopperSummary(storeCode: string, change: Partial<ShopperSummary>): void {
  const store = storage();
  if (!store) return;
  const current = readShopperSummary(storeCode);
  const next = { ...current, ...change };
  if (next.cartCount === current.cartCount && next.wishlistCount === current.wishlistCount && next.loggedIn === current.loggedIn) return;
  try {
    store.setItem(keyOf(storeCode), JSON.stringify(next));
  } catch {
    return; // Storage full or refused: the header waits for the stores instead.
  }
  mirrorToCookie(storeCode, next);
  for (const listener of listeners) listener();
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
