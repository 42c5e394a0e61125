import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutLoader } from '@/components/checkout/checkout-loader';
import { storeViewByLocale } from '@/lib/config/store-views';
import { alternatesFor } from '@/lib/server/seo/alternates';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  // Indexable (ADR 0010 addendum 2): the page holds nothing of the shopper's on the server, and a crawler that follows
  // "Checkout" finds a canonical page rather than a blocked one.
  return { title: t('title'), alternates: alternatesFor(storeViewByLocale(locale), '/checkout') };
}

/** Spec §2 /checkout (store-prefixed under /de and /it): everything happens in the browser, against the cart in IndexedDB. */
export default async function CheckoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  return (
    <CheckoutLoader
      storeView={{
        storeCode: storeView.storeCode,
        defaultCountry: storeView.i18n.defaultCountry,
        url: storeView.url,
        priceFormat: {
          currencySign: storeView.i18n.currencySign,
          currencyDecimal: storeView.i18n.currencyDecimal,
          currencyGroup: storeView.i18n.currencyGroup,
          fractionDigits: storeView.i18n.fractionDigits,
          priceFormat: storeView.i18n.priceFormat,
        },
      }}
    />
  );
}
