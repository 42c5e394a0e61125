import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { cartIdOfRequest } from '@/lib/server/cart/cart-request';
import { cartItemDeleteSchema, deleteCartItem } from '@/lib/server/cart/cart-service';
import { otherMethods } from '@/lib/server/http/methods';

const body = z.object({ cartItem: cartItemDeleteSchema });

export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const { cartId, customer } = await cartIdOfRequest(db, request);
  const { cartItem } = await readInput(request, body);
  return envelope(await deleteCartItem(db, cartId, customer, cartItem));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
