/** The checkout's payment provider calls (README: /api/ext/paypal/config, set-express-checkout, complete). */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PaymentProviderConfig } from '@/lib/domain/payment-provider';
import { fetchJson } from './http';

const configAnswer = z.object({ code: z.literal(200), result: z.object({ clientId: z.nullable(z.string()), currency: z.string() }) });

async function fetchPaymentProviderConfig(storeCode: string): Promise<PaymentProviderConfig> {
  return (await fetchJson(`/api/ext/paypal/config?storeCode=${encodeURIComponent(storeCode)}`, configAnswer)).result;
}

const createdOrder = z.object({ code: z.literal(200), result: z.looseObject({ id: z.string() }) });
const capturedOrder = z.object({ code: z.literal(200), result: z.looseObject({ id: z.string(), status: z.string() }) });

/** set-express-checkout: creates the PayPal order and answers its id (what the button's createOrder must return). */
export async function createPaypalOrder(body: unknown): Promise<string> {
  return (await fetchJson('/api/ext/paypal/set-express-checkout', createdOrder, { method: 'POST', body: JSON.stringify(body) })).result.id;
}

/** complete: captures the order the shopper approved; answers PayPal's order id and status (COMPLETED). */
export async function completePaypalOrder(orderID: string): Promise<{ id: string; status: string }> {
  return (await fetchJson('/api/ext/paypal/complete', capturedOrder, { method: 'POST', body: JSON.stringify({ orderID }) })).result;
}

export const paymentProviderQueries = {
  /** The PayPal client id (or null) and the store currency; it does not change while the page lives. */
  config: (storeCode: string) =>
    queryOptions({ queryKey: ['payment-provider', storeCode], queryFn: () => fetchPaymentProviderConfig(storeCode), staleTime: Infinity, retry: 1 }),
};
