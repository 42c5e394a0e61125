import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isServedLocale } from '@/lib/i18n/served-locale';
import { appVersion } from '@/lib/config/constants';
import { storeViewByLocale } from '@/lib/config/store-views';

/** Spec §1: a minimal layout, logo and footer only, for the error page. */
export default async function MinimalLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isServedLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Footer');
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          <Link className="site-header__logo" href={storeViewByLocale(locale).url || '/'}>
            Storefront
          </Link>
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
      <footer className="site-footer">
        <p className="site-footer__version">{t('version', { version: appVersion.version, date: appVersion.buildDate })}</p>
      </footer>
    </>
  );
}
