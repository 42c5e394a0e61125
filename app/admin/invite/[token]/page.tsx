import type { Metadata } from 'next';
import { connection } from 'next/server';
import { openInvitation } from '@/lib/server/admin/staff-invitations';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import { formatDateTime } from '../../admin-format';
import { NewPasswordFields } from '../../new-password-fields';

/**
 * The link's token is in the address: no Referer carries it to another site. Not `no-referrer`: with it the browser
 * sends the form's post with `Origin: null`, which the CSRF check rightly refuses.
 */
export const metadata: Metadata = { title: 'Set your password', referrer: 'same-origin' };

/** The invitee's page (ADR 0056), open without a session: sets the password of the invited account. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Rendered per request: whether the link still works depends on the time.
  await connection();
  let invitation: Awaited<ReturnType<typeof openInvitation>>;
  try {
    invitation = await openInvitation(await getDb(), token);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return (
      <main>
        <h1>Invitation</h1>
        <p role="alert">{error.message}</p>
        <p><a href="/admin/login">Back office sign-in</a></p>
      </main>
    );
  }
  return (
    <main>
      <h1>Set your password</h1>
      <p>
        You are invited to the back office as {invitation.role === 'owner' ? 'an owner' : 'a staff member'} with the e-mail <strong>{invitation.email}</strong>.
        This link works once, until {formatDateTime(invitation.expiresAt)}.
      </p>
      <form method="post" action="/admin/invite/accept">
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
        <NewPasswordFields idPrefix="invite" />
        <button type="submit">Set password</button>
      </form>
    </main>
  );
}
