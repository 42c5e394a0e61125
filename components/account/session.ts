'use client';

import { useStore } from 'zustand';
import { getStoreView, isStoreCode } from '@/lib/config/store-views';
import type { SessionAuth } from '@/lib/offline/cart-sync-engine';
import { resetSessionLocks } from '@/lib/offline/token-lock';
import { cartStoreFor } from '@/stores/cart-store';
import { checkoutStoreFor } from '@/stores/checkout-store';
import { useCompareStore } from '@/stores/compare-store';
import { useUiStore } from '@/stores/ui-store';
import { userSessionFor, type UserState } from '@/stores/user-store';

/**
 * The composition root of the shopper's stores (ADR 0022): the cart, the user session and the checkout of a store
 * view, each given its collaborators here. Nothing is reassigned later: the cart and the checkout read the customer's
 * token from the session whenever they send.
 */

/** A notification to the shopper (the ui store's list). */
export const notifyShopper = (notification: Parameters<ReturnType<typeof useUiStore.getState>['notify']>[0]) => useUiStore.getState().notify(notification);
const notify = notifyShopper;
const openAuthModal = () => useUiStore.getState().openModal('auth');

/** The session's token as the cart and checkout queues use it (spec §4 User token lock). */
function sessionAuthOf(storeCode: string): SessionAuth {
  const session = () => userOf(storeCode).store.getState();
  return {
    token: () => session().token,
    refresh: () => session().refreshTokens(),
    onBlocked: () => {
      void session().logout({ silent: true });
      openAuthModal();
    },
    // A cart or order task waits for the stored session: sent before, a customer's would go without the token.
    ready: () => userOf(storeCode).loaded,
  };
}

/** The browser's cart of a store view. */
export function cartOf(storeCode: string) {
  return cartStoreFor(storeCode, { notify, auth: sessionAuthOf(storeCode) });
}

export interface CheckoutStoreView {
  storeCode: string;
  defaultCountry: string;
}

/** The checkout of a store view. */
export function checkoutOf({ storeCode, defaultCountry }: CheckoutStoreView) {
  return checkoutStoreFor(storeCode, defaultCountry, { notify, cart: cartOf(storeCode), auth: sessionAuthOf(storeCode) });
}

/** The checkout of a store view for callers that know only its code (the session's login and logout). */
function checkoutOfCode(storeCode: string) {
  const code = isStoreCode(storeCode) ? storeCode : 'default';
  return checkoutOf({ storeCode, defaultCountry: getStoreView(code).i18n.defaultCountry });
}

/** The user session of a store view, wired to the cart, compare list, checkout details and ui modals. */
export function userOf(storeCode: string) {
  return userSessionFor(storeCode, notify, {
    guestCartId: () => cartOf(storeCode).getState().cartServerToken,
    // The server merged the guest cart into the customer's at login: connect takes its lines and quantities.
    onLogin: (cartId) => cartOf(storeCode).getState().connect(cartId),
    onProfileLoaded: (profile) => checkoutOfCode(storeCode).getState().prefillFromProfile(profile),
    onProfileChanged: (previous, next) => checkoutOfCode(storeCode).getState().refreshFromProfile(previous, next),
    onLogout: async () => {
      await cartOf(storeCode).getState().clear();
      useCompareStore.getState().clear(storeCode);
      await (await import('@/stores/wishlist-store')).wishlistStoreFor(storeCode).getState().clear();
      await checkoutOfCode(storeCode).getState().clearDetails();
    },
    openAuthModal,
    resetTokenLocks: resetSessionLocks,
  });
}

export function useUser<T>(storeCode: string, selector: (state: UserState) => T): T {
  return useStore(userOf(storeCode).store, selector);
}
