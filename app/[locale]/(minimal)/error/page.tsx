import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('ErrorPage');
  return (
    <section className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/">{t('home')}</Link>
    </section>
  );
}
