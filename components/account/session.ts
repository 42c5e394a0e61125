'use client';

import { useStore } from 'zustand';
import { cartOf } from '@/components/cart/use-cart';
import { resetSessionLocks } from '@/lib/offline/token-lock';
import { cartAuth } from '@/stores/cart-store';
import { checkoutStoreOf } from '@/stores/checkout-store';
import { useCompareStore } from '@/stores/compare-store';
import { useUiStore } from '@/stores/ui-store';
import { userSessionFor, type UserState } from '@/stores/user-store';

const notify = (notification: Parameters<ReturnType<typeof useUiStore.getState>['notify']>[0]) => useUiStore.getState().notify(notification);
const openAuthModal = () => useUiStore.getState().openModal('auth');

/** The user session of a store view, wired to the cart, compare list, checkout details and ui modals. */
export function userOf(storeCode: string) {
  return userSessionFor(storeCode, notify, {
    guestCartId: () => cartOf(storeCode).getState().cartServerToken,
    // The server merged the guest cart into the customer's at login: connect takes its lines and quantities.
    onLogin: (cartId) => cartOf(storeCode).getState().connect(cartId),
    onProfileLoaded: (profile) => checkoutStoreOf(storeCode).getState().prefillFromProfile(profile),
    onLogout: async () => {
      await cartOf(storeCode).getState().clear();
      useCompareStore.getState().clear(storeCode);
      await (await import('@/stores/wishlist-store')).wishlistStoreFor(storeCode).getState().clear();
      await checkoutStoreOf(storeCode).getState().clearDetails();
    },
    openAuthModal,
    resetTokenLocks: resetSessionLocks,
  });
}

/** The cart sends the customer's token and refreshes it through the session (spec §4 User token lock). */
export function wireCartAuth(storeCode: string) {
  const { store } = userOf(storeCode);
  cartAuth.token = () => store.getState().token;
  cartAuth.refresh = () => store.getState().refreshTokens();
  cartAuth.onBlocked = () => {
    void store.getState().logout({ silent: true });
    openAuthModal();
  };
}

export function useUser<T>(storeCode: string, selector: (state: UserState) => T): T {
  return useStore(userOf(storeCode).store, selector);
}
