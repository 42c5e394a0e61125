import { cookieOf } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS, refusal } from '@/lib/server/admin/admin-response';
import { newsletterCsv } from '@/lib/server/admin/customers';
import { STAFF_COOKIE, staffOfToken } from '@/lib/server/admin/staff-session';
import { getDb } from '@/lib/server/db/client';

/** Owners only: the newsletter's subscribers as CSV (a GET: it changes nothing; the cookie is SameSite=Strict). */
export async function GET(request: Request): Promise<Response> {
  // The request is read before the database: that makes Next.js leave this GET to request time instead of
  // prerendering it at build time, when the embedded database is not open (as the API's handlers do).
  const token = cookieOf(request, STAFF_COOKIE);
  const db = await getDb();
  const member = await staffOfToken(db, token);
  if (!member) return refusal(401, 'Your session has ended. Sign in again.', '/admin/login');
  if (member.role !== 'owner') return refusal(403, 'Your role does not allow this.', '/admin/customers');
  return new Response(await newsletterCsv(db), {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="newsletter-${new Date().toISOString().slice(0, 10)}.csv"` },
  });
}
