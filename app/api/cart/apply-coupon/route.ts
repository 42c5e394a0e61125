import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { parseInput } from '@/lib/server/auth/input';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { applyCoupon } from '@/lib/server/cart/cart-service';
import { INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({ coupon: z.string({ error: INVALID_COUPON_MESSAGE }).trim().min(1, INVALID_COUPON_MESSAGE).max(64, INVALID_COUPON_MESSAGE) }).loose();

export const POST = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  const { coupon } = parseInput(request, query);
  return envelope(await applyCoupon(db, cart, storeView, coupon));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
