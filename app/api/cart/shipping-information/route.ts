import { z } from 'zod';
import { looseLookupAddressSchema } from '@/lib/domain/address';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { saveShippingInformation } from '@/lib/server/cart/checkout';
import { otherMethods } from '@/lib/server/http/methods';

const method = z.string().trim().min(1).max(64);
const body = z.object({
  addressInformation: z.object({
    shippingAddress: looseLookupAddressSchema,
    billingAddress: z.nullish(looseLookupAddressSchema),
    shipping_method_code: method.nullish(),
    shipping_carrier_code: method.nullish(),
  }),
});

/** Stores the shipping address and method; answers `{payment_methods, totals}` (totals with items and total_segments). */
export const POST = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  const { addressInformation } = await readInput(request, body);
  return envelope(await saveShippingInformation(db, cart, storeView, addressInformation));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
