'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { orderHistoryPageCount } from '@/lib/domain/customer-account';
import { AccountSection } from './account-section';
import { OrderDetails } from './order-details';
import { userOf, useUser } from './session';

/** Order history, 20 per page (spec §9), each order with its details. */
export function OrdersSection({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const orders = useUser(storeCode, (state) => state.orders);
  const page = useUser(storeCode, (state) => state.ordersPage);
  const load = (next: number) => void userOf(storeCode).store.getState().loadOrders(next);
  useEffect(() => {
    void userOf(storeCode).store.getState().loadOrders(1);
  }, [storeCode]);
  const pages = orderHistoryPageCount(orders?.total_count ?? 0);
  return (
    <AccountSection id="orders" title={t('sections.orders')}>
      {!orders || orders.items.length === 0 ? (
        <p>{t('noOrders')}</p>
      ) : (
        <ul className="my-account__orders">
          {orders.items.map((order) => (
            <li key={order.entity_id} data-testid="account-order">
              <OrderDetails order={order} storeCode={storeCode} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('ordersPaging')}>
          <button type="button" className="link-button" disabled={page <= 1} onClick={() => load(page - 1)}>
            {t('previousPage')}
          </button>{' '}
          <span>{t('pageOf', { page, pages })}</span>{' '}
          <button type="button" className="link-button" disabled={page >= pages} onClick={() => load(page + 1)}>
            {t('nextPage')}
          </button>
        </nav>
      )}
    </AccountSection>
  );
}
