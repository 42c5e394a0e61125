import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { StoreView } from '@/lib/config/store-views';
import { PopoverToggle } from './mobile-menu-toggle';

/**
 * Spec §1: Home, Menu, Search, Profile, Cart below 1024 px, each an icon over its label. Its links are not prefetched:
 * on a phone every prefetched link in view is a request and a payload to parse while the page starts (ADR 0025).
 */
export async function MobileBottomBar({ storeView }: { storeView: StoreView }) {
  const t = await getTranslations('Shell');
  const base = storeView.url;
  return (
    <nav className="mobile-bottom-bar" aria-label={t('mobileNavigation')}>
      <Link href={base || '/'} prefetch={false}>
        <Icon name="house" size={22} />
        {t('home')}
      </Link>
      <PopoverToggle label={t('menu')} controls="main-menu" className="mobile-bottom-bar__button">
        <Icon name="menu" size={22} />
        {t('menu')}
      </PopoverToggle>
      <a href="#site-search">
        <Icon name="search" size={22} />
        {t('search')}
      </a>
      <Link href={`${base}/my-account`} prefetch={false}>
        <Icon name="user" size={22} />
        {t('profile')}
      </Link>
      <Link href={`${base}/checkout`} prefetch={false}>
        <Icon name="shopping-bag" size={22} />
        {t('cart')}
      </Link>
    </nav>
  );
}
