'use client';

import { useStore } from 'zustand';
import { cartStoreFor, type CartState } from '@/stores/cart-store';
import { useUiStore } from '@/stores/ui-store';

const notify: Parameters<typeof cartStoreFor>[1] = (notification) => useUiStore.getState().notify(notification);

/** The cart of the current store view. */
export function useCart<T>(storeCode: string, selector: (state: CartState) => T): T {
  return useStore(cartStoreFor(storeCode, notify), selector);
}

export function cartOf(storeCode: string) {
  return cartStoreFor(storeCode, notify);
}
