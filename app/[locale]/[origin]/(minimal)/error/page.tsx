import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <MessagePage namespace="ErrorPage" />;
}
