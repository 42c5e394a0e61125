import { completeBodySchema } from '@/lib/domain/payment-provider';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson } from '@/lib/server/http/request';
import { paypalPassThrough, requirePaypalConfig } from '@/lib/server/payment/paypal';
import { otherMethods } from '@/lib/server/http/methods';

/** Spec §7 complete: captures the approved PayPal order; the rest of the body goes through as the capture request. */
export const POST = withApi(async (request: Request) => {
  const config = requirePaypalConfig();
  const { orderID, ...rest } = await readJson(request, completeBodySchema);
  const { status, json } = await paypalPassThrough(config, `/v2/checkout/orders/${encodeURIComponent(orderID)}/capture`, rest);
  // PayPal answers 201 for a created order: the envelope says 200 for any success, and PayPal's own status otherwise.
  return envelope(json, status >= 200 && status < 300 ? 200 : status);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
