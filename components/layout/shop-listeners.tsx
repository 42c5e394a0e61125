'use client';

import { useEffect, useMemo } from 'react';
import { wireCartAuth } from '@/components/account/session';
import { CartListener } from '@/components/cart/cart-listener';
import { OfflineOrderListener } from '@/components/checkout/offline-order-listener';
import { CompareListener } from '@/components/compare/compare-listener';

export interface ShopListenersProps {
  storeCode: string;
  defaultCountry: string;
  checkoutHref: string;
}

/**
 * The cart sends a logged-in customer's changes with the customer's token. The header's account button wires this
 * too, but it may load later than these listeners (an early add to cart makes them load at once): its effect runs
 * before the cart listener's (siblings run in order), so no cart change goes out as a guest's.
 */
function CartAuth({ storeCode }: { storeCode: string }) {
  useEffect(() => wireCartAuth(storeCode), [storeCode]);
  return null;
}

/** The shop's DOM-event listeners (ADR 0006), in one module so they load together after the page (ADR 0010). */
export function ShopListeners({ storeCode, defaultCountry, checkoutHref }: ShopListenersProps) {
  const storeView = useMemo(() => ({ storeCode, defaultCountry }), [storeCode, defaultCountry]);
  return (
    <>
      <CartAuth storeCode={storeCode} />
      <CompareListener storeCode={storeCode} />
      {/* Spec §4 Back online: orders placed offline are confirmed from any page. */}
      <OfflineOrderListener storeView={storeView} />
      <CartListener storeCode={storeCode} checkoutHref={checkoutHref} />
    </>
  );
}
