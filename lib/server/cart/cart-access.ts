import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { carts } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/api-error';
import { forbidden, unauthorized } from '@/lib/server/auth/errors';
import type { Customer } from '@/lib/server/auth/request-auth';

export type Cart = typeof carts.$inferSelect;

import { NO_SUCH_CART_MESSAGE } from '@/lib/domain/cart-sync';

export const cartIdSchema = z
  .string({ error: 'cartId is required' })
  .trim()
  .min(1, 'cartId is required')
  .max(128, 'cartId is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'cartId is not a cart id');

/** 128 random bits, hex: a guest cart's id is its only credential, so it must not be guessable. */
const newCartId = () => randomBytes(16).toString('hex');

/**
 * The cart a request may use: a customer's cart only with that customer's token (none → 401, another's → 403),
 * a guest cart by its id; unknown or closed (ordered, merged) → 404. forUpdate locks the row (pass a transaction).
 */
export async function accessCart(db: Db, cartId: string, customer: Customer | null, { forUpdate = false } = {}): Promise<Cart> {
  const query = db.select().from(carts).where(eq(carts.id, cartId));
  const [cart] = forUpdate ? await query.for('update') : await query;
  if (!cart || !cart.isActive) throw notFound(NO_SUCH_CART_MESSAGE);
  if (cart.customerId !== null) {
    if (!customer) throw unauthorized();
    if (customer.id !== cart.customerId) throw forbidden('This cart belongs to another customer.');
  }
  return cart;
}

/** The customer's active cart, created when there is none (one per customer, enforced by a partial unique index). */
export async function customerCart(db: Db, customer: Pick<Customer, 'id'>, storeCode: string): Promise<Cart> {
  const find = async () => (await db.select().from(carts).where(and(eq(carts.customerId, customer.id), eq(carts.isActive, true))))[0];
  const existing = await find();
  if (existing) return existing;
  await db.insert(carts).values({ id: newCartId(), customerId: customer.id, storeCode }).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('Could not create the customer cart.');
  return created;
}

export async function createGuestCart(db: Db, storeCode: string): Promise<Cart> {
  const [cart] = await db.insert(carts).values({ id: newCartId(), storeCode }).returning();
  return cart!;
}
