'use client';

import { useTranslations } from 'next-intl';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import type { LinkedModel, PurchaseStyles } from './purchase-model';
import styles from './product-page.module.css';

/** The products of a grouped product, each with its price and a quantity. */
export function GroupedTable({
  items,
  quantities,
  format,
  onChange,
  purchase,
}: {
  items: LinkedModel[];
  quantities: Readonly<Record<string, number | undefined>>;
  format: PriceFormat;
  onChange: (sku: string, qty: number) => void;
  purchase: PurchaseStyles;
}) {
  const t = useTranslations('Product');
  return (
    <table className={styles.groupedTable}>
      <caption>{t('groupedCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.sku}>
            <th scope="row">{item.name}</th>
            <td>
              {item.prices.original > item.prices.final && (
                <del className={purchase.originalPrice}>{formatPrice(item.prices.original, format)}</del>
              )}{' '}
              {formatPrice(item.prices.final, format)}
            </td>
            <td>
              <input
                className={styles.qtyInput}
                type="number"
                inputMode="numeric"
                min={0}
                aria-label={t('quantityOf', { name: item.name })}
                value={quantities[item.sku] ?? 0}
                onChange={(event) => onChange(item.sku, Math.max(0, Math.floor(Number(event.target.value) || 0)))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
