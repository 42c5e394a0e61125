'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { PlacedOrder } from '@/stores/checkout-store';

/** Spec §3 isThankYouPage: the order number, or that a queued order will be sent when the connection is back. */
export function ThankYou({ order, homeHref, onContinue }: { order: PlacedOrder; homeHref: string; onContinue: () => void }) {
  const t = useTranslations('Checkout.thankYou');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-thank-you" aria-labelledby="checkout-thank-you-title" data-testid="thank-you">
      <svg className="checkout-thank-you__icon" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      <h1 id="checkout-thank-you-title" ref={heading} tabIndex={-1}>
        {t('title')}
      </h1>
      <div role="status">
        {order.status === 'placed' && (
          <p>
            {t('placed')}{' '}
            <strong data-testid="order-number">{order.orderNumber}</strong>
          </p>
        )}
        {order.status === 'queued' && <p data-testid="order-queued">{t('queued')}</p>}
        {order.status === 'sending' && <p>{t('sending')}</p>}
      </div>
      {order.status === 'placed' && <p>{t('confirmation')}</p>}
      <Link className="button" href={homeHref || '/'} onClick={onContinue}>
        {t('continue')}
      </Link>
    </section>
  );
}
