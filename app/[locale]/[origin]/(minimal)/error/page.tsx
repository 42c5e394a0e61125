import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'ErrorPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <MessagePage namespace="ErrorPage" />;
}
