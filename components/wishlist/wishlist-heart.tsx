'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { isOnWishlist } from '@/lib/domain/wishlist-membership';
import { useUiStore } from '@/stores/ui-store';
import { loadWishlist, OPEN_WISHLIST_ACTION, useLazyWishlist } from './use-lazy-wishlist';
import { Icon } from '@/components/ui/icon';
import { EarlyClickButton } from '@/components/layout/early-click-button';
import styles from './wishlist.module.css';

/**
 * The heart of a product tile or page: a toggle button (aria-pressed) whose name stays the same while its
 * state changes (WAI-ARIA toggle button pattern). Tiles show the heart only; the product page shows its text too.
 */
export function WishlistHeart({ storeCode, item, variant = 'tile' }: { storeCode: string; item: WishlistItem; variant?: 'tile' | 'page' }) {
  const t = useTranslations('Wishlist');
  const notify = useUiStore((state) => state.notify);
  const onList = useLazyWishlist(storeCode, (state) => (state ? isOnWishlist(state.items, item.sku) : false));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const store = await loadWishlist(storeCode);
      const added = await store.getState().toggle(item);
      notify({
        type: 'success',
        message: t(added ? 'added' : 'removed', { name: item.name }),
        ...(added ? { action1: { label: t('view'), action: OPEN_WISHLIST_ACTION } } : {}),
      });
    } finally {
      setBusy(false);
    }
  };

  // A tap before the page's scripts have started is carried out once the heart has hydrated (ADR 0033).
  return (
    <EarlyClickButton
      className={variant === 'page' ? styles.heartPage : styles.heartTile}
      aria-pressed={onList}
      aria-label={variant === 'tile' ? t('add', { name: item.name }) : undefined}
      data-testid="wishlist-heart"
      onClick={() => void toggle()}
    >
      <Icon name={onList ? 'wishlist-heart-filled' : 'wishlist-heart'} size={22} className={styles.heartIcon} />
      {variant === 'page' && <span>{t('addShort')}</span>}
    </EarlyClickButton>
  );
}
