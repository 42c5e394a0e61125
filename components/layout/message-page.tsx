import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { storeViewByLocale } from '@/lib/config/store-views';

/**
 * A page that only tells what happened and links to its store's home: the 404 and the error page (title, body and home
 * texts), in the page's language unless a locale is given.
 */
export async function MessagePage({ namespace, locale }: { namespace: 'NotFound' | 'ErrorPage'; locale?: string }) {
  const t = locale ? await getTranslations({ locale, namespace }) : await getTranslations(namespace);
  const home = storeViewByLocale(locale ?? (await getLocale())).url || '/';
  return (
    <section className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href={home}>{t('home')}</Link>
    </section>
  );
}
