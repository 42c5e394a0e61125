import 'server-only';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { customers, newsletterSubscribers } from '@/lib/server/db/schema';
import { csvCell } from './orders';
import { exportPersonalData } from './personal-data';

const CUSTOMERS_PAGE_SIZE = 50;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The customer list's query string: a search (e-mail or name) and a page. */
export const customerSearchSchema = z.object({
  q: optional(z.string().trim().max(200, 'The search is too long')),
  page: optional(z.coerce.number().int('Page is a whole number').min(1).max(100_000)),
});
export type CustomerSearch = z.output<typeof customerSearchSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of customer accounts, newest first, found by e-mail or name (a part of either). */
export async function searchCustomers(db: Db, search: CustomerSearch) {
  const page = search.page ?? 1;
  const like = search.q ? `%${escapeLike(search.q.toLowerCase())}%` : null;
  const where = like
    ? or(eq(customers.email, search.q!.toLowerCase()), ilike(customers.email, like), sql`lower(concat_ws(' ', ${customers.firstname}, ${customers.lastname})) LIKE ${like}`)
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: customers.id, email: customers.email, firstname: customers.firstname, lastname: customers.lastname, storeCode: customers.storeCode, createdAt: customers.createdAt })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0), page, pageSize: CUSTOMERS_PAGE_SIZE };
}

/** A customer's page: what the export holds for their e-mail (account, addresses, orders, reviews, newsletter, alerts). */
export async function customerDetail(db: Db, id: number) {
  const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
  return account ? exportPersonalData(db, account.email) : null;
}

/** Newsletter subscribers (only those subscribed now) as CSV: e-mail, store view, subscribed at (the last change to subscribed). */
export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, storeCode: newsletterSubscribers.storeCode, subscribedAt: newsletterSubscribers.updatedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'subscribed'))
    .orderBy(asc(newsletterSubscribers.updatedAt), asc(newsletterSubscribers.email));
  const lines = rows.map((row) => [row.email, row.storeCode, row.subscribedAt.toISOString()].map(csvCell).join(','));
  return [['email', 'store', 'subscribed_at'].join(','), ...lines].join('\r\n') + '\r\n';
}
