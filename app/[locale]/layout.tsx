import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { appVersion } from '@/lib/config/constants';
import { routing } from '@/lib/i18n/routing';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return { title: { default: t('title'), template: `%s | Storefront` }, description: t('description') };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <header className="site-header">
            <a className="site-header__logo" href={locale === 'en-US' ? '/' : `/${locale.slice(0, 2)}`}>
              Storefront
            </a>
          </header>
          <main id="main">{children}</main>
          <footer className="site-footer">
            <p>{t('version', { version: appVersion.version, date: appVersion.buildDate })}</p>
          </footer>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
