'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { afterLoadWhenWanted } from '@/components/layout/after-load';
import type { WishlistState, WishlistStore } from '@/stores/wishlist-store';

/** The DOM event the notification's "View wishlist" action dispatches (without the `storefront:` prefix). */
export const OPEN_WISHLIST_ACTION = 'open-wishlist';

/**
 * The wishlist store (Dexie, zod: ~110 KB of JavaScript) is loaded on demand: at the shopper's first interaction or
 * 4 s after the load event, like the other stores (ADR 0010), or on the first click of a heart. The hearts on tiles
 * and the header link cost almost nothing in the first load; the header count comes from the summary (ADR 0019).
 */
const loading = new Map<string, Promise<WishlistStore>>();
const ready = new Map<string, WishlistStore>();
const listeners = new Set<() => void>();

export function loadWishlist(storeCode: string): Promise<WishlistStore> {
  let promise = loading.get(storeCode);
  if (!promise) {
    promise = import('@/stores/wishlist-store').then(({ wishlistStoreFor }) => {
      const store = wishlistStoreFor(storeCode);
      ready.set(storeCode, store);
      for (const listener of listeners) listener();
      return store;
    });
    loading.set(storeCode, promise);
  }
  return promise;
}

const scheduled = new Set<string>();

/** One schedule per store view however many hearts a page shows (loadWishlist itself runs once). */
function loadWhenWanted(storeCode: string): void {
  if (scheduled.has(storeCode)) return;
  scheduled.add(storeCode);
  afterLoadWhenWanted(() => void loadWishlist(storeCode));
}

/** A slice of the store view's wishlist; the selector gets null until the store is loaded. */
export function useLazyWishlist<T>(storeCode: string, selector: (state: WishlistState | null) => T): T {
  useEffect(() => loadWhenWanted(storeCode), [storeCode]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let stopStore: (() => void) | undefined;
      const attach = () => {
        const store = ready.get(storeCode);
        if (store && !stopStore) stopStore = store.subscribe(onChange);
      };
      const onReady = () => {
        attach();
        onChange();
      };
      listeners.add(onReady);
      attach();
      return () => {
        listeners.delete(onReady);
        stopStore?.();
      };
    },
    [storeCode],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(ready.get(storeCode)?.getState() ?? null),
    () => selector(null),
  );
}
