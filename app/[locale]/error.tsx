'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePrefixes } from '@/lib/i18n/store-routing';
import { PAGE_TITLE_TEMPLATE } from '@/lib/config/constants';

/**
 * A page or layout below the store's root failed to render (the database out of reach, a bug): the spec's message in
 * the store's language, a retry that asks the server again, and the way home (ADR 0040). Next.js answers such a page
 * 500; deploy/nginx.conf turns that into 503 with Retry-After and the same message drawn on the server (/error).
 */
export default function StoreError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();
  const home = localePrefixes[locale as keyof typeof localePrefixes] ?? '/';
  return (
    <main id="main" className="page">
      <section className="not-found">
        <title>{PAGE_TITLE_TEMPLATE.replace('%s', t('title'))}</title>
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
        <p className="not-found__actions">
          <button type="button" className="button" onClick={retry}>
            {t('retry')}
          </button>
          <a href={home}>{t('home')}</a>
        </p>
      </section>
    </main>
  );
}
