import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { cartTotals } from '@/lib/server/cart/cart-totals';
import { otherMethods } from '@/lib/server/http/methods';

/** checkmo, cashondelivery (not for a virtual cart), PayPal when configured. */
export const GET = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  return envelope((await cartTotals(db, cart, storeView)).paymentMethods);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
