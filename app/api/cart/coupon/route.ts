import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { otherMethods } from '@/lib/server/http/methods';

/** The cart's coupon code, or null. */
export const GET = withApi(async (request: Request) => {
  const { cart } = await cartOfRequest(await getDb(), request);
  return envelope(cart.couponCode);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
