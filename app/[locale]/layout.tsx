import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { documentLocale, rememberRouteLocale } from '@/lib/i18n/served-locale';
import { PAGE_TITLE_TEMPLATE } from '@/lib/config/constants';
import { RECORD_EARLY_CHANGES, RECORD_EARLY_CLICKS, RECORD_FIRST_INTERACTION } from '@/components/layout/record-first-interaction';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker';
import { inter } from '../fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: documentLocale(locale), namespace: 'Meta' });
  // metadataBase comes from the [origin] layout below (ADR 0038).
  return {
    title: { default: t('title'), template: PAGE_TITLE_TEMPLATE },
    description: t('description'),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale: routeLocale } = await params;
  if (!hasLocale(routing.locales, routeLocale)) notFound();
  // A store this shop does not serve answers 404 in the default store's language (app/[locale]/not-found.tsx).
  const locale = documentLocale(routeLocale);
  setRequestLocale(locale);
  rememberRouteLocale(routeLocale);
  // Only the namespaces client islands use travel in every page's HTML (ADR 0010).
  const messages = clientMessages(await getMessages({ locale }));
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <NextIntlClientProvider messages={messages}>
          {children}
        </NextIntlClientProvider>
        {/* After the page, not before it: an inline script waits for the stylesheets, and the parser with it (ADR 0029). */}
        <script dangerouslySetInnerHTML={{ __html: `${RECORD_FIRST_INTERACTION};${RECORD_EARLY_CLICKS};${RECORD_EARLY_CHANGES}` }} />
        <Suspense>
          <ServiceWorkerRegistration />
        </Suspense>
      </body>
    </html>
  );
}
