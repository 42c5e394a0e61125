import { IntentLink } from '@/components/ui/intent-link';
import { getLocale, getTranslations } from 'next-intl/server';
import { storeViewByLocale } from '@/lib/config/store-views';
import { PAGE_TITLE_TEMPLATE } from '@/lib/config/constants';

/**
 * A page that only tells what happened and links to its store's home: the 404 and the error page (title, body and home
 * texts), in the page's language unless a locale is given. `documentTitle` sets the document's title too, for a
 * not-found boundary, which has no metadata of its own (React puts the element in the head).
 */
export async function MessagePage({
  namespace,
  locale,
  documentTitle = false,
}: {
  namespace: 'NotFound' | 'ErrorPage';
  locale?: string;
  documentTitle?: boolean;
}) {
  const t = locale ? await getTranslations({ locale, namespace }) : await getTranslations(namespace);
  const home = storeViewByLocale(locale ?? (await getLocale())).url || '/';
  return (
    <section className="not-found">
      {documentTitle && <title>{PAGE_TITLE_TEMPLATE.replace('%s', t('title'))}</title>}
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <IntentLink href={home}>{t('home')}</IntentLink>
    </section>
  );
}
