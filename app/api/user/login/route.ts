import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { customerCart } from '@/lib/server/cart/cart-access';
import { mergeGuestCart } from '@/lib/server/cart/cart-service';
import { login } from '@/lib/server/user/account';
import { loginSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

/**
 * `{username, password}` → `result` access token, `meta.refreshToken` and `meta.cartId` (the customer's cart, so
 * a cart filled on another device follows the customer); `guestCartId` merges that cart into it first.
 */
export const POST = withApi(async (request: Request) => {
  const { username, password, guestCartId } = await readInput(request, loginSchema);
  const storeCode = storeViewOf(request).storeCode;
  const db = await getDb();
  const session = await login(db, username, password, clientAddress(request));
  const customer = { id: session.customerId };
  const cart = guestCartId ? await mergeGuestCart(db, customer, guestCartId, storeCode) : await customerCart(db, customer, storeCode);
  return envelope(session.token, 200, { meta: { refreshToken: session.refreshToken, cartId: cart.id } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
