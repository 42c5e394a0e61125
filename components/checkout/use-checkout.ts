'use client';

import { useStore } from 'zustand';
import { checkoutStoreFor, type CheckoutState } from '@/stores/checkout-store';
import { useUiStore } from '@/stores/ui-store';

export const notifyShopper: Parameters<typeof checkoutStoreFor>[2] = (notification) => useUiStore.getState().notify(notification);

export interface CheckoutStoreView {
  storeCode: string;
  defaultCountry: string;
}

export function checkoutOf(storeView: CheckoutStoreView) {
  return checkoutStoreFor(storeView.storeCode, storeView.defaultCountry, notifyShopper);
}

/** The checkout of the current store view. */
export function useCheckout<T>(storeView: CheckoutStoreView, selector: (state: CheckoutState) => T): T {
  return useStore(checkoutOf(storeView), selector);
}
