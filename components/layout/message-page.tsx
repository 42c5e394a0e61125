import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * A page that only tells what happened and links home: the 404 and the error page (title, body and home texts), in the
 * page's language unless a locale is given.
 */
export async function MessagePage({ namespace, locale }: { namespace: 'NotFound' | 'ErrorPage'; locale?: string }) {
  const t = locale ? await getTranslations({ locale, namespace }) : await getTranslations(namespace);
  return (
    <section className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/">{t('home')}</Link>
    </section>
  );
}
