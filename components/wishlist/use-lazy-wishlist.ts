'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { WishlistState, WishlistStore } from '@/stores/wishlist-store';

/** The DOM event the notification's "View wishlist" action dispatches (without the `storefront:` prefix). */
export const OPEN_WISHLIST_ACTION = 'open-wishlist';

/**
 * The wishlist store is loaded on demand (when the browser is idle, or on the first click), so the hearts on
 * tiles and the header link cost almost nothing in the first load.
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

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/** A slice of the store view's wishlist; the selector gets null until the store is loaded. */
export function useLazyWishlist<T>(storeCode: string, selector: (state: WishlistState | null) => T): T {
  useEffect(() => whenIdle(() => void loadWishlist(storeCode)), [storeCode]);
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
