import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { requestPasswordReset } from '@/lib/server/user/account';
import { resetPasswordSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

export const dynamic = 'force-dynamic';

/** Mails a single-use reset link; answers the same for unknown addresses. */
export const POST = withApi(async (request: Request) => {
  const { email } = await readInput(request, resetPasswordSchema);
  await requestPasswordReset(await getDb(), email);
  return envelope(true);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
