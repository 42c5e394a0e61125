/** Spec §4 Place order: the VSF order payload built from the cart and the checkout details, and what an answer means. */
import type { CartLine } from './cart-lines';
import type { PostalAddress } from './address';
import { orderAddressOf } from './address-form';
import type { CheckoutDetails } from './checkout-state';

export const ORDER_SERVER_ERROR_MESSAGE = 'The order can not be transfered because of server error. Order has been queued';
export const CONTACT_EMAIL = 'contributors@vuestorefront.io';
export const ORDER_VALIDATION_ERROR_MESSAGE = `Internal validation error. Please check if all required fields are filled in. Please contact us on ${CONTACT_EMAIL}`;
export const ORDER_WAITING_TITLE = 'Order waiting!';
export const ORDER_WAITING_ACTION = 'Click here to confirm the order that you made offline.';

export interface OrderPayload {
  order_id: string;
  user_id: string;
  cart_id: string | null;
  products: { sku: string; qty: number; name: string; price_incl_tax: number; product_option?: unknown }[];
  addressInformation: {
    shippingAddress: PostalAddress;
    billingAddress: PostalAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    payment_method_code: string;
    payment_method_additional: Record<string, unknown>;
  };
}

/** `flatrate:flatrate` → carrier and method codes. */
export function splitShippingMethod(value: string): { carrier_code: string; method_code: string } {
  const [carrier_code = '', method_code = carrier_code] = value.split(':');
  return { carrier_code, method_code };
}

export const shippingMethodValue = (method: { carrier_code: string; method_code: string }) => `${method.carrier_code}:${method.method_code}`;

/** The billing address: the shipping one when "copy from shipping" is on (company and tax id still apply). */
function billingAddressOf(details: CheckoutDetails): PostalAddress {
  const email = details.personalDetails.emailAddress.trim();
  const payment = details.paymentDetails;
  const source = payment.sameAsShipping ? details.shippingDetails : payment;
  return orderAddressOf(source, { email, company: payment.company.trim(), vatId: payment.taxId.trim() });
}

export interface OrderSource {
  orderId: string;
  cartId: string | null;
  userId: string | null;
  lines: readonly CartLine[];
  details: CheckoutDetails;
  /** A virtual cart ships nothing: the order still names a method (the default courier), as Magento expects. */
  fallbackShippingMethod: string;
}

export function buildOrderPayload(source: OrderSource): OrderPayload {
  const { details } = source;
  const email = details.personalDetails.emailAddress.trim();
  const shipping = splitShippingMethod(details.shippingDetails.shippingMethod || source.fallbackShippingMethod);
  return {
    order_id: source.orderId,
    user_id: source.userId ?? '',
    cart_id: source.cartId,
    products: source.lines.map((line) => ({
      sku: line.sku,
      qty: line.qty,
      name: line.name,
      price_incl_tax: line.price_incl_tax,
      ...(line.product_option ? { product_option: line.product_option } : {}),
    })),
    addressInformation: {
      shippingAddress: orderAddressOf(details.shippingDetails, { email }),
      billingAddress: billingAddressOf(details),
      shipping_method_code: shipping.method_code,
      shipping_carrier_code: shipping.carrier_code,
      payment_method_code: details.paymentDetails.paymentMethod,
      payment_method_additional: details.paymentDetails.paymentMethodAdditional,
    },
  };
}

export type OrderOutcome =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'server-error'; message: string }
  | { kind: 'validation-error'; message: string };

/** Spec §4: 200 or no code is placed; 5xx (and unreadable answers) stay queued; any other code is the validation error. */
export function orderOutcome(code: number | string | null | undefined, result: unknown): OrderOutcome {
  const status = code === null || code === undefined || code === '' ? 200 : Number(code);
  if (status === 200) {
    const orderNumber = (result as { orderNumber?: unknown } | null)?.orderNumber;
    return { kind: 'placed', orderNumber: typeof orderNumber === 'string' || typeof orderNumber === 'number' ? String(orderNumber) : '' };
  }
  if (!Number.isFinite(status) || status >= 500) return { kind: 'server-error', message: ORDER_SERVER_ERROR_MESSAGE };
  return { kind: 'validation-error', message: ORDER_VALIDATION_ERROR_MESSAGE };
}
