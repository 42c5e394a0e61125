'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { cartOf } from '@/components/account/session';
import { completePaypalOrder, createPaypalOrder } from '@/lib/api/payment-provider';
import { paypalOrderBody, paypalScriptUrl } from '@/lib/domain/payment-provider';

interface PaypalButtons {
  isEligible?: () => boolean;
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

interface PaypalNamespace {
  Buttons: (options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
    onCancel?: () => void;
  }) => PaypalButtons;
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

const SCRIPT_ID = 'paypal-sdk';

/** Loads the PayPal SDK once (a second call with the same URL waits for the same script). */
function loadPaypalSdk(src: string): Promise<PaypalNamespace> {
  const existing = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (existing && existing.src === src && window.paypal) return Promise.resolve(window.paypal);
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK loaded without window.paypal')));
    script.onerror = () => reject(new Error('PayPal SDK could not be loaded'));
    document.head.appendChild(script);
  });
}

interface PaypalButtonProps {
  storeCode: string;
  clientId: string;
  currency: string;
  cartId: string | null;
  onApproved: (order: { id: string; status: string }) => void;
}

/** Spec §7 payment provider: PayPal's buttons (script with client id and currency, card and credit funding disabled). */
export function PaypalButton({ storeCode, clientId, currency, cartId, onApproved }: PaypalButtonProps) {
  const t = useTranslations('Checkout');
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const approved = useRef(onApproved);
  useEffect(() => {
    approved.current = onApproved;
  });
  const [state, setState] = useState<'loading' | 'ready' | 'approved' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let buttons: PaypalButtons | null = null;
    loadPaypalSdk(paypalScriptUrl({ clientId, currency }))
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        buttons = paypal.Buttons({
          createOrder: async () => {
            // The cart store keeps the server totals current (fetched with the customer's token).
            const totals = cartId ? cartOf(storeCode).getState().totals : null;
            if (!totals) throw new Error('The cart totals are not known yet');
            return createPaypalOrder(paypalOrderBody({ grandTotal: totals.grand_total, currency, cartId }));
          },
          onApprove: async ({ orderID }) => {
            const order = await completePaypalOrder(orderID);
            setState('approved');
            approved.current(order);
          },
          onError: () => setState('failed'),
        });
        await buttons.render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      void buttons?.close?.().catch(() => undefined);
    };
  }, [clientId, currency, cartId, storeCode]);

  return (
    <section className="checkout-provider" aria-labelledby={titleId} data-testid="paypal">
      <h3 id={titleId}>{t('paypal.title')}</h3>
      {state === 'loading' && <p role="status">{t('paypal.loading')}</p>}
      {state === 'approved' && <p role="status">{t('paypal.approved')}</p>}
      {state === 'failed' && <p role="alert">{t('paypal.failed')}</p>}
      <div ref={container} role="group" aria-label={t('paypal.buttons')} />
    </section>
  );
}
