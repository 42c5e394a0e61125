'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import styles from './product.module.css';

/**
 * Quantity and the buttons. They announce the shopper's intent as DOM events (storefront:add-to-cart,
 * storefront:wishlist, storefront:compare) that the cart, wishlist and compare stores listen to.
 */
export function ProductActions({
  qty,
  qtyError,
  formError,
  canAdd,
  onQtyChange,
  onAddToCart,
  onWishlist,
  onCompare,
}: {
  qty: string;
  qtyError: string | null;
  formError: string | null;
  canAdd: boolean;
  onQtyChange: (value: string) => void;
  onAddToCart: () => void;
  onWishlist: () => void;
  onCompare: () => void;
}) {
  const t = useTranslations('Product');
  const id = useId();
  return (
    <div className={styles.actions}>
      <div className={styles.qtyRow}>
        <label htmlFor={`${id}-qty`}>{t('quantity')}</label>
        <input
          id={`${id}-qty`}
          className={styles.qtyInput}
          type="number"
          inputMode="numeric"
          min={1}
          value={qty}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={`${id}-qty-error`}
          onChange={(event) => onQtyChange(event.target.value)}
        />
        <button type="button" className={styles.primaryButton} disabled={!canAdd} onClick={onAddToCart}>
          {t('addToCart')}
        </button>
      </div>
      <p id={`${id}-qty-error`} className={styles.fieldError} role="alert">
        {qtyError ?? formError ?? ''}
      </p>
      <div className={styles.secondaryActions}>
        <button type="button" className={styles.secondaryButton} onClick={onWishlist}>
          {t('addToWishlist')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCompare}>
          {t('addToCompare')}
        </button>
      </div>
    </div>
  );
}
