import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { House, Menu, Search, ShoppingBag, User } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { StoreView } from '@/lib/config/store-views';
import { MobileMenuToggle } from './mobile-menu-toggle';

/** Spec §1: Home, Menu, Search, Profile, Cart below 1024 px, each an icon over its label. */
export async function MobileBottomBar({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Shell');
  const base = storeView.url;
  return (
    <nav className="mobile-bottom-bar" aria-label={t('mobileNavigation')}>
      <Link href={base || '/'}>
        <Icon icon={House} size={22} />
        {t('home')}
      </Link>
      <MobileMenuToggle label={t('menu')} controls="main-menu" className="mobile-bottom-bar__button">
        <Icon icon={Menu} size={22} />
        {t('menu')}
      </MobileMenuToggle>
      <a href="#site-search">
        <Icon icon={Search} size={22} />
        {t('search')}
      </a>
      <Link href={`${base}/my-account`}>
        <Icon icon={User} size={22} />
        {t('profile')}
      </Link>
      <Link href={`${base}/checkout`}>
        <Icon icon={ShoppingBag} size={22} />
        {t('cart')}
      </Link>
    </nav>
  );
}
