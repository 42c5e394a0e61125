'use client';

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addToCompare, removeFromCompare } from '@/lib/domain/compare-list';
import { shopStatePersistence } from '@/lib/offline/dexie-storage';
import { onOtherTabWrite } from '@/lib/offline/tab-sync';

interface CompareState {
  /** Skus per store code: each store view keeps its own list. */
  skusByStore: Record<string, string[]>;
  hydrated: boolean;
  add: (storeCode: string, sku: string) => void;
  remove: (storeCode: string, sku: string) => void;
  clear: (storeCode: string) => void;
}

const persistedCompare = (state: CompareState) => ({ skusByStore: state.skusByStore });

export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      skusByStore: {},
      hydrated: false,
      add: (storeCode, sku) =>
        set((state) => ({ skusByStore: { ...state.skusByStore, [storeCode]: addToCompare(state.skusByStore[storeCode] ?? [], sku) } })),
      remove: (storeCode, sku) =>
        set((state) => ({
          skusByStore: { ...state.skusByStore, [storeCode]: removeFromCompare(state.skusByStore[storeCode] ?? [], sku) },
        })),
      clear: (storeCode) => set((state) => ({ skusByStore: { ...state.skusByStore, [storeCode]: [] } })),
    }),
    {
      name: 'compare',
      ...shopStatePersistence({ partialize: persistedCompare, initialState: (): CompareState => useCompareStore.getInitialState() }),
      // Hydrated is set while restoring, not by a setState that persist would write back (see cart-store.ts).
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<CompareState> | undefined), hydrated: true }),
    },
  ),
);

onOtherTabWrite('compare', () => void useCompareStore.persist.rehydrate());
