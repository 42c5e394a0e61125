import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decideTransition, ORDER_ACTIONS, ORDER_STATUSES, stockToReturn, type OrderAction } from '@/lib/domain/order-transitions';
import { storeCodes } from '@/lib/config/store-views';
import { revalidateProducts } from '@/lib/server/catalog/catalog-revalidation';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { customers, orderHistory, orderItems, orderNameExpression, orders, staff } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/api-error';
import { deliverAfterResponse } from '@/lib/server/mail/deliver-after-response';
import { enqueueMail } from '@/lib/server/mail/mailer';
import { orderStatusMail } from '@/lib/server/mail/templates';
import { recordAudit } from './audit';
import type { StaffMember } from './staff-accounts';

const ORDERS_PAGE_SIZE = 50;
const EXPORT_LIMIT = 100_000;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31').refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date');

/** The order list's query string: filters, search and page; an empty field means no filter. */
export const orderFiltersSchema = z
  .object({
    status: optional(z.enum(ORDER_STATUSES, { error: 'Unknown status' })),
    store: optional(z.enum(storeCodes as [string, ...string[]], { error: 'Unknown store view' })),
    from: optional(day),
    to: optional(day),
    q: optional(z.string().trim().max(200, 'The search is too long')),
    page: optional(z.coerce.number().int('Page is a whole number').min(1).max(100_000)),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { message: 'The end date is before the start date', path: ['to'] });
export type OrderFilters = z.output<typeof orderFiltersSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A whole e-mail address, as the shop's forms accept one; anything else is searched as a part of one. */
const wholeEmail = z.email();

/**
 * The search box: an order number (`000001234`, `#1234` or `1234`) by the unique index; a whole e-mail address by the
 * index of the lower-case address (drizzle/0014); a part of an e-mail address or of a name by their trigram indexes
 * (drizzle/0013). One kind of condition per kind of term, so each uses its index instead of one OR that would read
 * every order.
 */
function searchCondition(raw: string): SQL {
  const term = raw.toLowerCase();
  const number = /^#?(\d{1,9})$/.exec(term);
  if (number) return or(eq(orders.incrementId, number[1]!), eq(orders.incrementId, number[1]!.padStart(9, '0')))!;
  if (wholeEmail.safeParse(term).success) return sql`lower(${orders.customerEmail}) = ${term}`;
  const like = `%${escapeLike(term)}%`;
  if (term.includes('@')) return ilike(orders.customerEmail, like);
  return or(ilike(orders.customerEmail, like), sql`${orderNameExpression(orders.billingAddress)} LIKE ${like}`)!;
}

function whereOf(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.store) conditions.push(eq(orders.storeCode, filters.store));
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  if (filters.q) conditions.push(searchCondition(filters.q));
  return conditions.length ? and(...conditions) : undefined;
}

const listColumns = {
  id: orders.id,
  incrementId: orders.incrementId,
  createdAt: orders.createdAt,
  status: orders.status,
  storeCode: orders.storeCode,
  customerEmail: orders.customerEmail,
  firstname: sql<string | null>`${orders.billingAddress}->>'firstname'`,
  lastname: sql<string | null>`${orders.billingAddress}->>'lastname'`,
  grandTotal: orders.grandTotal,
  currencyCode: orders.currencyCode,
};

/** Orders counted exactly beyond the page shown; past that the list says "1,000+" (counting 100,000 orders took 200 ms). */
const COUNT_AHEAD = 1000;

/**
 * One page of orders, newest first, with the number of orders the filters match: exact up to 1,000 orders past the
 * page, `totalCapped` beyond.
 */
export async function listOrders(db: Db, filters: OrderFilters) {
  const where = whereOf(filters);
  const page = filters.page ?? 1;
  const offset = (page - 1) * ORDERS_PAGE_SIZE;
  const countLimit = offset + COUNT_AHEAD + 1;
  const [rows, [count]] = await Promise.all([
    db.select(listColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ORDERS_PAGE_SIZE).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(orders).where(where).limit(countLimit).as('matching')),
  ]);
  const counted = Number(count?.n ?? 0);
  return { rows, total: Math.min(counted, countLimit - 1), totalCapped: counted === countLimit, page, pageSize: ORDERS_PAGE_SIZE };
}

export const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet (CSV injection): quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered list as CSV (every page, newest first). */
export async function exportOrdersCsv(db: Db, filters: OrderFilters): Promise<string> {
  const rows = await db.select(listColumns).from(orders).where(whereOf(filters)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(EXPORT_LIMIT);
  const header = ['order', 'created_at', 'status', 'store', 'email', 'firstname', 'lastname', 'grand_total', 'currency'];
  const lines = rows.map((row) =>
    [row.incrementId, row.createdAt.toISOString(), row.status, row.storeCode, row.customerEmail, row.firstname, row.lastname, row.grandTotal, row.currencyCode]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** An order with its lines, its customer's account (if any) and its history, oldest entry first. */
export async function orderDetail(db: Db, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [items, history, customer] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db
      .select({ id: orderHistory.id, status: orderHistory.status, comment: orderHistory.comment, visibleToCustomer: orderHistory.visibleToCustomer, createdAt: orderHistory.createdAt, staffEmail: staff.email })
      .from(orderHistory)
      .leftJoin(staff, eq(staff.id, orderHistory.staffId))
      .where(eq(orderHistory.orderId, id))
      .orderBy(asc(orderHistory.id)),
    order.customerId
      ? db.select({ id: customers.id, email: customers.email, firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, order.customerId)).then((found) => found[0] ?? null)
      : Promise.resolve(null),
  ]);
  return { order, items, history, customer };
}

const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const orderId = z.coerce.number({ error: 'Unknown order' }).int('Unknown order').positive('Unknown order').max(2_147_483_647, 'Unknown order');

export const transitionSchema = z
  .object({
    id: orderId,
    version: z.coerce.number({ error: 'version is required' }).int().min(0),
    action: z.enum(ORDER_ACTIONS, { error: 'Unknown action' }),
    carrier: optional(text('Carrier', 100)),
    tracking: optional(text('Tracking number', 100)),
  })
  .refine((input) => input.action !== 'ship' || (input.carrier && input.tracking), { message: 'A shipment needs a carrier and a tracking number', path: ['tracking'] });
export type TransitionInput = z.output<typeof transitionSchema>;

const HISTORY_TEXT: Record<OrderAction, (input: TransitionInput) => string> = {
  process: () => 'Processing',
  ship: (input) => `Shipped with ${input.carrier}, tracking number ${input.tracking}`,
  cancel: () => 'Cancelled',
};

/** The order changed meanwhile: the form's version is not the order's. */
const changedMeanwhile = () => new ApiError(409, 'Someone else changed this order meanwhile. Look at it again before you act.');

/**
 * Applies a transition in one transaction: the order row is locked and its version compared (a second staff member
 * acting on the same form is refused, 409), the history entry and the customer's mail (the outbox, in the order's
 * store language) are written with it, and a cancellation returns the stock of every line. After the commit the
 * returned stock goes through the catalogue's one invalidation path (revalidateProducts), so the storefront and every
 * instance show it within 2 s.
 */
export async function transitionOrder(db: Db, member: StaffMember, input: TransitionInput): Promise<{ status: string }> {
  const outcome = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [order] = await database.select().from(orders).where(eq(orders.id, input.id)).for('update');
    if (!order) throw notFound(`No order ${input.id}.`);
    if (order.version !== input.version) throw changedMeanwhile();
    const decision = decideTransition(order.status, input.action);
    if (!decision.allowed) throw badRequest(decision.reason);
    const shipment = input.action === 'ship' ? { carrier: input.carrier!, trackingNumber: input.tracking! } : null;
    await database
      .update(orders)
      .set({
        status: decision.to,
        version: order.version + 1,
        updatedAt: new Date(),
        ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, shippedAt: new Date() } : {}),
      })
      .where(eq(orders.id, order.id));
    await database.insert(orderHistory).values({ orderId: order.id, status: decision.to, comment: HISTORY_TEXT[input.action](input), visibleToCustomer: true, staffId: member.id });
    await recordAudit(database, member, {
      entity: 'order',
      key: String(order.id),
      action: input.action,
      changes: { status: { from: order.status, to: decision.to }, ...(shipment ? { tracking: { from: order.trackingNumber, to: `${shipment.carrier} ${shipment.trackingNumber}` } } : {}) },
    });
    let returned: string[] = [];
    if (input.action === 'cancel') {
      const lines = await database.select({ sku: orderItems.sku, parentSku: orderItems.parentSku, qty: orderItems.qty }).from(orderItems).where(eq(orderItems.orderId, order.id));
      returned = await returnStock(database, stockToReturn(lines));
      returned.push(...lines.flatMap((line) => (line.parentSku ? [line.parentSku] : [])));
    }
    const mailId = await enqueueMail(database, orderStatusMail(order.customerEmail, order.storeCode, order.incrementId, input.action, shipment));
    return { status: decision.to, returned, mailId };
  });
  if (outcome.returned.length > 0) await revalidateProducts(db, outcome.returned);
  await deliverAfterResponse(db, [outcome.mailId]);
  return { status: outcome.status };
}

/**
 * Puts cancelled quantities back (rows locked in sku order, as an order takes them, so the two never deadlock); a sku
 * whose stock is not managed is left alone. Answers the skus whose stock changed, for revalidateProducts.
 */
async function returnStock(database: Db, quantities: ReadonlyMap<string, number>): Promise<string[]> {
  const skus = [...quantities.keys()].sort();
  if (skus.length === 0) return [];
  const { rows } = await execute<{ sku: string }>(
    database,
    sql`SELECT sku FROM stock WHERE sku = ANY(${sql.param(skus)}::text[]) AND manage_stock ORDER BY sku FOR UPDATE`,
  );
  for (const { sku } of rows) {
    const qty = quantities.get(sku)!;
    await execute(database, sql`UPDATE stock SET qty = qty + ${qty}, is_in_stock = (qty + ${qty}) > 0, updated_at = now() WHERE sku = ${sku}`);
  }
  return rows.map((row) => row.sku);
}

export const commentSchema = z.object({ id: orderId, comment: text('Comment', 2000) });

/** An internal comment (never shown to the customer). */
export async function addOrderComment(db: Db, member: StaffMember, input: z.output<typeof commentSchema>): Promise<void> {
  const [order] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, input.id));
  if (!order) throw notFound(`No order ${input.id}.`);
  await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    await database.insert(orderHistory).values({ orderId: order.id, status: order.status, comment: input.comment, visibleToCustomer: false, staffId: member.id });
    // The comment's text stays in the order's history only (it may name the customer).
    await recordAudit(database, member, { entity: 'order', key: String(order.id), action: 'comment', changes: {} });
  });
}
