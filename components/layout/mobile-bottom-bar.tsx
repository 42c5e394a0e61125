import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';

/** Spec §1: Home, Menu, Search, Profile, Cart below 1024 px. */
export async function MobileBottomBar({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Shell');
  const base = storeView.url;
  return (
    <nav className="mobile-bottom-bar" aria-label={t('mobileNavigation')}>
      <Link href={base || '/'}>{t('home')}</Link>
      <a href="#main-menu">{t('menu')}</a>
      <a href="#site-search">{t('search')}</a>
      <Link href={`${base}/my-account`}>{t('profile')}</Link>
      <Link href={`${base}/checkout`}>{t('cart')}</Link>
    </nav>
  );
}
