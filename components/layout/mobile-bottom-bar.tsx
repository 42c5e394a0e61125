import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import { MobileMenuToggle } from './mobile-menu-toggle';

/** Spec §1: Home, Menu, Search, Profile, Cart below 1024 px. */
export async function MobileBottomBar({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Shell');
  const base = storeView.url;
  return (
    <nav className="mobile-bottom-bar" aria-label={t('mobileNavigation')}>
      <Link href={base || '/'}>{t('home')}</Link>
      <MobileMenuToggle label={t('menu')} controls="main-menu" className="mobile-bottom-bar__button">
        {t('menu')}
      </MobileMenuToggle>
      <a href="#site-search">{t('search')}</a>
      <Link href={`${base}/my-account`}>{t('profile')}</Link>
      <Link href={`${base}/checkout`}>{t('cart')}</Link>
    </nav>
  );
}
