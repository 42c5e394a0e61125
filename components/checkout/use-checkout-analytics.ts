'use client';

import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import type { CheckoutStep } from '@/lib/domain/checkout-validation';
import type { CheckoutDetails } from '@/lib/domain/checkout-state';
import { cartOf } from '@/components/account/session';

/**
 * The checkout's GA4 events, after statistics consent (ADR 0046): begin_checkout when the form first shows with lines,
 * add_shipping_info when the shipping step is completed, add_payment_info when the payment step is. Codes only (the
 * shipping method, the payment method), nothing the shopper typed.
 */
export function useCheckoutAnalytics(storeCode: string, active: CheckoutStep, details: CheckoutDetails, showsForm: boolean) {
  const begun = useRef(false);
  const previous = useRef(active);
  const latest = useRef(details);
  useEffect(() => {
    latest.current = details;
  });

  useEffect(() => {
    if (!showsForm || begun.current) return;
    begun.current = true;
    trackCart(storeCode, 'begin_checkout', {});
  }, [showsForm, storeCode]);

  useEffect(() => {
    const completed = previous.current;
    previous.current = active;
    if (completed === 'shipping' && active === 'payment') {
      trackCart(storeCode, 'add_shipping_info', { shipping_tier: latest.current.shippingDetails.shippingMethod });
    } else if (completed === 'payment' && active === 'review') {
      trackCart(storeCode, 'add_payment_info', { payment_type: latest.current.paymentDetails.paymentMethod });
    }
  }, [active, storeCode]);
}

function trackCart(storeCode: string, event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info', extra: { shipping_tier?: string; payment_type?: string }) {
  const lines = cartOf(storeCode).getState().cartItems;
  track((statistics) => statistics.ecommerceEvent(event, statistics.currencyOf(storeCode), lines.map((line) => statistics.cartLineItem(line)), extra));
}
