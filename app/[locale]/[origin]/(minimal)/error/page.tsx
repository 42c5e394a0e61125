import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <MessagePage namespace="ErrorPage" />;
}
