import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { requireCustomer } from '@/lib/server/auth/request-auth';
import { otherMethods } from '@/lib/server/http/methods';
import { deleteAccountSchema, deleteOwnAccount } from '@/lib/server/user/own-personal-data';

/**
 * GDPR article 17 from My account: `{ password, confirm: true }` with the customer's token erases that customer (the
 * account goes, orders stay anonymised, every session ends). A wrong password is 400 and counts as a failed login.
 */
export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const customer = await requireCustomer(db, request);
  const { password } = await readInput(request, deleteAccountSchema);
  const outcome = await deleteOwnAccount(db, customer, password, clientAddress(request));
  return envelope({ deleted: true, orders: outcome.orders });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
