'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CheckoutLoading } from './checkout-loading';
import type { CheckoutPageStoreView } from './checkout-view';

/** The checkout with its stores, Dexie, zod and React Query: a chunk of its own, asked for once the page has hydrated. */
const CheckoutWithQueries = lazy(() =>
  import('./checkout-with-queries').then(
    (module) => ({ default: module.CheckoutWithQueries }),
    // Spec §7's text; the checkout's details stay in IndexedDB, so loading the page again loses nothing.
    () => ({ default: CheckoutLoadFailed }),
  ),
);

/**
 * Spec §2 /checkout. Everything in it reads the cart in IndexedDB, so the server can only send the title and a loading
 * status; the checkout's code (~100 KB gzip) loads after the page's own, instead of with it, so the title paints and
 * the page answers input before that code has arrived (ADR 0010 addendum 3).
 */
export function CheckoutLoader({ storeView }: { storeView: CheckoutPageStoreView }) {
  const hydrated = useHydrated();
  const loading = <CheckoutLoading />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <CheckoutWithQueries storeView={storeView} />
    </Suspense>
  );
}

function CheckoutLoadFailed() {
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
