import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { refresh } from '@/lib/server/user/account';
import { refreshSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

/** Rotates the refresh token: `result` is a new access token, `meta.refreshToken` the next refresh token. */
export const POST = withApi(async (request: Request) => {
  const { refreshToken } = await readInput(request, refreshSchema);
  const session = await refresh(await getDb(), refreshToken);
  return envelope(session.token, 200, { meta: { refreshToken: session.refreshToken } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
