import { setExpressCheckoutBodySchema } from '@/lib/domain/payment-provider';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson } from '@/lib/server/http/request';
import { paypalPassThrough, requirePaypalConfig } from '@/lib/server/payment/paypal';
import { otherMethods } from '@/lib/server/http/methods';

/** Spec §7 set-express-checkout: creates the PayPal order with the body as sent; answers PayPal's JSON (its id is the order). */
export const POST = withApi(async (request: Request) => {
  const config = requirePaypalConfig();
  const body = await readJson(request, setExpressCheckoutBodySchema);
  const { status, json } = await paypalPassThrough(config, '/v2/checkout/orders', body);
  // PayPal answers 201 for a created order: the envelope says 200 for any success, and PayPal's own status otherwise.
  return envelope(json, status >= 200 && status < 300 ? 200 : status);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
