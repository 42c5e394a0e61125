import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { commerceConfig, PAYMENT_METHODS, TOTALS_TITLES } from '@/lib/config/commerce';
import { DEFAULT_SHIPPING_METHOD } from '@/lib/config/default-shipping-method';
import type { StoreView } from '@/lib/config/store-views';
import { destinationOf, type LookupAddress } from '@/lib/domain/address';
import { checkSalesRule } from '@/lib/domain/coupon';
import { toCents } from '@/lib/domain/money';
import { availablePaymentMethods, isVirtualCart, type PaymentMethod } from '@/lib/domain/payment-methods';
import { availableShippingMethods, findShippingMethod, type ShippingMethod } from '@/lib/domain/shipping-methods';
import { localize } from '@/lib/domain/store-labels';
import { computeTotals, type Totals, type TotalsLine } from '@/lib/domain/totals';
import type { TaxRule } from '@/lib/domain/tax';
import { loadCatalogLabels } from '@/lib/server/catalog/catalog-labels';
import { loadTaxRules } from '@/lib/server/catalog/reference-data';
import type { Db } from '@/lib/server/db/client';
import { cartItems } from '@/lib/server/db/schema';
import { findSalesRule, type StoredSalesRule } from '@/lib/server/coupon/sales-rules';
import type { Cart } from './cart-access';
import { resolveCatalogItems, type CatalogItem } from './catalog-items';
import { productOptionSchema } from './product-option';

export type CartItemRow = typeof cartItems.$inferSelect;

type StoreCodeOf = Pick<StoreView, 'storeCode'>;

/** The configured shipping methods, titled in the store view's language. */
export function shippingDefinitions(storeView: StoreCodeOf) {
  return localize([DEFAULT_SHIPPING_METHOD, ...commerceConfig().SHIPPING_METHODS], storeView.storeCode);
}

export function paymentMethodsFor(baseTypes: readonly string[], storeView: StoreCodeOf): PaymentMethod[] {
  return availablePaymentMethods(baseTypes, {
    titles: localize(PAYMENT_METHODS, storeView.storeCode),
    paypalEnabled: Boolean(commerceConfig().PAYPAL_CLIENT_ID),
  });
}

export function shippingMethodsFor(baseTypes: readonly string[], countryId: string | null | undefined, storeView: StoreCodeOf): ShippingMethod[] {
  return availableShippingMethods(shippingDefinitions(storeView), countryId, { virtualCart: isVirtualCart(baseTypes) });
}

export interface PricedLine extends CatalogItem {
  item_id: number;
  qty: number;
}

export interface TotalsContext {
  storeView: StoreView;
  address?: Partial<LookupAddress> | null;
  shippingMethodCode?: string | null;
  shippingCarrierCode?: string | null;
  couponCode?: string | null;
  taxRules?: TaxRule[];
  now?: Date;
}

export interface TotalsResult {
  totals: Totals;
  lines: PricedLine[];
  baseTypes: string[];
  shippingMethods: ShippingMethod[];
  shippingMethod: ShippingMethod | null;
  paymentMethods: PaymentMethod[];
  rule: StoredSalesRule | null;
}

/** Totals of priced lines for a destination, shipping method and coupon (a coupon that does not apply gives no discount). */
export async function totalsFor(db: Db, lines: PricedLine[], context: TotalsContext): Promise<TotalsResult> {
  const { storeView } = context;
  const destination = destinationOf(context.address ?? null, { country: storeView.tax.defaultCountry, region: storeView.tax.defaultRegion });
  const baseTypes = lines.map((line) => line.baseType);
  const shippingMethods = shippingMethodsFor(baseTypes, destination.countryId, storeView);
  const shippingMethod =
    findShippingMethod(shippingMethods, context.shippingMethodCode, context.shippingCarrierCode) ?? shippingMethods.find((method) => method.default) ?? null;
  const taxRules = context.taxRules ?? (await loadTaxRules(db));
  const totalsLines: TotalsLine[] = lines.map((line) => ({
    item_id: line.item_id,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    unitPrice: line.unitPrice,
    taxClassId: line.taxClassId,
    options: line.options,
  }));
  const input = {
    lines: totalsLines,
    taxRules,
    destination,
    sourcePriceIncludesTax: storeView.tax.sourcePriceIncludesTax,
    shipping: shippingMethod ? { amount: shippingMethod.amount, title: `${shippingMethod.carrier_title} - ${shippingMethod.method_title}` } : null,
    currencyCode: storeView.i18n.currencyCode,
    titles: localize(TOTALS_TITLES, storeView.storeCode),
  };
  let totals = computeTotals(input);
  let rule: StoredSalesRule | null = null;
  if (context.couponCode) {
    const found = await findSalesRule(db, context.couponCode);
    if (found && checkSalesRule(found, toCents(totals.subtotal_incl_tax), context.now).ok) {
      rule = found;
      totals = computeTotals({ ...input, coupon: found });
    }
  }
  return { totals, lines, baseTypes, shippingMethods, shippingMethod, paymentMethods: paymentMethodsFor(baseTypes, storeView), rule };
}

export async function cartItemRows(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

/**
 * The cart's lines priced from the catalogue; lines whose product is gone or disabled are left out of the totals.
 * With a store view, the lines' option labels are in its language.
 */
export async function pricedCartLines(db: Db, rows: readonly CartItemRow[], storeView?: StoreCodeOf): Promise<PricedLine[]> {
  const resolved = await resolveCatalogItems(
    db,
    rows.map((row) => ({ sku: row.sku, productOption: productOptionSchema.safeParse(row.productOption ?? null).data ?? null })),
    storeView ? await loadCatalogLabels(db, storeView) : undefined,
  );
  return rows.flatMap((row, index) => {
    const item = resolved[index];
    return item?.ok ? [{ ...item, item_id: row.id, qty: row.qty }] : [];
  });
}

export async function cartTotals(db: Db, cart: Cart, storeView: StoreView, overrides: Partial<TotalsContext> = {}): Promise<TotalsResult> {
  const lines = await pricedCartLines(db, await cartItemRows(db, cart.id), storeView);
  return totalsFor(db, lines, {
    storeView,
    address: (cart.shippingAddress as Partial<LookupAddress> | null) ?? null,
    shippingMethodCode: cart.shippingMethodCode,
    shippingCarrierCode: cart.shippingCarrierCode,
    couponCode: cart.couponCode,
    ...overrides,
  });
}
