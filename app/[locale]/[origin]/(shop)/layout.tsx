import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { isServedLocale } from '@/lib/i18n/served-locale';

export default async function ShopLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  // Without MULTISTORE, /de and /it are unknown paths (app/[locale]/not-found.tsx answers).
  if (!isServedLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ShopChrome locale={locale}>{children}</ShopChrome>;
}
