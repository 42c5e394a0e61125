'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/user';
import { getStoreView, isStoreCode } from '@/lib/config/store-views';
import { formatStoreDate } from '@/lib/domain/date-format';
import { formatOrderAmount } from '@/lib/domain/price-format';

/** One order: number, date, status and total; its items and shipping in a disclosure. */
export function OrderDetails({ order, storeCode }: { order: Order; storeCode: string }) {
  const t = useTranslations('Account');
  const statusText = useTranslations('OrderStatus');
  const statusLabel = (status: string) => (statusText.has(status) ? statusText(status) : status);
  const track = order.extension_attributes?.tracks?.[0];
  const { i18n } = getStoreView(isStoreCode(storeCode) ? storeCode : 'default');
  const { dateFormat } = i18n;
  const money = (amount: number) => formatOrderAmount(amount, order.order_currency_code, i18n);
  const paymentTitle = order.payment?.additional_information?.[0] ?? order.payment?.method;
  return (
    <details>
      <summary>
        {t('orderSummary', { number: order.increment_id, date: formatStoreDate(order.created_at, dateFormat), status: statusLabel(order.status), total: money(order.grand_total) })}
      </summary>
      <table>
        <caption className="visually-hidden">{t('orderItems', { number: order.increment_id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('itemName')}</th>
            <th scope="col">SKU</th>
            <th scope="col">{t('itemQty')}</th>
            <th scope="col">{t('itemTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.sku}-${item.name ?? ''}`}>
              <td>{item.name}</td>
              <td>{item.sku}</td>
              <td>{item.qty_ordered}</td>
              <td>{money(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.shipping_description && <p>{t('shippingMethod', { method: order.shipping_description })}</p>}
      {paymentTitle && <p>{t('paymentMethod', { method: paymentTitle })}</p>}
      {track && <p>{statusText('tracking', { carrier: track.carrier ?? '', number: track.track_number })}</p>}
      {order.status_histories && order.status_histories.length > 0 && (
        <ul aria-label={statusText('history', { number: order.increment_id })}>
          {order.status_histories.map((entry) => (
            <li key={`${entry.status}-${entry.created_at}`}>
              {formatStoreDate(entry.created_at, dateFormat)}: {statusLabel(entry.status)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
