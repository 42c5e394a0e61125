import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { actionsFor } from '@/lib/domain/order-transitions';
import { orderDetail } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/page-session';
import type { AddressDoc } from '@/lib/server/db/schema';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../../admin-header';
import { firstOf, formatDateTime, formatMoney } from '../../admin-format';

export const metadata: Metadata = { title: 'Order' };

const ACTION_LABELS = { process: 'Start processing', ship: 'Ship', cancel: 'Cancel the order (returns its stock)' } as const;

function Address({ address }: { address: AddressDoc }) {
  const line = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const street = Array.isArray(address.street) ? address.street.map(line).join(', ') : line(address.street);
  return (
    <address>
      {line(address.firstname)} {line(address.lastname)}<br />
      {street}<br />
      {line(address.postcode)} {line(address.city)}<br />
      {line(address.country_id)}
      {address.telephone ? <><br />{line(address.telephone)}</> : null}
    </address>
  );
}

/** The forms that act on an order: the transitions its status allows (with the version the page showed) and a comment. */
function OrderActions({ id, status, version }: { id: number; status: string; version: number }) {
  const order = { id, version };
  return (
    <section aria-labelledby="order-actions">
      <h2 id="order-actions">Actions</h2>
      <div className="actions">
        {actionsFor(status).map((action) => (
          <form key={action} method="post" action={`/admin/orders/${order.id}/transition`} aria-label={ACTION_LABELS[action]}>
            <input type="hidden" name="action" value={action} />
            <input type="hidden" name="version" value={order.version} />
            {action === 'ship' && (
              <>
                <div className="field">
                  <label htmlFor="ship-carrier">Carrier</label>
                  <input id="ship-carrier" name="carrier" required maxLength={100} />
                </div>
                <div className="field">
                  <label htmlFor="ship-tracking">Tracking number</label>
                  <input id="ship-tracking" name="tracking" required maxLength={100} />
                </div>
              </>
            )}
            <button type="submit" className={action === 'cancel' ? 'secondary' : undefined}>{ACTION_LABELS[action]}</button>
          </form>
        ))}
        <form method="post" action={`/admin/orders/${order.id}/comment`} aria-label="Internal comment">
          <div className="field">
            <label htmlFor="order-comment">Internal comment (not shown to the customer)</label>
            <textarea id="order-comment" name="comment" required maxLength={2000} rows={3} cols={40} />
          </div>
          <button type="submit" className="secondary">Add the comment</button>
        </form>
      </div>
    </section>
  );
}

/** One order: lines, totals, addresses, payment and shipping, customer, history, and the forms that act on it. */
export default async function OrderPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  const { id } = await params;
  const orderId = Number(id);
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) notFound();
  const detail = await orderDetail(await getDb(), orderId);
  if (!detail) notFound();
  const { order, items, history, customer } = detail;
  const money = (amount: string) => formatMoney(amount, order.currencyCode);
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <p><a href="/admin/orders">All orders</a></p>
        <h1>Order #{order.incrementId}</h1>
        <Notice text={firstOf((await searchParams).notice)} />
        <p>
          Status: <strong>{order.status}</strong> · placed {formatDateTime(order.createdAt)} · store view {order.storeCode}
          {order.trackingNumber && <> · shipped with {order.carrier}, tracking number {order.trackingNumber}</>}
        </p>
        <div className="columns">
          <section aria-labelledby="order-customer">
            <h2 id="order-customer">Customer</h2>
            <p>{order.customerEmail}</p>
            <p>{customer ? `Account #${customer.id}: ${customer.firstname} ${customer.lastname}` : 'Guest order'}</p>
          </section>
          <section aria-labelledby="order-billing">
            <h2 id="order-billing">Billing address</h2>
            <Address address={order.billingAddress} />
            <p>Payment: {order.paymentMethod}</p>
          </section>
          <section aria-labelledby="order-shipping">
            <h2 id="order-shipping">Shipping address</h2>
            <Address address={order.shippingAddress} />
            <p>Shipping: {order.shippingMethod}</p>
          </section>
        </div>
        <table>
          <caption>Lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Qty</th>
              <th scope="col">Price incl. tax</th>
              <th scope="col">Row total incl. tax</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.sku}</td>
                <td>{item.qty}</td>
                <td>{money(item.priceInclTax)}</td>
                <td>{money(item.rowTotalInclTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>Totals</caption>
          <tbody>
            <tr><th scope="row">Subtotal</th><td>{money(order.subtotal)}</td></tr>
            <tr><th scope="row">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</th><td>{money(order.discountAmount)}</td></tr>
            <tr><th scope="row">Shipping</th><td>{money(order.shippingAmount)}</td></tr>
            <tr><th scope="row">Tax</th><td>{money(order.taxAmount)}</td></tr>
            <tr><th scope="row">Grand total</th><td><strong>{money(order.grandTotal)}</strong></td></tr>
          </tbody>
        </table>
        <OrderActions id={order.id} status={order.status} version={order.version} />
        <section aria-labelledby="order-history">
          <h2 id="order-history">History</h2>
          <ol>
            <li>{formatDateTime(order.createdAt)}: placed (pending)</li>
            {history.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.createdAt)}: {entry.comment} ({entry.status}
                {entry.visibleToCustomer ? ', customer told' : ', internal'}
                {entry.staffEmail ? `, by ${entry.staffEmail}` : ''})
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}
