import { z } from 'zod';
import { getStoreView, isStoreCode } from '@/lib/config/store-views';
import { getDb } from '@/lib/server/db/client';
import { withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';
import { unsubscribeStockAlerts } from '@/lib/server/stock-alerts/unsubscribe';
import { unsubscribePage } from '@/lib/server/stock-alerts/unsubscribe-page';

const query = z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(100, 'token is too long') });

/** The unsubscribe link of an alert mail (no login): ends every open alert of its address, answers a plain page. */
export const GET = withApi(async (request: Request) => {
  const { token } = parseQuery(request, query);
  const ended = await unsubscribeStockAlerts(await getDb(), token);
  const storeCode = ended && isStoreCode(ended.storeCode) ? ended.storeCode : 'default';
  return unsubscribePage(ended?.storeCode ?? null, getStoreView(storeCode).url, ended !== null);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
