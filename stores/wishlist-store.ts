'use client';

import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { addToWishlist, removeFromWishlist, restoreWishlist, toggleWishlist, type WishlistItem } from '@/lib/domain/wishlist';
import { openAheadOfChange, storefrontDb, type StorefrontDatabase } from '@/lib/offline/db';
import { shopStatePersistence } from '@/lib/offline/dexie-storage';
import { writeShopperSummary } from '@/lib/offline/write-shopper-summary';
import { onOtherTabWrite } from '@/lib/offline/tab-sync';

export interface WishlistState {
  items: WishlistItem[];
  /** Restored from IndexedDB: before that the hearts cannot tell what is on the list. */
  isLoaded: boolean;
  /** The heart: adds the item or, when its sku is on the list, removes it; true when it was added. */
  toggle: (item: WishlistItem) => Promise<boolean>;
  add: (item: WishlistItem) => Promise<void>;
  remove: (sku: string) => Promise<void>;
  /** Spec §4 Logout clears the wishlist. */
  clear: () => Promise<void>;
}

export type WishlistStore = StoreApi<WishlistState>;

const persistedWishlist = (state: WishlistState) => ({ items: state.items });

/** The wishlist of one store view, persisted as `{storeCode}:wishlist` in the shop's Dexie database. */
export function createWishlistStore(storeCode: string, deps: { db: () => StorefrontDatabase }): WishlistStore {
  let markLoaded: () => void = () => {};
  /** Changes wait for the restore, or the restore would overwrite them. */
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

  const store = createStore<WishlistState>()(
    persist(
      (set, get) => ({
        items: [],
        isLoaded: false,
        async toggle(item) {
          openAheadOfChange(deps.db());
          await loaded;
          const result = toggleWishlist(get().items, item);
          set({ items: result.items });
          return result.added;
        },
        async add(item) {
          openAheadOfChange(deps.db());
          await loaded;
          set({ items: addToWishlist(get().items, item) });
        },
        async remove(sku) {
          await loaded;
          set({ items: removeFromWishlist(get().items, sku) });
        },
        async clear() {
          await loaded;
          set({ items: [] });
        },
      }),
      {
        name: `${storeCode}:wishlist`,
        ...shopStatePersistence({ database: deps.db, partialize: persistedWishlist, initialState: (): WishlistState => store.getInitialState() }),
        // Loaded is set while restoring, not by a setState that persist would write back (see cart-store.ts).
        merge: (persisted, current) => ({ ...current, items: restoreWishlist((persisted as { items?: unknown } | undefined)?.items), isLoaded: true }),
        onRehydrateStorage: () => () => markLoaded(),
      },
    ),
  );
  onOtherTabWrite(`${storeCode}:wishlist`, () => void store.persist.rehydrate());
  store.subscribe((state) => {
    if (state.isLoaded) writeShopperSummary(storeCode, { wishlistCount: state.items.length });
  });
  return store;
}

const stores = new Map<string, WishlistStore>();

/** The browser's wishlist of a store view (one per store code). */
export function wishlistStoreFor(storeCode: string): WishlistStore {
  let store = stores.get(storeCode);
  if (!store) {
    store = createWishlistStore(storeCode, { db: storefrontDb });
    stores.set(storeCode, store);
  }
  return store;
}
