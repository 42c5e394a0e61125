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
 * The shop's 404 drawn as a page, which nginx in front sends with the 404 status for a page that is not there: Next.js
 * answers those with an empty document the browser only fills once the scripts have run (deploy/nginx.conf.template,
 * ADR 0040).
 */
export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <MessagePage namespace="NotFound" />;
}
