import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { invitationState } from '@/lib/domain/staff-invitation';
import { listStaff } from '@/lib/server/admin/staff-accounts';
import { pendingInvitations } from '@/lib/server/admin/staff-invitations';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf, formatDateTime } from '../admin-format';

export const metadata: Metadata = { title: 'Staff' };

/** Owners only: the staff accounts, deactivated or reactivated one by one, and invitations of new ones (ADR 0056). */
export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  if (member.role !== 'owner') redirect('/admin/orders');
  const db = await getDb();
  const [accounts, invitations] = await Promise.all([listStaff(db), pendingInvitations(db)]);
  await connection();
  const now = new Date();
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
        <section aria-labelledby="staff-invite">
          <h2 id="staff-invite">Invite a staff member</h2>
          <p>The invitation is mailed to them; its link works once, for 72 hours, and is shown to you once to pass on yourself. They set their own password.</p>
          <form className="filters" method="post" action="/admin/staff/invite">
            <div>
              <label htmlFor="invite-email">E-mail</label>
              <input id="invite-email" name="email" type="email" autoComplete="off" maxLength={254} required />
            </div>
            <div>
              <label htmlFor="invite-role">Role</label>
              <select id="invite-role" name="role" defaultValue="staff">
                <option value="staff">staff (orders, reviews, products, customers)</option>
                <option value="owner">owner (also staff, imports, personal data, audit log)</option>
              </select>
            </div>
            <button type="submit">Invite</button>
          </form>
        </section>
        {invitations.length > 0 && (
          <section aria-labelledby="staff-invitations">
            <h2 id="staff-invitations">Invitations not yet accepted</h2>
            <table>
              <caption className="visually-hidden">Invitations not yet accepted, newest first</caption>
              <thead>
                <tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Invited</th><th scope="col">Link</th></tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>{invitation.email}</td>
                    <td>{invitation.role}</td>
                    <td>{formatDateTime(invitation.createdAt)}</td>
                    <td>{invitationState({ expiresAt: invitation.expiresAt, acceptedAt: null }, now) === 'open' ? `works until ${formatDateTime(invitation.expiresAt)}` : 'expired: invite again'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </main>
    </>
  );
}
