import type { Metadata } from 'next';
import { ORDER_STATUSES } from '@/lib/domain/order-transitions';
import { storeCodes } from '@/lib/config/store-views';
import { listOrders, orderFiltersSchema, type OrderFilters } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf, formatDateTime, formatMoney, listQuery, pageCount } from '../admin-format';

export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const queryOf = (filters: OrderFilters, page?: number) => listQuery(filters, ['status', 'store', 'from', 'to', 'q'], page);

/** Orders, newest first: filters (status, store view, dates), search (number, e-mail, name), paging and CSV export. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const member = await requireStaff();
  const params = await searchParams;
  const raw = Object.fromEntries(['status', 'store', 'from', 'to', 'q', 'page'].map((key) => [key, firstOf(params[key])]));
  const parsed = orderFiltersSchema.safeParse(raw);
  const filters: OrderFilters = parsed.success ? parsed.data : {};
  const result = parsed.success ? await listOrders(await getDb(), filters) : null;
  const pages = pageCount(result);
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Orders</h1>
        <Notice text={firstOf(params.notice)} />
        <form className="filters" method="get" action="/admin/orders" aria-label="Filter orders">
          <div>
            <label htmlFor="orders-q">Search</label>
            <input id="orders-q" name="q" type="search" defaultValue={raw.q ?? ''} placeholder="Order number, e-mail or name" />
          </div>
          <div>
            <label htmlFor="orders-status">Status</label>
            <select id="orders-status" name="status" defaultValue={raw.status ?? ''}>
              <option value="">Any</option>
              {ORDER_STATUSES.map((status) => <option key={status} value={status}>{status}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="orders-store">Store view</label>
            <select id="orders-store" name="store" defaultValue={raw.store ?? ''}>
              <option value="">Any</option>
              {storeCodes.map((code) => <option key={code} value={code}>{code}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="orders-from">From</label>
            <input id="orders-from" name="from" type="date" defaultValue={raw.from ?? ''} />
          </div>
          <div>
            <label htmlFor="orders-to">To</label>
            <input id="orders-to" name="to" type="date" defaultValue={raw.to ?? ''} />
          </div>
          <button type="submit">Show</button>
        </form>
        {!parsed.success && (
          <p className="error" role="alert">
            {parsed.error.issues[0]?.path.join('.')}: {parsed.error.issues[0]?.message}
          </p>
        )}
        {result && (
          <>
            <p>
              {result.total.toLocaleString('en-US')}
              {result.totalCapped ? '+' : ''} {result.total === 1 && !result.totalCapped ? 'order' : 'orders'} · page {result.page} of {pages}
              {result.totalCapped ? '+' : ''} ·{' '}
              <a href={`/admin/export/orders${queryOf(filters)}`}>Export these orders as CSV</a>
            </p>
            <table>
              <caption className="visually-hidden">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col">Store</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((order) => (
                  <tr key={order.id}>
                    <td><a href={`/admin/orders/${order.id}`}>#{order.incrementId}</a></td>
                    <td>{formatDateTime(order.createdAt)}</td>
                    <td>{order.status}</td>
                    <td>{order.storeCode}</td>
                    <td>{[order.firstname, order.lastname].filter(Boolean).join(' ')}<br />{order.customerEmail}</td>
                    <td>{formatMoney(order.grandTotal, order.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav aria-label="Pages of orders">
              {result.page > 1 && <a href={`/admin/orders${queryOf(filters, result.page - 1)}`} rel="prev">Newer orders</a>}{' '}
              {(result.page < pages || result.totalCapped) && <a href={`/admin/orders${queryOf(filters, result.page + 1)}`} rel="next">Older orders</a>}
            </nav>
          </>
        )}
      </main>
    </>
  );
}
