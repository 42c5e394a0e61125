import { envelope, withApi } from '@/lib/server/http/envelope';
import { storeViewOf } from '@/lib/server/http/request';
import { paypalPublicClientId } from '@/lib/server/payment/paypal';
import { otherMethods } from '@/lib/server/http/methods';

/** The checkout's payment provider settings: the public client id (null when not configured) and the store's currency. */
export const GET = withApi(async (request: Request) =>
  envelope({ clientId: paypalPublicClientId(), currency: storeViewOf(request).i18n.currencyCode }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
