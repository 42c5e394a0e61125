import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { optionalCustomer } from '@/lib/server/auth/request-auth';
import { orderPayloadSchema } from '@/lib/server/order/order-schema';
import { placeOrder } from '@/lib/server/order/place-order';
import { otherMethods } from '@/lib/server/http/methods';

/** The VSF order payload → `{orderNumber, backendOrderId, transferedAt}`; the same order_id again answers the same. */
export const POST = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const db = await getDb();
  const customer = await optionalCustomer(db, request);
  const payload = await readInput(request, orderPayloadSchema);
  return envelope(await placeOrder(db, payload, customer, storeView));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
