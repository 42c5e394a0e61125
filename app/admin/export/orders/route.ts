import { cookieOf } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS, refusal } from '@/lib/server/admin/admin-response';
import { exportOrdersCsv, orderFiltersSchema } from '@/lib/server/admin/orders';
import { STAFF_COOKIE, staffOfToken } from '@/lib/server/admin/staff-session';
import { getDb } from '@/lib/server/db/client';

/** The order list's filters as CSV (a GET: it changes nothing, but answers only to a signed-in staff member). */
export async function GET(request: Request): Promise<Response> {
  // The request is read before the database: that makes Next.js leave this GET to request time instead of
  // prerendering it at build time, when the embedded database is not open (as the API's handlers do).
  const token = cookieOf(request, STAFF_COOKIE);
  const db = await getDb();
  if (!(await staffOfToken(db, token))) return refusal(401, 'Your session has ended. Sign in again.', '/admin/login');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = orderFiltersSchema.safeParse(query);
  if (!parsed.success) return refusal(400, `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`, '/admin/orders');
  const csv = await exportOrdersCsv(db, parsed.data);
  return new Response(csv, {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"` },
  });
}
