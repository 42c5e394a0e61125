import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { storeViewByLocale } from '@/lib/config/store-views';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Wishlist' });
  // The list lives in the shopper's browser: nothing here for search engines.
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function WishlistPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Wishlist');
  const { storeCode, url, i18n } = storeViewByLocale(locale);
  return (
    <section aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" tabIndex={-1}>
        {t('title')}
      </h1>
      <WishlistView storeView={{ storeCode, url, i18n }} titleId="wishlist-title" />
    </section>
  );
}
