import { isSameOrigin } from '@/lib/server/admin/admin-request';
import { refusal, seeOther } from '@/lib/server/admin/admin-response';
import { acceptanceSchema, acceptInvitation } from '@/lib/server/admin/staff-invitations';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';

/**
 * The invitee sets their password (ADR 0056): no session yet, so the link's token is what admits them; the origin is
 * checked as for every back-office form. On success they sign in with the new account.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return refusal(403, 'This form was not sent from the back office (origin check failed).', '/admin/login');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(400, 'Send the form as application/x-www-form-urlencoded.', '/admin/login');
  }
  const token = form.get('token');
  const back = typeof token === 'string' && /^[\w-]{43}$/.test(token) ? `/admin/invite/${token}` : '/admin/login';
  const parsed = acceptanceSchema.safeParse({ token: form.get('token') ?? undefined, password: form.get('password') ?? undefined, confirm: form.get('confirm') ?? undefined });
  if (!parsed.success) return refusal(400, parsed.error.issues[0]?.message ?? 'Invalid input', back, { 'Referrer-Policy': 'no-referrer' });
  try {
    const member = await acceptInvitation(await getDb(), parsed.data);
    return seeOther('/admin/login', `Your account ${member.email} is ready. Sign in with your new password.`);
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.status, error.message, error.status === 409 ? '/admin/login' : back, { 'Referrer-Policy': 'no-referrer' });
    throw error;
  }
}
