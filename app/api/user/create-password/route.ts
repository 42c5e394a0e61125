import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { createPassword } from '@/lib/server/user/account';
import { createPasswordSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

export const POST = withApi(async (request: Request) => {
  const { email, newPassword, resetToken } = await readInput(request, createPasswordSchema);
  await createPassword(await getDb(), email, resetToken, newPassword);
  return envelope(true);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
