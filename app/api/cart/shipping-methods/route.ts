import { z } from 'zod';
import { lookupAddressSchema } from '@/lib/domain/address';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { storeViewOf } from '@/lib/server/http/request';
import { cartOfRequest } from '@/lib/server/cart/cart-request';
import { cartItemRows, pricedCartLines, shippingMethodsFor } from '@/lib/server/cart/cart-totals';
import { otherMethods } from '@/lib/server/http/methods';

const body = z.object({ address: lookupAddressSchema });

export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const { cart } = await cartOfRequest(db, request);
  const storeView = storeViewOf(request);
  const { address } = await readInput(request, body);
  const lines = await pricedCartLines(db, await cartItemRows(db, cart.id));
  return envelope(shippingMethodsFor(lines.map((line) => line.baseType), address.country_id, storeView));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
