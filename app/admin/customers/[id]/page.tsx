import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { customerDetail } from '@/lib/server/admin/customers';
import { requireStaff } from '@/lib/server/admin/page-session';
import { REVIEW_STATUS_LABELS } from '@/lib/server/admin/reviews';
import type { AddressDoc } from '@/lib/server/db/schema';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../../admin-header';
import { firstOf, formatDateTime, formatMoney } from '../../admin-format';
import { PersonalDataForms } from '../gdpr-forms';

export const metadata: Metadata = { title: 'Customer' };

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

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

/** A customer's account data, addresses, orders, reviews, newsletter and stock alerts; owners export or erase them. */
export default async function CustomerPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const member = await requireStaff();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const data = await customerDetail(await getDb(), Number(id));
  if (!data?.account) notFound();
  const { account } = data;
  const subscription = data.newsletter[0];
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <p><a href="/admin/customers">All customers</a></p>
        <h1>{account.firstname} {account.lastname}</h1>
        <Notice text={firstOf((await searchParams).notice)} />
        <div className="columns">
          <section aria-labelledby="customer-account">
            <h2 id="customer-account">Account</h2>
            <dl>
              <dt>E-mail</dt><dd>{account.email}</dd>
              <dt>Store view</dt><dd>{account.storeCode}</dd>
              <dt>Customer group</dt><dd>{account.groupId}</dd>
              <dt>Since</dt><dd>{formatDateTime(account.createdAt)}</dd>
              <dt>Newsletter</dt><dd>{subscription ? `${subscription.status} (${subscription.storeCode}) since ${formatDateTime(subscription.updatedAt)}` : 'never subscribed'}</dd>
            </dl>
          </section>
          <section aria-labelledby="customer-addresses">
            <h2 id="customer-addresses">Addresses</h2>
            {data.addresses.length === 0 ? <p>No saved address.</p> : (
              <ul>
                {data.addresses.map((entry) => (
                  <li key={entry.id}>
                    <Address address={entry.address} />
                    {[entry.defaultShipping && 'default shipping', entry.defaultBilling && 'default billing'].filter(Boolean).join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <section aria-labelledby="customer-orders">
          <h2 id="customer-orders">Orders</h2>
          {data.orders.length === 0 ? <p>No order.</p> : (
            <table>
              <caption className="visually-hidden">The customer&apos;s orders and guest orders with their e-mail, newest first</caption>
              <thead>
                <tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Status</th><th scope="col">Total</th></tr>
              </thead>
              <tbody>
                {[...data.orders].reverse().map((order) => (
                  <tr key={order.id}>
                    <td><a href={`/admin/orders/${order.id}`}>#{order.incrementId}</a>{order.customerId === null ? ' (as a guest)' : ''}</td>
                    <td>{formatDateTime(order.createdAt)}</td>
                    <td>{order.status}</td>
                    <td>{formatMoney(order.grandTotal, order.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="customer-reviews">
          <h2 id="customer-reviews">Reviews</h2>
          {data.reviews.length === 0 ? <p>No review.</p> : (
            <ul>
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <strong>{review.title}</strong> ({review.rating}/5, {REVIEW_STATUS_LABELS[review.reviewStatus] ?? review.reviewStatus}, {formatDateTime(review.createdAt)}): {review.detail}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="customer-alerts">
          <h2 id="customer-alerts">Back-in-stock alerts</h2>
          {data.stockAlerts.length === 0 ? <p>No alert.</p> : (
            <ul>
              {data.stockAlerts.map((alert) => (
                <li key={alert.id}>{alert.sku} ({alert.storeCode}): {alert.status} since {formatDateTime(alert.createdAt)}</li>
              ))}
            </ul>
          )}
        </section>
        {member.role === 'owner' ? (
          <section aria-labelledby="customer-gdpr">
            <h2 id="customer-gdpr">Personal data</h2>
            <PersonalDataForms email={account.email} back={`/admin/customers/${account.id}`} />
          </section>
        ) : <p>Only an owner can export or erase a customer&apos;s personal data.</p>}
      </main>
    </>
  );
}
