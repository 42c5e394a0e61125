'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_SHIPPING_METHOD } from '@/lib/config/default-shipping-method';
import { shippingMethodValue } from '@/lib/domain/checkout-order';
import { checkoutSteps, firstInvalidStep, validateStep, type CheckoutStep } from '@/lib/domain/checkout-validation';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { notifyShopper } from '@/components/account/session';
import { askToConfirmWaitingOrders, type CheckoutStore } from '@/stores/checkout-store';
import { useUiStore } from '@/stores/ui-store';
import { fieldId } from './field-ids';

export const headingId = (step: CheckoutStep) => `checkout-step-${step}`;
const FALLBACK_SHIPPING_METHOD = shippingMethodValue(DEFAULT_SHIPPING_METHOD);

/**
 * The checkout's steps: the open step, each step's errors (its first invalid field focused), and Continue / Place
 * order (spec §2 Checkout: each step validates on Continue; placing checks every step again).
 */
export function useCheckoutSteps(store: CheckoutStore, options: { needsShippingMethod: boolean }, placingOrderText: string) {
  const [active, setActive] = useState<CheckoutStep>('personal');
  const [errors, setErrors] = useState<Partial<Record<CheckoutStep, FieldErrors>>>({});
  const [isPlacing, setIsPlacing] = useState(false);
  const pendingFocus = useRef<{ step: CheckoutStep; field: string | null } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target.field ? fieldId(target.step, target.field) : headingId(target.step))?.focus();
  });

  function showErrors(step: CheckoutStep, found: FieldErrors) {
    setErrors((current) => ({ ...current, [step]: found }));
    const first = Object.keys(found)[0];
    if (first) pendingFocus.current = { step, field: first };
    return Boolean(first);
  }

  async function submitStep(step: CheckoutStep, event: FormEvent) {
    event.preventDefault();
    const current = store.getState().details;
    if (showErrors(step, validateStep(step, current, options))) return;
    if (step !== 'review') {
      const next = checkoutSteps[checkoutSteps.indexOf(step) + 1]!;
      setActive(next);
      pendingFocus.current = { step: next, field: null };
      return;
    }
    const invalid = firstInvalidStep(current, options);
    if (invalid) {
      setActive(invalid);
      showErrors(invalid, validateStep(invalid, current, options));
      return;
    }
    setIsPlacing(true);
    // Spec §1 loader: placing the order can take seconds (stock, totals, payment). It ends once the thank-you page
    // shows (the order is queued, the cart emptied): 'Sending your order…' is the progress from there, and the shopper
    // may leave.
    const endLoader = useUiStore.getState().showLoader(placingOrderText);
    const endOnThankYou = store.subscribe((state) => {
      if (state.order) endLoader();
    });
    try {
      await store.getState().placeOrder({ fallbackShippingMethod: FALLBACK_SHIPPING_METHOD });
    } finally {
      endOnThankYou();
      endLoader();
      setIsPlacing(false);
    }
  }

  return { active, setActive, errors, isPlacing, submitStep };
}

/** Spec §4 Back online: the thank-you page sends its waiting order itself, now if online, else when back online. */
export function useThankYouSending(store: CheckoutStore, orderStatus: string | undefined) {
  useEffect(() => {
    if (!orderStatus) return;
    store.getState().setThankYouShown(true);
    const send = () => {
      if (navigator.onLine) void askToConfirmWaitingOrders(store, notifyShopper);
    };
    if (orderStatus === 'queued') send();
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
      store.getState().setThankYouShown(false);
    };
  }, [orderStatus, store]);

}
