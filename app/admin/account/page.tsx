import type { Metadata } from 'next';
import { requireStaff } from '@/lib/server/admin/page-session';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf } from '../admin-format';
import { NewPasswordFields } from '../new-password-fields';

export const metadata: Metadata = { title: 'Your account' };

/** Any staff member: their own password (ADR 0056). Every session of theirs ends on a change, this one too. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Your account</h1>
        <Notice text={firstOf((await searchParams).notice)} />
        <p>Signed in as <strong>{member.email}</strong> ({member.role}).</p>
        <h2>Change your password</h2>
        <p>When it is changed, every session of your account ends, this one too: you sign in again with the new password.</p>
        <form method="post" action="/admin/account/password">
          <input type="text" name="username" value={member.email} autoComplete="username" readOnly hidden />
          <div className="field">
            <label htmlFor="account-current">Current password</label>
            <input id="account-current" name="current" type="password" autoComplete="current-password" maxLength={256} required />
          </div>
          <NewPasswordFields idPrefix="account" />
          <button type="submit">Change password</button>
        </form>
      </main>
    </>
  );
}
