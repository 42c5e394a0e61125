import { adminAction } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS } from '@/lib/server/admin/admin-response';
import { invitationSchema, inviteStaff } from '@/lib/server/admin/staff-invitations';
import { invitationHtml } from './invitation-html';

/** The origin of the link: PUBLIC_URL when set, else the back office's own (the Origin the CSRF check accepted). */
function linkOrigin(request: Request): string {
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl && /^https?:\/\//.test(publicUrl)) return new URL(publicUrl).origin;
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

/** Owners only: invites a staff member by e-mail (ADR 0056); the answer shows the link once. */
export const POST = adminAction({ role: 'owner', schema: invitationSchema, back: () => '/admin/staff' }, async ({ db, member, input, request }) => {
  const invitation = await inviteStaff(db, member, input, linkOrigin(request));
  return new Response(invitationHtml(invitation), { status: 200, headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer' } });
});
