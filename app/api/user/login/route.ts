import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { mergeGuestCart } from '@/lib/server/cart/cart-service';
import { login } from '@/lib/server/user/account';
import { loginSchema } from '@/lib/server/user/customer-schemas';

export const dynamic = 'force-dynamic';

/** `{username, password}` → `result` access token and `meta.refreshToken`; `guestCartId` merges that cart. */
export const POST = withApi(async (request: Request) => {
  const { username, password, guestCartId } = await readInput(request, loginSchema);
  const storeCode = storeViewOf(request).storeCode;
  const db = await getDb();
  const session = await login(db, username, password, clientAddress(request));
  let cartId: string | undefined;
  if (guestCartId) cartId = (await mergeGuestCart(db, { id: session.customerId }, guestCartId, storeCode)).id;
  return envelope(session.token, 200, { meta: { refreshToken: session.refreshToken, ...(cartId ? { cartId } : {}) } });
});
