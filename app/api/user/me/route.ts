import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readInput } from '@/lib/server/auth/input';
import { requireCustomer } from '@/lib/server/auth/request-auth';
import { updateProfileSchema } from '@/lib/server/user/customer-schemas';
import { customerProfile, updateCustomerProfile } from '@/lib/server/user/customers';
import { otherMethods } from '@/lib/server/http/methods';

export const GET = withApi(async (request: Request) => {
  const db = await getDb();
  return envelope(await customerProfile(db, await requireCustomer(db, request)));
});

/** Only firstname, lastname, email and addresses change; an address id of another customer is a 403. */
export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const customer = await requireCustomer(db, request);
  const { customer: changes } = await readInput(request, updateProfileSchema);
  return envelope(await customerProfile(db, await updateCustomerProfile(db, customer, changes)));
});

export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
