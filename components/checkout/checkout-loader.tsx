'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useShopperSummary } from '@/components/layout/use-shopper-summary';
import { useHydrated } from '@/components/ui/use-hydrated';
import { loadCheckoutForm, loadCheckoutState } from './checkout-chunks';
import { CheckoutLoadFailed } from './checkout-load-failed';
import { CheckoutLoading } from './checkout-loading';
import type { CheckoutPageStoreView } from './checkout-view';

const CheckoutGate = lazy(() => loadCheckoutState().then((component) => ({ default: component }), () => ({ default: CheckoutLoadFailed })));

/**
 * Spec §2 /checkout. Everything in it reads the cart in IndexedDB, so the server can only send the title and a loading
 * status; the checkout's code loads after the page's own, instead of with it, so the title paints and the page answers
 * input before that code has arrived (ADR 0010 addendum 3). The form's code (~40 KB gzip) is asked for beside the
 * stores' when the shopper summary counts items, and only after them otherwise: an empty cart never loads it.
 */
export function CheckoutLoader({ storeView }: { storeView: CheckoutPageStoreView }) {
  const hydrated = useHydrated();
  const expectsItems = (useShopperSummary(storeView.storeCode)?.cartCount ?? 0) > 0;
  useEffect(() => {
    if (expectsItems) loadCheckoutForm().catch(() => {}); // The gate shows the failure when it asks again.
  }, [expectsItems]);
  const loading = <CheckoutLoading />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <CheckoutGate storeView={storeView} />
    </Suspense>
  );
}
