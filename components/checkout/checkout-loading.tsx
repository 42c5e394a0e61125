'use client';

import { useTranslations } from 'next-intl';

/** The checkout's first state, also the empty cart's shape: its title and what it is waiting for. */
export function CheckoutLoading() {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <p role="status">{t('loading')}</p>
    </section>
  );
}
