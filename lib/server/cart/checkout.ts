import 'server-only';
import { eq } from 'drizzle-orm';
import type { StoreView } from '@/lib/config/store-views';
import { destinationOf, type LookupAddress } from '@/lib/domain/address';
import { findShippingMethod } from '@/lib/domain/shipping-methods';
import type { Db } from '@/lib/server/db/client';
import { carts } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import type { Cart } from './cart-access';
import { cartItemRows, cartTotals, paymentMethodsFor, pricedCartLines, shippingMethodsFor } from './cart-totals';

export interface ShippingInformation {
  shippingAddress: LookupAddress & Record<string, unknown>;
  billingAddress?: (LookupAddress & Record<string, unknown>) | null;
  shipping_method_code?: string | null;
  shipping_carrier_code?: string | null;
}

/** Stores the shipping address and method; the method must ship to the address. Answers payment methods and totals. */
export async function saveShippingInformation(db: Db, cart: Cart, storeView: StoreView, info: ShippingInformation) {
  const lines = await pricedCartLines(db, await cartItemRows(db, cart.id));
  const country = destinationOf(info.shippingAddress, { country: storeView.tax.defaultCountry, region: storeView.tax.defaultRegion }).countryId;
  const methods = shippingMethodsFor(lines.map((line) => line.baseType), country, storeView);
  if (info.shipping_method_code && methods.length > 0 && !findShippingMethod(methods, info.shipping_method_code, info.shipping_carrier_code)) {
    throw badRequest('Carrier with such method not found.', [{ path: 'addressInformation.shipping_method_code', message: 'Shipping method is not available' }]);
  }
  const [updated] = await db
    .update(carts)
    .set({
      shippingAddress: info.shippingAddress,
      billingAddress: info.billingAddress ?? null,
      shippingMethodCode: info.shipping_method_code ?? null,
      shippingCarrierCode: info.shipping_carrier_code ?? null,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id))
    .returning();
  const { totals, paymentMethods } = await cartTotals(db, updated!, storeView);
  // Magento answers {payment_methods, totals}; the items and segments are repeated at the top for older clients.
  return { payment_methods: paymentMethods, totals, items: totals.items, total_segments: totals.total_segments };
}

export interface MethodsChoice {
  paymentMethod?: { method: string } | null;
  shippingCarrierCode?: string | null;
  shippingMethodCode?: string | null;
}

export async function collectTotals(db: Db, cart: Cart, storeView: StoreView, methods: MethodsChoice) {
  const changes: Partial<typeof carts.$inferInsert> = {};
  if (methods.paymentMethod?.method) changes.paymentMethodCode = methods.paymentMethod.method;
  if (methods.shippingMethodCode) {
    changes.shippingMethodCode = methods.shippingMethodCode;
    changes.shippingCarrierCode = methods.shippingCarrierCode ?? null;
  }
  if (methods.paymentMethod?.method) {
    const lines = await pricedCartLines(db, await cartItemRows(db, cart.id));
    if (!paymentMethodsFor(lines.map((line) => line.baseType), storeView).some((method) => method.code === methods.paymentMethod?.method)) {
      throw badRequest(`The payment method ${methods.paymentMethod.method} is not available for this cart.`);
    }
  }
  let current = cart;
  if (Object.keys(changes).length > 0) {
    const [updated] = await db.update(carts).set({ ...changes, updatedAt: new Date() }).where(eq(carts.id, cart.id)).returning();
    current = updated!;
  }
  return (await cartTotals(db, current, storeView)).totals;
}
