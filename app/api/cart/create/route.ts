import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { parseInput, readInput } from '@/lib/server/auth/input';
import { optionalCustomer } from '@/lib/server/auth/request-auth';
import { createGuestCart, customerCart } from '@/lib/server/cart/cart-access';
import { mergeGuestCart } from '@/lib/server/cart/cart-service';
import { otherMethods } from '@/lib/server/http/methods';

const guestCartId = z.string().trim().min(1).max(128).optional();
const query = z.object({ guestCartId }).loose();
const body = z.object({ guestCartId }).loose();

/**
 * Guest: a new cart with an unguessable id. Customer: their active cart; with `guestCartId` (query or body) that
 * guest cart is merged into it first (once).
 */
export const POST = withApi(async (request: Request) => {
  const storeCode = storeViewOf(request).storeCode;
  const fromQuery = parseInput(request, query).guestCartId;
  const fromBody = (await readInput(request, body)).guestCartId;
  const db = await getDb();
  const customer = await optionalCustomer(db, request);
  if (!customer) return envelope((await createGuestCart(db, storeCode)).id);
  const merge = fromQuery ?? fromBody;
  const cart = merge ? await mergeGuestCart(db, customer, merge, storeCode) : await customerCart(db, customer, storeCode);
  return envelope(cart.id);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
