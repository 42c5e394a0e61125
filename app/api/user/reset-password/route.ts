import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { requestPasswordReset } from '@/lib/server/user/account';
import { resetPasswordSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';
import { storeViewOf } from '@/lib/server/http/request';

/**
 * Mails a single-use reset link (older links stop working) to the reset page of the store view asked from
 * (`?storeCode=`); answers the same for unknown addresses; rate limited.
 */
export const POST = withApi(async (request: Request) => {
  const storeView = storeViewOf(request);
  const { email } = await readInput(request, resetPasswordSchema);
  await requestPasswordReset(await getDb(), email, clientAddress(request), storeView);
  return envelope(true);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
