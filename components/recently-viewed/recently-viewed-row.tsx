'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShopThumbnail } from '@/components/ui/shop-thumbnail';
import type { ViewedProduct } from '@/lib/domain/recently-viewed';
import { clearViewed, readViewed, RECENTLY_VIEWED_CHANGED } from '@/lib/offline/recently-viewed';
import styles from './recently-viewed.module.css';

/**
 * The "Recently viewed" row (ADR 0047): the store view's list from IndexedDB, newest first, without the product on
 * screen; drawn from what was stored, so it shows offline too. Nothing is drawn while the list is empty. Clear empties
 * it, says so in a status message and puts the focus on the row's heading.
 */
export function RecentlyViewedRow({ storeCode, currentSku }: { storeCode: string; currentSku: string | null }) {
  const t = useTranslations('RecentlyViewed');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [items, setItems] = useState<ViewedProduct[] | null>(null);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    let active = true;
    const read = () => {
      readViewed(storeCode, currentSku)
        .then((list) => active && setItems(list))
        .catch(() => active && setItems([]));
    };
    read();
    // A view recorded after this row was drawn (the page's own, or one in the empty cart opened at once).
    window.addEventListener(RECENTLY_VIEWED_CHANGED, read);
    return () => {
      active = false;
      window.removeEventListener(RECENTLY_VIEWED_CHANGED, read);
    };
  }, [storeCode, currentSku]);

  useEffect(() => {
    if (cleared) headingRef.current?.focus();
  }, [cleared]);

  if (!cleared && (items === null || items.length === 0)) return null;

  const clear = async () => {
    await clearViewed(storeCode).catch(() => {});
    setItems([]);
    setCleared(true);
  };

  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid="recently-viewed">
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('title')}
        </h2>
        {items && items.length > 0 && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={t('clearLabel')}>
            {t('clear')}
          </button>
        )}
      </div>
      {cleared ? (
        <p role="status">{t('cleared')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items?.map((item) => (
            <li key={item.sku} className={styles.item}>
              <a href={item.url} className={styles.link}>
                <ShopThumbnail path={item.image} preset="tile" width={120} className={styles.image} />
                <span className={styles.name}>{item.name}</span>
              </a>
              <p className={styles.price}>
                <span className="visually-hidden">{t('price')}: </span>
                {item.price}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
