'use client';

import { useMemo } from 'react';
import { CartListener } from '@/components/cart/cart-listener';
import { OfflineOrderListener } from '@/components/checkout/offline-order-listener';
import { CompareListener } from '@/components/compare/compare-listener';
import { PageSlotHost } from '@/components/recently-viewed/page-slot-host';
import { SeenProductsRecorder } from '@/components/offline-search/seen-products-recorder';

export interface ShopListenersProps {
  storeCode: string;
  defaultCountry: string;
  checkoutHref: string;
}

/** The shop's DOM-event listeners (ADR 0006), in one module so they load together after the page (ADR 0010). */
export function ShopListeners({ storeCode, defaultCountry, checkoutHref }: ShopListenersProps) {
  const storeView = useMemo(() => ({ storeCode, defaultCountry }), [storeCode, defaultCountry]);
  return (
    <>
      <CompareListener storeCode={storeCode} />
      {/* Spec §4 Back online: orders placed offline are confirmed from any page. */}
      <OfflineOrderListener storeView={storeView} />
      <CartListener storeCode={storeCode} checkoutHref={checkoutHref} />
      {/* Recently viewed rows and the back-in-stock form, drawn into the page's slots (ADR 0047). */}
      <PageSlotHost storeCode={storeCode} />
      {/* The products of the pages seen, for search offline (ADR 0052). */}
      <SeenProductsRecorder storeCode={storeCode} />
    </>
  );
}
