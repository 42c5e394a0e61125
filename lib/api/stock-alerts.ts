import * as z from 'zod/mini';
import { callApi, post, type ApiAnswer } from './http';

const subscribed = z.object({ sku: z.string(), subscribed: z.literal(true) });

/** "Notify me when it's back" for a sku in a store view (app/api/stock-alerts/route.ts). */
export function requestStockAlert(storeCode: string, email: string, sku: string): Promise<ApiAnswer<z.infer<typeof subscribed>>> {
  return callApi(`/api/stock-alerts?storeCode=${encodeURIComponent(storeCode)}`, subscribed, post({ email, sku }));
}
