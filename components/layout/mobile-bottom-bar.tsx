import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { House, Menu, Search, ShoppingBag, User } from 'lucide-react';
import type { StoreView } from '@/lib/config/store-views';
import { MobileMenuToggle } from './mobile-menu-toggle';

/** Spec §1: Home, Menu, Search, Profile, Cart below 1024 px, each an icon over its label. */
export async function MobileBottomBar({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Shell');
  const base = storeView.url;
  const icon = { size: 22, 'aria-hidden': true } as const;
  return (
    <nav className="mobile-bottom-bar" aria-label={t('mobileNavigation')}>
      <Link href={base || '/'}>
        <House {...icon} />
        {t('home')}
      </Link>
      <MobileMenuToggle label={t('menu')} controls="main-menu" className="mobile-bottom-bar__button">
        <Menu {...icon} />
        {t('menu')}
      </MobileMenuToggle>
      <a href="#site-search">
        <Search {...icon} />
        {t('search')}
      </a>
      <Link href={`${base}/my-account`}>
        <User {...icon} />
        {t('profile')}
      </Link>
      <Link href={`${base}/checkout`}>
        <ShoppingBag {...icon} />
        {t('cart')}
      </Link>
    </nav>
  );
}
