'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useHydrated } from '@/components/ui/use-hydrated';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { EarlyClickButton } from '@/components/layout/early-click-button';
import type { PurchaseStyles } from './purchase-model';

/**
 * Quantity and the buttons. Add to cart and compare announce the shopper's intent as DOM events
 * (storefront:add-to-cart, storefront:compare) that the cart and compare stores listen to; the wishlist heart
 * toggles the store view's wishlist itself.
 * Below 1024 px Add to cart sits in a bar fixed above the bottom bar with the price and the chosen options
 * (product.module.css): the same button, so the page has one. The bar draws its text from its data attributes: it
 * repeats the price box and the options' legends for the eye only.
 */
export function ProductActions({
  qty,
  qtyError,
  formError,
  canAdd,
  onQtyChange,
  onAddToCart,
  adding,
  wishlist,
  onCompare,
  inCompare,
  price,
  choice,
  styles,
}: {
  qty: string;
  qtyError: string | null;
  formError: string | null;
  canAdd: boolean;
  onQtyChange: (value: string) => void;
  onAddToCart: () => void;
  /** Between the click and the cart's answer: the button shows it is working, a second click does nothing. */
  adding: boolean;
  /** The product (or chosen variant) as the wishlist keeps it. */
  wishlist: { storeCode: string; item: WishlistItem };
  onCompare: () => void;
  /** Whether the product is on the compare list; null until the list is restored. */
  inCompare: boolean | null;
  /** The buy bar's text: the price and the chosen options' values. */
  price: string;
  choice: string | undefined;
  styles: PurchaseStyles;
}) {
  const t = useTranslations('Product');
  const id = useId();
  // The quantity waits for hydration, which would reset a number typed or stepped before.
  const hydrated = useHydrated();
  return (
    <div className={styles.actions}>
      <div className={styles.qtyRow}>
        <label htmlFor={`${id}-qty`}>{t('quantity')}</label>
        <QuantityStepper
          id={`${id}-qty`}
          type="number"
          min={1}
          value={qty}
          decreaseLabel={t('decreaseQuantity')}
          increaseLabel={t('increaseQuantity')}
          disabled={!hydrated}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={`${id}-qty-error`}
          onChange={(event) => onQtyChange(event.target.value)}
          onStep={(next) => onQtyChange(String(next))}
        />
        {/* A tap before the page's scripts have started (a slow phone, or a test clicking as soon as the page has
            loaded) is carried out once the buttons have hydrated (ADR 0033). */}
        <div className={styles.buyBar} data-price={price} data-choice={choice}>
          <EarlyClickButton className={styles.primaryButton} disabled={!canAdd} aria-busy={adding || undefined} onClick={onAddToCart}>
            {t('addToCart')}
          </EarlyClickButton>
        </div>
        <span role="status" className="visually-hidden">
          {adding ? t('adding') : ''}
        </span>
      </div>
      <p id={`${id}-qty-error`} className={styles.fieldError} role="alert">
        {qtyError ?? formError ?? ''}
      </p>
      <div className={styles.secondaryActions}>
        <WishlistHeart storeCode={wishlist.storeCode} item={wishlist.item} variant="page" />
        <EarlyClickButton className={styles.secondaryButton} aria-pressed={inCompare ?? false} onClick={onCompare}>
          {t('addToCompare')}
          {inCompare && <span className={styles.pressedMark}> ✓</span>}
        </EarlyClickButton>
      </div>
    </div>
  );
}
