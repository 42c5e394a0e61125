'use client';

import { Suspense, useState } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { lazyCheckoutPart, loadCheckoutForm, usePartSettled } from './checkout-chunks';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLoading } from './checkout-loading';
import type { CheckoutPageStoreView } from './checkout-view';
import { useCheckout } from './use-checkout';

const CheckoutForm = lazyCheckoutPart(loadCheckoutForm);

/**
 * Reads the cart and the checkout from IndexedDB, then shows the empty cart, or the form (and the thank-you page of
 * an order placed here). Once the form is shown it stays: placing an order empties the cart before the thank-you page.
 */
export function CheckoutGate({ storeView }: { storeView: CheckoutPageStoreView }) {
  const isLoaded = useCheckout(storeView, (state) => state.isLoaded);
  const hasOrder = useCheckout(storeView, (state) => state.order !== null);
  const cartIsLoaded = useCart(storeView.storeCode, (state) => state.cartIsLoaded);
  const hasLines = useCart(storeView.storeCode, (state) => state.cartItems.length > 0);
  const [formShown, setFormShown] = useState(false);
  const wantsForm = formShown || hasLines || hasOrder;
  if (wantsForm && !formShown) setFormShown(true);
  const formSettled = usePartSettled(loadCheckoutForm, wantsForm);

  if (!isLoaded || !cartIsLoaded) return <CheckoutLoading />;
  if (!wantsForm) return <CheckoutEmpty homeHref={storeView.url} />;
  // Drawn once its code is there: a form that suspended would be revealed no sooner than 300 ms after the fallback.
  if (!formSettled) return <CheckoutLoading />;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <CheckoutForm storeView={storeView} />
    </Suspense>
  );
}
