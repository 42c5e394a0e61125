'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { CONTACT_EMAIL } from '@/lib/domain/checkout-order';
import { checkoutOf, type CheckoutStoreView } from '@/components/account/session';
import { useAccountFailureTexts } from '@/components/account/use-account-failure-text';
import type { CheckoutState } from '@/stores/checkout-store';

/** The checkout of the current store view. */
export function useCheckout<T>(storeView: CheckoutStoreView, selector: (state: CheckoutState) => T): T {
  return useStore(checkoutOf(storeView), selector);
}

/** The checkout's notification texts in the store view's language (the page and the offline-order listener set them). */
export function useCheckoutTexts(storeView: CheckoutStoreView) {
  const t = useTranslations('Checkout');
  const accountFailures = useAccountFailureTexts();
  useEffect(() => {
    checkoutOf(storeView)
      .getState()
      .setTexts({
        serverError: t('serverError'),
        validationError: t('validationError', { email: CONTACT_EMAIL }),
        orderWaiting: t('orderWaiting'),
        confirmOfflineOrder: t('confirmOfflineOrder'),
        accountFailures,
      });
  }, [storeView, t, accountFailures]);
}
