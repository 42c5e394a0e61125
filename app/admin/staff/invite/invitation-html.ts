import type { Invitation } from '@/lib/server/admin/staff-invitations';
import { formatDateTime } from '../../admin-format';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The answer to an invitation: the link, shown this once (only its hash is kept) for the owner to pass on if the mail
 * does not arrive. A plain page, like a refusal: the post's answer is not a page of the app router.
 */
export function invitationHtml(invitation: Invitation): string {
  const email = escapeHtml(invitation.email);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invitation made – Back office</title></head><body><main><h1>Invitation made</h1><p role="status">${email} is invited as ${invitation.role}. The invitation mail is on its way.</p><p>The link works once, until ${formatDateTime(invitation.expiresAt)}. It is shown only now: copy it if you want to pass it on yourself.</p><p><label for="invitation-link">Invitation link for ${email}</label><br><input id="invitation-link" type="text" readonly size="80" value="${escapeHtml(invitation.link)}"></p><p><a href="/admin/staff">Back to staff</a></p></main></body></html>`;
}
