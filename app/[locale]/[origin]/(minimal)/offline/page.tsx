import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { storeViewByLocale } from '@/lib/config/store-views';
import { OfflineRedirect } from './offline-redirect';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Spec §2 Offline: the service worker answers a never-visited page with this one (precached, ADR 0009) while the
 * shopper is offline; it sends them to the store's home page, which the worker keeps.
 */
export default async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <section className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <OfflineRedirect homeHref={storeViewByLocale(locale).url || '/'} texts={{ home: t('home'), stay: t('stay'), stayed: t('stayed') }} />
    </section>
  );
}
