import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { pullCart } from '@/lib/server/cart/cart-service';
import { otherMethods } from '@/lib/server/http/methods';

export const GET = withApi(async (request: Request) => {
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  return envelope(await pullCart(db, cart));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
