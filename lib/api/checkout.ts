/** Checkout calls of the commerce API (README: /api/cart/shipping-methods, shipping-information, payment-methods, POST /api/order). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { LookupAddress } from '@/lib/domain/address';
import type { CartLine } from '@/lib/domain/cart-lines';
import type { OrderPayload } from '@/lib/domain/checkout-order';
import type { SyncTask, SyncTaskInput } from '@/lib/domain/sync-task';
import { fetchJson } from './http';

export interface CartContext {
  storeCode: string;
  cartId: string;
  token: string | null;
}

const shippingMethodSchema = z.looseObject({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.nullish(z.string()),
  method_title: z.nullish(z.string()),
  amount: z.number(),
  price_incl_tax: z.nullish(z.number()),
  default: z.nullish(z.boolean()),
});
export type CheckoutShippingMethod = z.infer<typeof shippingMethodSchema>;

const paymentMethodSchema = z.looseObject({ code: z.string(), title: z.string() });
export type CheckoutPaymentMethod = z.infer<typeof paymentMethodSchema>;

const segmentSchema = z.looseObject({ code: z.string(), title: z.string(), value: z.nullable(z.number()) });

const shippingInformationSchema = z.looseObject({
  payment_methods: z.array(paymentMethodSchema),
  total_segments: z.array(segmentSchema),
});

const envelopeOf = <T extends z.ZodMiniType>(result: T) => z.object({ code: z.literal(200), result });

function cartQuery({ storeCode, cartId, token }: CartContext): string {
  const params = new URLSearchParams({ cartId, storeCode });
  if (token) params.set('token', token);
  return params.toString();
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

async function fetchShippingMethods(cart: CartContext, address: LookupAddress): Promise<CheckoutShippingMethod[]> {
  const answer = await fetchJson(`/api/cart/shipping-methods?${cartQuery(cart)}`, envelopeOf(z.array(shippingMethodSchema)), post({ address }));
  return answer.result;
}

async function fetchPaymentMethods(cart: CartContext): Promise<CheckoutPaymentMethod[]> {
  return (await fetchJson(`/api/cart/payment-methods?${cartQuery(cart)}`, envelopeOf(z.array(paymentMethodSchema)))).result;
}

export interface ShippingInformationInput {
  shippingAddress: LookupAddress;
  shippingMethod: { carrier_code: string; method_code: string } | null;
}

/** Saves the address and method on the server cart; answers the totals segments and payment methods. */
async function saveShippingInformation(cart: CartContext, input: ShippingInformationInput) {
  const body = {
    addressInformation: {
      shippingAddress: input.shippingAddress,
      ...(input.shippingMethod ? { shipping_method_code: input.shippingMethod.method_code, shipping_carrier_code: input.shippingMethod.carrier_code } : {}),
    },
  };
  return (await fetchJson(`/api/cart/shipping-information?${cartQuery(cart)}`, envelopeOf(shippingInformationSchema), post(body))).result;
}

export const ORDER_PLACED = 'checkout/order-placed';

export interface OrderTaskMeta {
  storeCode: string;
  orderId: string;
  /**
   * Spec §4 Back online: an order made offline (or whose sending failed) waits for the shopper's confirmation. One
   * placed online whose answer never came (the page was left while sending) is sent again without asking. Tasks
   * stored before this field existed count as waiting.
   */
  awaitsConfirmation?: boolean;
  /** The cart's lines the order was made of: they go back into the cart if the server refuses the order. */
  lines?: readonly CartLine[];
}

/**
 * The order as a sync task. Only the checkout's queue sends it (the cart's queue owns /api/cart/* tasks), so an
 * order made offline goes out only after the shopper confirms it.
 */
export function placeOrderTask(
  storeCode: string,
  payload: OrderPayload,
  { awaitsConfirmation, lines }: Pick<OrderTaskMeta, 'awaitsConfirmation' | 'lines'> = {},
): SyncTaskInput {
  const meta: OrderTaskMeta = { storeCode, orderId: payload.order_id, awaitsConfirmation, lines };
  return {
    url: `/api/order?token={{token}}&storeCode=${encodeURIComponent(storeCode)}`,
    payload: { method: 'POST', body: payload },
    callback_event: ORDER_PLACED,
    meta,
    silent: true,
  };
}

export const isOrderTaskOf = (storeCode: string) => (task: Pick<SyncTask, 'url' | 'meta' | 'callback_event'>) =>
  task.callback_event === ORDER_PLACED && (task.meta as OrderTaskMeta | undefined)?.storeCode === storeCode;

/** An order task the shopper must confirm before it is sent (see OrderTaskMeta.awaitsConfirmation). */
export const awaitsConfirmation = (task: Pick<SyncTask, 'meta'>) => (task.meta as OrderTaskMeta | undefined)?.awaitsConfirmation !== false;

/**
 * Query options of the checkout's reads. `linesKey` names the cart's lines (sku:qty), so a changed cart asks again;
 * a query waits until the cart has a server id (and, for address lookups, a country).
 */
export const checkoutQueries = {
  shippingMethods: (cart: CartContext | null, linesKey: string, address: LookupAddress) =>
    queryOptions({
      queryKey: ['checkout', 'shipping-methods', cart?.storeCode, cart?.cartId, linesKey, address.country_id, address.region_id, address.postcode],
      queryFn: () => fetchShippingMethods(cart!, address),
      enabled: Boolean(cart && address.country_id),
      placeholderData: keepPreviousData,
    }),
  paymentMethods: (cart: CartContext | null, linesKey: string) =>
    queryOptions({
      queryKey: ['checkout', 'payment-methods', cart?.storeCode, cart?.cartId, linesKey],
      queryFn: () => fetchPaymentMethods(cart!),
      enabled: Boolean(cart),
      placeholderData: keepPreviousData,
    }),
  /** Totals for the shipping address and method (POST /api/cart/shipping-information). */
  totals: (cart: CartContext | null, linesKey: string, address: LookupAddress, method: { carrier_code: string; method_code: string } | null) =>
    queryOptions({
      queryKey: ['checkout', 'totals', cart?.storeCode, cart?.cartId, linesKey, address.country_id, address.region_id, address.postcode, method?.carrier_code ?? null, method?.method_code ?? null],
      queryFn: () => saveShippingInformation(cart!, { shippingAddress: address, shippingMethod: method }),
      enabled: Boolean(cart && address.country_id),
      placeholderData: keepPreviousData,
    }),
};
