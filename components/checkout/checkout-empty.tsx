'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';

/** Spec §2 Checkout with nothing in the cart: the title, the reason and the way back to the shop. */
export function CheckoutEmpty({ homeHref }: { homeHref: string }) {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <p>{t('emptyCart')}</p>
      <IntentLink href={homeHref || '/'}>{t('backToShop')}</IntentLink>
    </section>
  );
}
