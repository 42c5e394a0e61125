import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { parseInput } from '@/lib/server/auth/input';
import { optionalCustomer, type Customer } from '@/lib/server/auth/request-auth';
import { accessCart, cartIdSchema, type Cart } from './cart-access';

const cartQuery = z.object({ cartId: cartIdSchema });

/** `?cartId=` (and `?token=` or a bearer token) of a cart request, checked against the cart's owner. */
export async function cartOfRequest(db: Db, request: Request): Promise<{ cart: Cart; customer: Customer | null; cartId: string }> {
  const { cartId } = parseInput(request, cartQuery.loose());
  const customer = await optionalCustomer(db, request);
  const cart = await accessCart(db, cartId, customer);
  return { cart, customer, cartId };
}

/** Only the cart id and the customer (for handlers that lock the cart in their own transaction). */
export async function cartIdOfRequest(db: Db, request: Request): Promise<{ customer: Customer | null; cartId: string }> {
  const { cartId } = parseInput(request, cartQuery.loose());
  return { customer: await optionalCustomer(db, request), cartId };
}
