import type { Metadata } from 'next';
import { Notice } from '../admin-header';
import { firstOf } from '../admin-format';

export const metadata: Metadata = { title: 'Sign in' };

/** The staff sign-in form: a plain form posted to /admin/session (works without JavaScript). */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <main>
      <h1>Back office sign-in</h1>
      <Notice text={firstOf((await searchParams).notice)} />
      <form method="post" action="/admin/session">
        <div className="field">
          <label htmlFor="admin-email">E-mail</label>
          <input id="admin-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}
