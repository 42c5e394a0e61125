import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';

/** Rendered whole, once, then served from the cache (ADR 0020). */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The shop's 404 drawn as a page, for the start server to put into the answers Next.js gives an unknown URL: those
 * carry an empty document the browser only fills once the scripts have run (server/failed-pages.mjs, ADR 0032).
 */
export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <MessagePage namespace="NotFound" />;
}
