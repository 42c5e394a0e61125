'use client';

import { useRef } from 'react';
import { useStore } from 'zustand';
import { useTranslations } from 'next-intl';
import { ShopThumbnail } from '@/components/ui/shop-thumbnail';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import { wishlistCartRequest, type WishlistItem } from '@/lib/domain/wishlist';
import { useUiStore } from '@/stores/ui-store';
import { wishlistStoreFor } from '@/stores/wishlist-store';
import styles from './wishlist.module.css';

interface WishlistStoreView {
  storeCode: string;
  url: string;
  i18n: PriceFormat;
}

/** The wishlist page's list: image, name, price, link, add to cart (or choose options) and remove per product. */
export function WishlistView({ storeView, titleId }: { storeView: WishlistStoreView; titleId: string }) {
  const t = useTranslations('Wishlist');
  const store = wishlistStoreFor(storeView.storeCode);
  const items = useStore(store, (state) => state.items);
  const isLoaded = useStore(store, (state) => state.isLoaded);
  const notify = useUiStore((state) => state.notify);
  const listRef = useRef<HTMLUListElement>(null);

  if (!isLoaded) return <p role="status">{t('loading')}</p>;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <p>
          <a href={storeView.url || '/'}>{t('continueShopping')}</a>
        </p>
      </div>
    );
  }

  const remove = async (item: WishlistItem, index: number) => {
    await store.getState().remove(item.sku);
    notify({ type: 'success', message: t('removed', { name: item.name }) });
    // Focus stays in the list: on the next product's remove button, else the previous one, else the page title.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-wishlist-remove]');
    const next = buttons?.[index] ?? buttons?.[index - 1];
    (next ?? document.getElementById(titleId))?.focus();
  };

  return (
    <>
      <p data-testid="wishlist-total">{t('count', { count: items.length })}</p>
      <ul className={styles.list} ref={listRef} data-testid="wishlist-items">
        {items.map((item, index) => {
          const cartRequest = wishlistCartRequest(item);
          return (
            <li key={item.sku} className={styles.item} data-testid="wishlist-item">
              <ShopThumbnail path={item.image} preset="cart" width={96} />
              <div>
                <h2 className={styles.itemName}>
                  <a href={item.url}>{item.name}</a>
                </h2>
                {item.price !== null && (
                  <p className={styles.itemPrice} data-testid="wishlist-price">
                    <span className="visually-hidden">{t('price')}: </span>
                    {formatPrice(item.price, storeView.i18n)}
                  </p>
                )}
                <div className={styles.itemActions}>
                  {cartRequest ? (
                    <button
                      type="button"
                      className={styles.primary}
                      aria-label={t('addToCartItem', { name: item.name })}
                      onClick={() => window.dispatchEvent(new CustomEvent('storefront:add-to-cart', { detail: cartRequest }))}
                    >
                      {t('addToCart')}
                    </button>
                  ) : (
                    <a className={styles.secondary} href={item.url} aria-label={t('chooseOptionsItem', { name: item.name })}>
                      {t('chooseOptions')}
                    </a>
                  )}
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t('removeItem', { name: item.name })}
                    data-wishlist-remove=""
                    onClick={() => void remove(item, index)}
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
