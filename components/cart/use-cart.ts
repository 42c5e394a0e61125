'use client';

import { useStore } from 'zustand';
import { cartOf } from '@/components/account/session';
import type { CartState } from '@/stores/cart-store';

/** The cart of the current store view. */
export function useCart<T>(storeCode: string, selector: (state: CartState) => T): T {
  return useStore(cartOf(storeCode), selector);
}
