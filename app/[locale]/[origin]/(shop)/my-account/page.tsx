import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyAccount } from '@/components/account/my-account';
import { storeViewByLocale } from '@/lib/config/store-views';

/**
 * A static shell, rendered whole on its first visit per origin and then cached: the `[origin]` segment is known only
 * at run time (ADR 0038).
 */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Account' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function MyAccountPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const t = await getTranslations('Account');
  return (
    <section aria-labelledby="my-account-title">
      <h1 id="my-account-title">{t('title')}</h1>
      <MyAccount storeCode={storeView.storeCode} homeHref={storeView.url || '/'} />
    </section>
  );
}
