import { stockAlertRequestSchema } from '@/lib/domain/stock-alert';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson, storeViewOf } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';
import { subscribeToStockAlert } from '@/lib/server/stock-alerts/subscribe';

/** "Notify me when it's back": `{ email, sku }` for the request's store view (`?storeCode=`). */
export const POST = withApi(async (request: Request) => {
  const store = storeViewOf(request);
  const input = await readJson(request, stockAlertRequestSchema);
  return envelope(await subscribeToStockAlert(await getDb(), input, store.storeCode, clientAddress(request)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
