import { z } from 'zod';
import { addressSchema } from '@/lib/domain/address';
import { productOptionSchema } from '@/lib/server/cart/product-option';

const code = z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(64);

/** The VSF order payload (testOrderAnon.json / testOrderAuth.json, and Vue Storefront 1.12's without order_id). Client prices and totals are ignored. */
export const orderPayloadSchema = z.object({
  // Vue Storefront 1.12 keeps its order_id locally and does not send it: the server then derives one (see placeOrder).
  order_id: z
    .union([z.string().trim().min(1).max(128), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).transform(String)], {
      error: 'order_id must be a text or a number',
    })
    .nullish(),
  user_id: z.union([z.string().max(64), z.number().int()]).nullish(),
  cart_id: z.union([z.string().max(128), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).transform(String)]).nullish(),
  products: z
    .array(
      z.object({
        sku: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(200),
        qty: z.number({ error: 'Quantity must be positive integer' }).int('Quantity must be positive integer').min(1, 'Quantity must be above 0').max(10_000, 'Quantity must be below 10000'),
        product_option: productOptionSchema,
      }),
    )
    .min(1, 'The order has no products.')
    .max(200, 'An order holds at most 200 lines.'),
  addressInformation: z.object({
    shippingAddress: addressSchema,
    billingAddress: addressSchema,
    shipping_method_code: code,
    shipping_carrier_code: code,
    payment_method_code: code,
    payment_method_additional: z.record(z.string(), z.unknown()).nullish(),
  }),
});

export type OrderPayload = z.infer<typeof orderPayloadSchema>;
