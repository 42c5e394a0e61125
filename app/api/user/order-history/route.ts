import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseInput } from '@/lib/server/auth/input';
import { requireCustomer } from '@/lib/server/auth/request-auth';
import { orderHistory } from '@/lib/server/order/order-history';
import { orderHistoryQuerySchema } from '@/lib/server/user/customer-schemas';
import { otherMethods } from '@/lib/server/http/methods';

export const GET = withApi(async (request: Request) => {
  const db = await getDb();
  const customer = await requireCustomer(db, request);
  const { pageSize, currentPage } = parseInput(request, orderHistoryQuerySchema.loose());
  return envelope(await orderHistory(db, customer.id, pageSize, currentPage));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
