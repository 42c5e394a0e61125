'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ADD_TO_CART_EVENT, settleAddToCart, type AddToCartEventDetail } from './add-to-cart-request';
import { cartOf } from '@/components/account/session';

/**
 * Product pages and tiles ask for "add to cart" with a DOM event (ADR 0006); this hands it to the cart store,
 * sends queued cart changes on load and when the browser is back online, and opens checkout from notifications.
 */
export function CartListener({ storeCode, checkoutHref }: { storeCode: string; checkoutHref: string }) {
  const t = useTranslations('Cart');
  const router = useRouter();
  useEffect(() => {
    const cart = cartOf(storeCode);
    cart.getState().setTexts({
      added: t('added'),
      updated: t('updated'),
      proceedToCheckout: t('proceedToCheckout'),
      outOfStock: t('outOfStock'),
      volatile: t('volatile'),
      invalidCoupon: t('invalidCoupon'),
      productUnknown: t('productUnknown'),
      optionsChanged: t('optionsChanged'),
      variantUnavailable: t('variantUnavailable'),
    });
  }, [storeCode, t]);
  useEffect(() => {
    const cart = cartOf(storeCode);
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<AddToCartEventDetail | undefined>).detail;
      if (!detail?.sku) return;
      const { requestId, ...request } = detail;
      void cart.getState().addItem(request, () => settleAddToCart(requestId));
    };
    const onOnline = () => void cart.getState().sync();
    const proceed = () => router.push(checkoutHref);
    window.addEventListener(ADD_TO_CART_EVENT, onAdd);
    window.addEventListener('storefront:proceed-to-checkout', proceed);
    window.addEventListener('online', onOnline);
    void cart.getState().sync();
    return () => {
      window.removeEventListener(ADD_TO_CART_EVENT, onAdd);
      window.removeEventListener('storefront:proceed-to-checkout', proceed);
      window.removeEventListener('online', onOnline);
    };
  }, [checkoutHref, router, storeCode]);
  return null;
}
