import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { requireCustomer } from '@/lib/server/auth/request-auth';
import { changePassword } from '@/lib/server/user/account';
import { changePasswordSchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const customer = await requireCustomer(db, request);
  const { currentPassword, newPassword } = await readInput(request, changePasswordSchema);
  await changePassword(db, customer, currentPassword, newPassword);
  return envelope(true);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
