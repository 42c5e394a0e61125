'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useShopperSummary } from '@/components/layout/use-shopper-summary';
import { OPEN_WISHLIST_ACTION, useLazyWishlist } from './use-lazy-wishlist';
import styles from './wishlist.module.css';

/** The header's wishlist icon with the number of products on the list; the notifications' "View wishlist" lands here too. */
export function WishlistLink({ storeCode, href, icon }: { storeCode: string; href: string; icon?: ReactNode }) {
  const t = useTranslations('Header');
  const router = useRouter();
  const loaded = useLazyWishlist(storeCode, (state) => (state?.isLoaded ? state.items.length : null));
  // Before the wishlist store loads, the count the store left in the shopper summary (ADR 0019).
  const summary = useShopperSummary(storeCode);
  const count = loaded ?? summary?.wishlistCount ?? null;
  useEffect(() => {
    const open = () => router.push(href);
    window.addEventListener(`storefront:${OPEN_WISHLIST_ACTION}`, open);
    return () => window.removeEventListener(`storefront:${OPEN_WISHLIST_ACTION}`, open);
  }, [href, router]);
  return (
    <Link
      href={href}
      prefetch={false}
      className={`header-link ${styles.headerLink}`}
      aria-label={count === null ? t('wishlist') : t('wishlistWithCount', { count })}
      data-testid="wishlist-link"
    >
      {icon}
      <span className="header-link__label">{t('wishlist')}</span>
      {/* Its place is kept before the count is known, as the cart's, so the header does not move when it arrives. */}
      <span className="badge" aria-hidden="true" data-testid="wishlist-count">
        {count ?? '…'}
      </span>
    </Link>
  );
}
