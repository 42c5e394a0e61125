import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { readInput } from '@/lib/server/auth/input';
import { createCustomerSchema } from '@/lib/server/user/customer-schemas';
import { createCustomer, customerProfile } from '@/lib/server/user/customers';
import { otherMethods } from '@/lib/server/http/methods';

export const POST = withApi(async (request: Request) => {
  const { customer, password } = await readInput(request, createCustomerSchema);
  const db = await getDb();
  const created = await createCustomer(db, customer, password, storeViewOf(request).storeCode);
  const { groupToken: _groupToken, ...profile } = await customerProfile(db, created);
  return envelope(profile);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
