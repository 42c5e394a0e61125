'use client';

import { useSyncExternalStore } from 'react';
import { readShopperSummary, subscribeShopperSummary, type ShopperSummary } from '@/lib/offline/shopper-summary';

/** The shopper's summary once hydrated (null in the server HTML and during hydration, so both agree). */
export function useShopperSummary(storeCode: string): ShopperSummary | null {
  return useSyncExternalStore(
    subscribeShopperSummary,
    () => readShopperSummary(storeCode),
    () => null,
  );
}
