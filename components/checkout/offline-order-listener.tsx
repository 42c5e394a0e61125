'use client';

import { useEffect } from 'react';
import { askToConfirmWaitingOrders, CONFIRM_OFFLINE_ORDERS_ACTION } from '@/stores/checkout-store';
import { checkoutOf, notifyShopper, type CheckoutStoreView } from '@/components/account/session';
import { useCheckoutTexts } from './use-checkout';

/**
 * Spec §4 Back online: orders made offline wait for the shopper; the 'Order waiting!' notification asks (at start and
 * on every return online), and its action sends them (each once: the queue claims a task before sending it and the server deduplicates by order_id).
 */
export function OfflineOrderListener({ storeView }: { storeView: CheckoutStoreView }) {
  useCheckoutTexts(storeView);
  useEffect(() => {
    const store = checkoutOf(storeView);
    const ask = () => {
      if (navigator.onLine) void askToConfirmWaitingOrders(store, notifyShopper);
    };
    const confirm = () => void store.getState().confirmOfflineOrders();
    // A browser that starts online never fires 'online', and a page may come back online before these listeners
    // load: the queue is checked at start too.
    ask();
    window.addEventListener('online', ask);
    window.addEventListener(`storefront:${CONFIRM_OFFLINE_ORDERS_ACTION}`, confirm);
    return () => {
      window.removeEventListener('online', ask);
      window.removeEventListener(`storefront:${CONFIRM_OFFLINE_ORDERS_ACTION}`, confirm);
    };
  }, [storeView]);
  return null;
}
