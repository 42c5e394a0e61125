import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { appVersion } from '@/lib/config/constants';

/** Spec §1: a minimal layout, logo and footer only, for the error page. */
export default async function MinimalLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('Footer');
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          <Link className="site-header__logo" href="/">
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
