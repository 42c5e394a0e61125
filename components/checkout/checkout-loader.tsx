'use client';

import { Suspense, useEffect, useState } from 'react';
import { useShopperSummary } from '@/components/layout/use-shopper-summary';
import { useHydrated } from '@/components/ui/use-hydrated';
import { shopDatabaseMayExist } from '@/lib/offline/shop-database';
import { lazyCheckoutPart, loadCheckoutForm, loadCheckoutState, usePartSettled } from './checkout-chunks';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLoading } from './checkout-loading';
import type { CheckoutPageStoreView } from './checkout-view';

const CheckoutGate = lazyCheckoutPart(loadCheckoutState);

/**
 * Spec §2 /checkout. Everything in it reads the cart in IndexedDB, so the server can only send the title and a loading
 * status; the checkout's code loads after the page's own, instead of with it, so the title paints and the page answers
 * input before that code has arrived (ADR 0010 addendum 4):
 * - nothing stored yet (a first visit: no shop database in IndexedDB): the empty cart at once, without the stores'
 *   code, until the shopper summary counts an item (added in another tab, or by the cart a login brings);
 * - otherwise the stores (Dexie) decide, and the form's code is asked for beside theirs when the summary counts items.
 */
export function CheckoutLoader({ storeView }: { storeView: CheckoutPageStoreView }) {
  const hydrated = useHydrated();
  const expectsItems = (useShopperSummary(storeView.storeCode)?.cartCount ?? 0) > 0;
  const [hasStoredState, setHasStoredState] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    void shopDatabaseMayExist().then((exists) => {
      if (active) setHasStoredState((known) => known === true || exists);
    });
    return () => {
      active = false;
    };
  }, []);
  // Once the summary counts items the stores decide, and keep deciding: placing an order empties the cart before the
  // thank-you page.
  if (expectsItems && hasStoredState !== true) setHasStoredState(true);
  useEffect(() => {
    if (expectsItems) loadCheckoutForm().catch(() => {}); // The gate shows the failure when it asks again.
  }, [expectsItems]);
  const stateSettled = usePartSettled(loadCheckoutState, hasStoredState === true);
  const loading = <CheckoutLoading />;
  if (!hydrated || hasStoredState === null) return loading;
  if (!hasStoredState) return <CheckoutEmpty homeHref={storeView.url} />;
  if (!stateSettled) return loading;
  return (
    <Suspense fallback={loading}>
      <CheckoutGate storeView={storeView} />
    </Suspense>
  );
}
