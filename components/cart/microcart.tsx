'use client';
import { QueryProvider } from '@/components/providers/query-provider';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { track } from '@/lib/analytics/track';
import type { StoreView } from '@/lib/config/store-views';
import { displayTotals } from '@/lib/domain/cart-display-totals';
import { formatPrice } from '@/lib/domain/price-format';
import { useUiStore } from '@/stores/ui-store';
import { MicrocartLine } from './microcart-line';
import { RecentlyViewedRow } from '@/components/recently-viewed/recently-viewed-row';
import { cartOf } from '@/components/account/session';
import { useCart } from './use-cart';
import styles from './cart.module.css';
import { Button, Input } from '@/components/ui/controls';

type StoreViewInfo = Pick<StoreView, 'storeCode' | 'url' | 'i18n'>;

function CouponForm({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Cart');
  const coupon = useCart(storeCode, (state) => state.coupon);
  const [code, setCode] = useState('');
  const inputId = useId();
  if (coupon) {
    return (
      <p className={styles.coupon}>
        {t('coupon')}: <strong>{coupon}</strong>{' '}
        <Button variant="ghost" size="small" onClick={() => void cartOf(storeCode).getState().removeCoupon()} aria-label={t('removeCoupon', { code: coupon })}>
          ×
        </Button>
      </p>
    );
  }
  return (
    <form
      className={styles.coupon}
      onSubmit={(event) => {
        event.preventDefault();
        void cartOf(storeCode)
          .getState()
          .applyCoupon(code)
          .then((applied) => applied && setCode(''));
      }}
    >
      <label htmlFor={inputId}>{t('coupon')}</label>
      <Input id={inputId} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
      <Button type="submit" variant="secondary">
        {t('applyCoupon')}
      </Button>
    </form>
  );
}

function TotalSegments({ storeView }: { storeView: StoreViewInfo }) {
  const t = useTranslations('Cart');
  const lines = useCart(storeView.storeCode, (state) => state.cartItems);
  const server = useCart(storeView.storeCode, (state) => state.totals);
  const serverHash = useCart(storeView.storeCode, (state) => state.totalsHash);
  const { segments, estimated } = displayTotals(lines, server, serverHash, { subtotal: t('subtotal'), grandTotal: t('grandTotal') });
  if (segments.length === 0) return null;
  return (
    <>
      <dl className={styles.totals} aria-label={t('totals')} data-testid="microcart-totals">
        {segments.map((segment) => (
          <div key={segment.code} className={segment.code === 'grand_total' ? styles.grandTotal : undefined}>
            <dt>{segment.title}</dt>
            <dd>{formatPrice(segment.value, storeView.i18n)}</dd>
          </div>
        ))}
      </dl>
      {estimated && <p className={styles.meta}>{t('totalsEstimated')}</p>}
    </>
  );
}

/** The side panel of the cart (spec §2 microcart): a modal dialog, Escape closes, focus returns to the cart button. */
export function Microcart({ storeView }: { storeView: StoreViewInfo }) {
  return (
    <QueryProvider>
      <MicrocartDialog storeView={storeView} />
    </QueryProvider>
  );
}

function MicrocartDialog({ storeView }: { storeView: StoreViewInfo }) {
  const t = useTranslations('Cart');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isOpen = useUiStore((state) => state.isMicrocartOpen);
  const toggle = useUiStore((state) => state.toggleMicrocart);
  const items = useCart(storeView.storeCode, (state) => state.cartItems);
  const isLoaded = useCart(storeView.storeCode, (state) => state.cartIsLoaded);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      const lines = cartOf(storeView.storeCode).getState().cartItems;
      track((statistics) =>
        statistics.ecommerceEvent('view_cart', statistics.currencyOf(storeView.storeCode), lines.map((line) => statistics.cartLineItem(line))),
      );
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, storeView.storeCode]);

  const cart = () => cartOf(storeView.storeCode).getState();
  return (
    <dialog
      ref={ref}
      className={styles.microcart}
      aria-labelledby={titleId}
      data-testid="microcart"
      onClose={() => toggle(false)}
      onClick={(event) => {
        if (event.target === ref.current) toggle(false);
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId}>{t('title')}</h2>
          <button type="button" className={styles.close} onClick={() => toggle(false)} aria-label={t('close')}>
            ×
          </button>
        </div>
        {!isLoaded ? (
          <p role="status">{t('loading')}</p>
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('empty')}</p>
            <Button onClick={() => toggle(false)}>{t('continueShopping')}</Button>
            <RecentlyViewedRow storeCode={storeView.storeCode} currentSku={null} />
          </div>
        ) : (
          <>
            <ul className={styles.lines} aria-label={t('title')}>
              {items.map((line) => (
                <MicrocartLine
                  key={`${line.sku}:${line.checksum}`}
                  storeCode={storeView.storeCode}
                  line={line}
                  priceFormat={storeView.i18n}
                  onQuantity={(target, input) => cart().setQuantity(target, input)}
                  onRemove={(target) => void cart().removeItem(target)}
                  onChangeOptions={(target, request) => cart().changeOptions(target, request)}
                />
              ))}
            </ul>
            <CouponForm storeCode={storeView.storeCode} />
            <TotalSegments storeView={storeView} />
            <Link className={styles.checkout} href={`${storeView.url}/checkout`} onClick={() => toggle(false)}>
              {t('goToCheckout')}
            </Link>
          </>
        )}
      </div>
    </dialog>
  );
}
