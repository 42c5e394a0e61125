'use client';

import { useTranslations } from 'next-intl';

/** Spec §7's text when a part of the checkout's code fails to load; its details stay in IndexedDB, so a reload loses nothing. */
export function CheckoutLoadFailed() {
  const t = useTranslations('Checkout');
  const shell = useTranslations('Shell');
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <p role="alert">{shell('componentLoadError')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {shell('tryAgain')}
      </button>
    </section>
  );
}
