import type { Metadata } from 'next';
import { customerSearchSchema, searchCustomers, type CustomerSearch } from '@/lib/server/admin/customers';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf, formatDateTime, listQuery, pageCount } from '../admin-format';
import { PersonalDataForms } from './gdpr-forms';

export const metadata: Metadata = { title: 'Customers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const queryOf = (search: CustomerSearch, page: number) => listQuery(search, ['q'], page);

/** Customer accounts, newest first, found by e-mail or name; owners also export or erase any e-mail (a guest's too). */
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const member = await requireStaff();
  const params = await searchParams;
  const raw = { q: firstOf(params.q), page: firstOf(params.page) };
  const parsed = customerSearchSchema.safeParse(raw);
  const result = parsed.success ? await searchCustomers(await getDb(), parsed.data) : null;
  const pages = pageCount(result);
  const search = parsed.success ? parsed.data : {};
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Customers</h1>
        <Notice text={firstOf(params.notice)} />
        <form className="filters" method="get" action="/admin/customers" aria-label="Find a customer">
          <div>
            <label htmlFor="customers-q">Search</label>
            <input id="customers-q" name="q" type="search" defaultValue={raw.q ?? ''} placeholder="E-mail or name" />
          </div>
          <button type="submit">Find</button>
        </form>
        {!parsed.success && (
          <p className="error" role="alert">
            {parsed.error.issues[0]?.path.join('.')}: {parsed.error.issues[0]?.message}
          </p>
        )}
        {result && (
          <>
            <p>{result.total} {result.total === 1 ? 'customer' : 'customers'} · page {result.page} of {pages}</p>
            <table>
              <caption className="visually-hidden">Customer accounts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Store</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((customer) => (
                  <tr key={customer.id}>
                    <td><a href={`/admin/customers/${customer.id}`}>{customer.firstname} {customer.lastname}</a></td>
                    <td>{customer.email}</td>
                    <td>{customer.storeCode}</td>
                    <td>{formatDateTime(customer.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav aria-label="Pages of customers">
              {result.page > 1 && <a href={`/admin/customers${queryOf(search, result.page - 1)}`} rel="prev">Newer customers</a>}{' '}
              {result.page < pages && <a href={`/admin/customers${queryOf(search, result.page + 1)}`} rel="next">Older customers</a>}
            </nav>
          </>
        )}
        {member.role === 'owner' && (
          <section aria-labelledby="gdpr-any">
            <h2 id="gdpr-any">Personal data of any e-mail</h2>
            <p>For a guest without an account too: their orders, newsletter subscription and stock alerts. <a href="/admin/export/newsletter">Export the newsletter subscribers as CSV</a></p>
            <PersonalDataForms back="/admin/customers" />
          </section>
        )}
      </main>
    </>
  );
}
