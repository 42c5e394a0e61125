import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTable } from '@/components/compare/compare-table';
import { QueryProvider } from '@/components/providers/query-provider';
import { storeViewByLocale } from '@/lib/config/store-views';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Compare' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function ComparePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Compare');
  return (
    <section aria-labelledby="compare-title">
      <h1 id="compare-title">{t('title')}</h1>
      <QueryProvider>
        <CompareTable storeView={storeViewByLocale(locale)} />
      </QueryProvider>
    </section>
  );
}
