import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OfflineSearchResults } from '@/components/offline-search/offline-search-results';
import { storeViewByLocale } from '@/lib/config/store-views';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'OfflineSearch' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Search results offline (ADR 0052): the service worker keeps this page and answers a search results address it has
 * no copy of with it while the shopper is offline; the results come from the products seen, kept in the browser.
 */
export default async function OfflineSearchPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { storeCode } = storeViewByLocale(locale);
  return (
    <section className="search-page category" aria-labelledby="search-title">
      <OfflineSearchResults storeCode={storeCode} titleId="search-title" />
    </section>
  );
}
