import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';

/**
 * A store prefix this shop does not serve (/de or /it without MULTISTORE): an unknown path of the default store, so
 * the default store's words. Every other unknown page is answered by (shop)/not-found.tsx inside the shop's layout.
 */
export default async function UnservedStoreNotFound() {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'NotFound' });
  return (
    <main id="main" className="page">
      <section className="not-found">
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
        <Link href="/">{t('home')}</Link>
      </section>
    </main>
  );
}
