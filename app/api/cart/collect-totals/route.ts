import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { collectTotals } from '@/lib/server/cart/checkout';
import { otherMethods } from '@/lib/server/http/methods';

const code = z.string().trim().min(1).max(64);
const body = z.object({
  methods: z
    .object({
      paymentMethod: z.object({ method: code }).loose().nullish(),
      shippingCarrierCode: code.nullish(),
      shippingMethodCode: code.nullish(),
    })
    .nullish(),
});

/** Chooses payment and shipping methods (optional) and answers the totals. */
export const POST = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  const { methods } = await readInput(request, body);
  return envelope(await collectTotals(db, cart, storeView, methods ?? {}));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
