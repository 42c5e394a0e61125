import 'server-only';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { anonymisedAddress, confirmsErasure, ERASED_EMAIL, ERASED_MARKER, normalisedEmail } from '@/lib/domain/personal-data-erasure';
import type { Db } from '@/lib/server/db/client';
import {
  cartItems, carts, couponUsages, customerAddresses, customers, eventLog, loginAttempts, newsletterSubscribers, orderHistory, orderItems, orders,
  outboundMail, reviews, stockAlerts,
} from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/api-error';
import { recordAudit } from './audit';
import type { AuditActor } from '@/lib/domain/audit-actor';
import type { StaffMember } from './staff-accounts';

/**
 * Whose records a request reaches. `email`: the back office serves a person by e-mail (the account, and guest orders
 * and contact messages made with that e-mail), after the staff checked who asks. `account`: a customer's own request
 * from My account reaches what the account holds (its orders, not guest orders placed with the same e-mail, nor
 * contact messages: an account's e-mail is not verified at registration, so these may be someone else's).
 */
export type PersonalDataScope = 'email' | 'account';

const email = z.string({ error: 'E-mail is required' }).trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));

export const personalDataSchema = z.object({ email });
export const erasureSchema = z
  .object({ email, confirm: z.string({ error: 'Type the e-mail again to confirm' }).max(254) })
  .refine((input) => confirmsErasure(input.email, input.confirm), { message: 'The confirmation is not the same e-mail; nothing was erased', path: ['confirm'] });

const byEmail = (column: typeof orders.customerEmail | typeof newsletterSubscribers.email | typeof stockAlerts.email | typeof outboundMail.toAddress, address: string) =>
  sql`lower(${column}) = ${address}`;
/** The contact messages of the event log (spec §2) sent with this e-mail. */
const contactMessagesOf = (address: string) => sql`lower(${eventLog.payload}->'contactmessage'->>'emailAddress') = ${address}`;

/** The orders of a person: those of their account and those placed as a guest with their e-mail. */
const ordersOf = (address: string, customerId: number | null, scope: PersonalDataScope) => {
  if (customerId === null) return byEmail(orders.customerEmail, address);
  return scope === 'account' ? eq(orders.customerId, customerId) : or(eq(orders.customerId, customerId), byEmail(orders.customerEmail, address))!;
};

/**
 * Everything the shop holds about one e-mail (GDPR article 15): the account with its addresses, the orders (its own
 * and guest orders with that e-mail) with their lines and the history the customer sees, reviews, newsletter, stock
 * alerts, carts with their lines, contact messages and the mails sent. A guest without account gets their orders,
 * subscriptions and alerts; an unknown or erased e-mail gets empty sections.
 */
export async function exportPersonalData(db: Db, rawEmail: string, scope: PersonalDataScope = 'email') {
  const address = normalisedEmail(rawEmail);
  const [account] = await db
    .select({ id: customers.id, email: customers.email, firstname: customers.firstname, lastname: customers.lastname, groupId: customers.groupId, storeCode: customers.storeCode, createdAt: customers.createdAt, updatedAt: customers.updatedAt })
    .from(customers)
    .where(eq(customers.email, address));
  const customerId = account?.id ?? null;
  const orderRows = await db.select().from(orders).where(ordersOf(address, customerId, scope)).orderBy(asc(orders.createdAt), asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const cartIds = orderRows.flatMap((order) => (order.cartId ? [order.cartId] : []));
  const [addresses, lines, history, reviewRows, newsletter, alerts, cartRows, contactMessages, mails] = await Promise.all([
    customerId === null ? [] : db.select({ id: customerAddresses.id, address: customerAddresses.doc, defaultShipping: customerAddresses.defaultShipping, defaultBilling: customerAddresses.defaultBilling }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)),
    orderIds.length === 0 ? [] : db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    orderIds.length === 0 ? [] : db.select({ orderId: orderHistory.orderId, status: orderHistory.status, comment: orderHistory.comment, createdAt: orderHistory.createdAt }).from(orderHistory).where(and(inArray(orderHistory.orderId, orderIds), eq(orderHistory.visibleToCustomer, true))).orderBy(asc(orderHistory.id)),
    customerId === null ? [] : db.select({ id: reviews.id, productId: reviews.productId, title: reviews.title, detail: reviews.detail, nickname: reviews.nickname, rating: reviews.rating, reviewStatus: reviews.reviewStatus, createdAt: reviews.createdAt }).from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id)),
    db.select().from(newsletterSubscribers).where(byEmail(newsletterSubscribers.email, address)),
    db.select({ id: stockAlerts.id, storeCode: stockAlerts.storeCode, sku: stockAlerts.sku, productSku: stockAlerts.productSku, status: stockAlerts.status, createdAt: stockAlerts.createdAt, endedAt: stockAlerts.endedAt }).from(stockAlerts).where(byEmail(stockAlerts.email, address)).orderBy(asc(stockAlerts.id)),
    customerId === null && cartIds.length === 0
      ? []
      : db.select().from(carts).where(or(customerId === null ? undefined : eq(carts.customerId, customerId), cartIds.length === 0 ? undefined : inArray(carts.id, cartIds))).orderBy(asc(carts.createdAt)),
    scope === 'account' ? [] : db.select({ createdAt: eventLog.createdAt, eventType: eventLog.eventType, payload: eventLog.payload }).from(eventLog).where(contactMessagesOf(address)).orderBy(asc(eventLog.id)),
    db.select({ kind: outboundMail.kind, subject: outboundMail.subject, status: outboundMail.status, createdAt: outboundMail.createdAt, sentAt: outboundMail.sentAt }).from(outboundMail).where(byEmail(outboundMail.toAddress, address)).orderBy(asc(outboundMail.id)),
  ]);
  const cartLines = cartRows.length === 0 ? [] : await db.select().from(cartItems).where(inArray(cartItems.cartId, cartRows.map((cart) => cart.id))).orderBy(asc(cartItems.id));
  return {
    exportedAt: new Date().toISOString(),
    email: address,
    account: account ?? null,
    addresses,
    orders: orderRows.map(({ result: _result, version: _version, ...order }) => ({
      ...order,
      items: lines.filter((line) => line.orderId === order.id),
      history: history.filter((entry) => entry.orderId === order.id),
    })),
    reviews: reviewRows,
    newsletter: newsletter.map(({ email: _email, ...subscription }) => subscription),
    stockAlerts: alerts,
    carts: cartRows.map((cart) => ({ ...cart, items: cartLines.filter((line) => line.cartId === cart.id) })),
    contactMessages,
    mails,
  };
}

/** The order history's line of an erasure (the audit on the order's page). */
const ERASED_BY_STAFF = 'Personal data erased (GDPR article 17)';
const ERASED_BY_CUSTOMER = "Personal data erased at the customer's request from My account (GDPR article 17)";

export interface ErasureOutcome {
  account: boolean;
  orders: number;
  reviews: number;
}

/**
 * Erases one person (GDPR article 17) in one transaction: the account (with its addresses, refresh and reset tokens:
 * the person can no longer sign in, and their access tokens name no customer any more), carts, newsletter
 * subscription, stock alerts, login-throttle entries, contact messages and mails to them are deleted; orders are kept
 * for accounting with the marker in place of the name, addresses, e-mail and phone, and an entry in their history
 * (the audit line: who erased and when); reviews keep their text under the marker, without the link to the account.
 * An e-mail the shop knows nothing about answers 404 and changes nothing. `actor` is the staff member who erased, or
 * the customer erasing their own account (scope `account`: its orders, not guest orders nor contact messages).
 */
export async function erasePersonalData(db: Db, actor: StaffMember | AuditActor, rawEmail: string, scope: PersonalDataScope = 'email'): Promise<ErasureOutcome> {
  const address = normalisedEmail(rawEmail);
  return db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [account] = await database.select({ id: customers.id }).from(customers).where(eq(customers.email, address)).for('update');
    const customerId = account?.id ?? null;
    const orderRows = await database
      .select({ id: orders.id, status: orders.status, cartId: orders.cartId, shippingAddress: orders.shippingAddress, billingAddress: orders.billingAddress })
      .from(orders)
      .where(ordersOf(address, customerId, scope))
      .orderBy(asc(orders.id))
      .for('update');
    const deletedSubscriptions = await database.delete(newsletterSubscribers).where(byEmail(newsletterSubscribers.email, address)).returning({ email: newsletterSubscribers.email });
    const deletedAlerts = await database.delete(stockAlerts).where(byEmail(stockAlerts.email, address)).returning({ id: stockAlerts.id });
    if (!account && orderRows.length === 0 && deletedSubscriptions.length === 0 && deletedAlerts.length === 0) {
      throw notFound(`The shop holds no account, order, subscription or alert for ${address}.`);
    }
    const now = new Date();
    const byCustomer = 'kind' in actor && actor.kind === 'customer';
    const staffId = 'kind' in actor ? (actor.kind === 'staff' ? actor.id : null) : actor.id;
    for (const order of orderRows) {
      await database
        .update(orders)
        .set({
          customerEmail: ERASED_EMAIL,
          customerId: null,
          cartId: null,
          shippingAddress: anonymisedAddress(order.shippingAddress),
          billingAddress: anonymisedAddress(order.billingAddress),
          version: sql`${orders.version} + 1`,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await database.insert(orderHistory).values({ orderId: order.id, status: order.status, comment: byCustomer ? ERASED_BY_CUSTOMER : ERASED_BY_STAFF, visibleToCustomer: false, staffId });
    }
    const cartIds = orderRows.flatMap((order) => (order.cartId ? [order.cartId] : []));
    const cartsOf = or(customerId === null ? undefined : eq(carts.customerId, customerId), cartIds.length === 0 ? undefined : inArray(carts.id, cartIds));
    if (cartsOf) await database.delete(carts).where(cartsOf);
    // Guest carts merged into the person's carts point at them by id only; the link goes with the cart.
    if (cartIds.length > 0) await database.update(carts).set({ mergedInto: null }).where(and(isNotNull(carts.mergedInto), inArray(carts.mergedInto, cartIds)));
    let erasedReviews = 0;
    if (customerId !== null) {
      erasedReviews = (await database.update(reviews).set({ nickname: ERASED_MARKER, customerId: null }).where(eq(reviews.customerId, customerId)).returning({ id: reviews.id })).length;
      await database.update(couponUsages).set({ customerId: null }).where(eq(couponUsages.customerId, customerId));
      await database.delete(customers).where(eq(customers.id, customerId));
    }
    await database.delete(loginAttempts).where(or(eq(loginAttempts.key, `account:${address}`), eq(loginAttempts.key, `reset-account:${address}`), sql`starts_with(${loginAttempts.key}, ${`pair:${address}|`})`));
    if (scope === 'email') await database.delete(eventLog).where(contactMessagesOf(address));
    await database.delete(outboundMail).where(byEmail(outboundMail.toAddress, address));
    // The audit names who erased and what, never the person: their e-mail would outlive the erasure there.
    await recordAudit(database, actor, {
      entity: 'customer',
      key: customerId === null ? 'guest' : String(customerId),
      action: 'erase',
      changes: {
        account: { from: customerId !== null, to: false },
        orders_anonymised: { from: null, to: orderRows.length },
        reviews_unlinked: { from: null, to: erasedReviews },
      },
    });
    return { account: customerId !== null, orders: orderRows.length, reviews: erasedReviews };
  });
}

