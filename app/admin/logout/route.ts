import { cookieOf, isHttpsRequest, isSameOrigin } from '@/lib/server/admin/admin-request';
import { refusal, seeOther } from '@/lib/server/admin/admin-response';
import { clearedSessionCookie, endSession, STAFF_COOKIE } from '@/lib/server/admin/staff-session';
import { getDb } from '@/lib/server/db/client';

/** Signs out: the session row goes, the cookie is cleared. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return refusal(403, 'This form was not sent from the back office (origin check failed).', '/admin');
  await endSession(await getDb(), cookieOf(request, STAFF_COOKIE));
  return seeOther('/admin/login', undefined, { 'Set-Cookie': clearedSessionCookie(isHttpsRequest(request)) });
}
