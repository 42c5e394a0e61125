import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { listStaff } from '@/lib/server/admin/staff-accounts';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf } from '../admin-format';

export const metadata: Metadata = { title: 'Staff' };

/** Owners only: the staff accounts, deactivated or reactivated one by one (new accounts: npm run staff:create). */
export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  if (member.role !== 'owner') redirect('/admin/orders');
  const accounts = await listStaff(await getDb());
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Staff</h1>
        <Notice text={firstOf((await searchParams).notice)} />
        <table>
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Active</th><th scope="col">Action</th></tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td>{account.email}</td>
                <td>{account.role}</td>
                <td>{account.active ? 'yes' : 'no'}</td>
                <td>
                  {account.id !== member.id && (
                    <form method="post" action="/admin/staff/active">
                      <input type="hidden" name="id" value={account.id} />
                      <input type="hidden" name="active" value={account.active ? 'false' : 'true'} />
                      <button type="submit" className="secondary">{account.active ? `Deactivate ${account.email}` : `Reactivate ${account.email}`}</button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </>
  );
}
