/**
 * Spec §7 payment provider (PayPal): the script is loaded with the client id and the store's currency, card and credit
 * funding disabled; the complete and set-express-checkout calls pass their body through and answer the provider's JSON.
 */
import * as z from 'zod/mini';
import './zod-locale';

const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
const PAYPAL_DISABLED_FUNDING = ['card', 'credit'] as const;

/** The sandbox unless PAYPAL_API_URL says otherwise: a forgotten setting never moves real money. */
export const PAYPAL_DEFAULT_API_URL = 'https://api-m.sandbox.paypal.com';

export interface PaymentProviderConfig {
  /** The public client id; null when the shop has no payment provider configured (no button, no script). */
  clientId: string | null;
  /** ISO code of the store view's currency (USD, EUR). */
  currency: string;
}

export function paypalScriptUrl({ clientId, currency }: { clientId: string; currency: string }): string {
  const params = new URLSearchParams({ 'client-id': clientId, currency, 'disable-funding': PAYPAL_DISABLED_FUNDING.join(',') });
  // URLSearchParams writes the comma as %2C; PayPal documents (and accepts) the plain list.
  return `${PAYPAL_SDK_URL}?${params.toString().replace(/%2C/g, ',')}`;
}

const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'currency_code must be an ISO 4217 code'));
const amountValue = z.string().check(z.regex(/^\d{1,10}(\.\d{1,2})?$/, 'value must be an amount such as 12.50'));

/** set-express-checkout: a PayPal order (intent and purchase units); other fields pass through untouched. */
export const setExpressCheckoutBodySchema = z.looseObject({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z
    .array(z.looseObject({ amount: z.looseObject({ currency_code: currencyCode, value: amountValue }) }))
    .check(z.minLength(1, 'purchase_units must hold at least one unit'), z.maxLength(10)),
});

/** complete: the approved PayPal order id (it goes into the provider's URL, so only its own characters); the rest passes through. */
export const completeBodySchema = z.looseObject({
  orderID: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'orderID must be a PayPal order id')),
});

/** The order the button creates for the cart's grand total, in the store's currency. */
export function paypalOrderBody({ grandTotal, currency, cartId }: { grandTotal: number; currency: string; cartId?: string | null }) {
  return {
    intent: 'CAPTURE' as const,
    purchase_units: [{ ...(cartId ? { reference_id: cartId.slice(0, 256) } : {}), amount: { currency_code: currency, value: grandTotal.toFixed(2) } }],
  };
}
