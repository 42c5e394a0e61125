import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { catalogRules } from '@/lib/config/constants';
import { commerceConfig } from '@/lib/config/commerce';
import type { StoreView } from '@/lib/config/store-views';
import { productChecksum } from '@/lib/domain/cart-item-match';
import { planCartMerge } from '@/lib/domain/cart-merge';
import { checkSalesRule, INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import { toCents } from '@/lib/domain/money';
import { saleQuantityProblem, type SaleRules } from '@/lib/domain/sale-quantity';
import { quantitySchema } from '@/lib/domain/validation-messages';
import { loadStock } from '@/lib/server/catalog/stock';
import type { Db } from '@/lib/server/db/client';
import { cartItems, carts } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/api-error';
import type { Customer } from '@/lib/server/auth/request-auth';
import { findSalesRule } from '@/lib/server/coupon/sales-rules';
import { accessCart, customerCart, type Cart } from './cart-access';
import { resolveCatalogItems, type ResolveFailure } from './catalog-items';
import { cartItemRows, cartTotals, pricedCartLines, type CartItemRow } from './cart-totals';
import { productOptionSchema } from './product-option';
import { INVALID_OPTIONS_MESSAGE, NO_SUCH_VARIANT_MESSAGE, PRODUCT_NOT_AVAILABLE_MESSAGE } from '@/lib/domain/cart-sync';

const itemId = z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number)]);
const quoteId = z.union([z.string().max(128), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).nullish();

export const cartItemInputSchema = z.object({
  sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(200),
  qty: quantitySchema(),
  product_option: productOptionSchema,
  quoteId,
  item_id: itemId.nullish(),
});

export const cartItemDeleteSchema = z
  .object({
    sku: z.string().trim().min(1).max(200).nullish(),
    item_id: itemId.nullish(),
    quoteId,
  })
  .refine((item) => item.item_id != null || item.sku != null, { error: 'item_id or sku is required', path: ['item_id'] });

/** The server item as vue-storefront-api answers it (Magento's cart item). */
function toServerItem(row: CartItemRow, price?: number) {
  return {
    item_id: row.id,
    sku: row.sku,
    qty: row.qty,
    name: row.name,
    ...(row.parentSku ? { parent_sku: row.parentSku } : {}),
    ...(price === undefined ? {} : { price }),
    product_type: row.productType,
    quote_id: row.cartId,
    ...(row.productOption ? { product_option: row.productOption } : {}),
  };
}

/** The shop's settings of the line quantity rules, shared by cart lines and orders. */
export function saleRules(): SaleRules {
  return { maxLineQty: commerceConfig().MAX_LINE_QTY, allowOutOfStock: catalogRules.allowOutOfStockInCart };
}

function failureError(failure: ResolveFailure): ApiError {
  switch (failure.reason) {
    case 'not-found':
      return notFound(`The product that was requested doesn't exist (sku '${failure.sku}').`);
    case 'disabled':
      return badRequest(PRODUCT_NOT_AVAILABLE_MESSAGE);
    case 'no-variant':
      return badRequest(NO_SUCH_VARIANT_MESSAGE);
    default:
      return badRequest(INVALID_OPTIONS_MESSAGE);
  }
}

export async function pullCart(db: Db, cart: Cart) {
  const rows = await cartItemRows(db, cart.id);
  const priced = new Map((await pricedCartLines(db, rows)).map((line) => [line.item_id, line.unitPrice]));
  return rows.map((row) => toServerItem(row, priced.get(row.id)));
}

/**
 * Adds or changes a line: with item_id that line (of this cart) gets the new quantity and options; without,
 * the line of the same sku and options is set to qty (a retried request changes nothing), else a line is added.
 * Prices come from the catalogue; the quantity must be a positive integer within the stock's sale limits.
 */
export async function updateCartItem(db: Db, cartId: string, customer: Customer | null, input: z.infer<typeof cartItemInputSchema>) {
  const [resolved] = await resolveCatalogItems(db, [{ sku: input.sku, productOption: input.product_option }]);
  if (!resolved?.ok) throw failureError(resolved ?? { ok: false, sku: input.sku, reason: 'not-found' });
  const stock = (await loadStock(db, [resolved.sku])).get(resolved.sku);
  const config = commerceConfig();
  const problem = saleQuantityProblem(input.qty, stock, saleRules());
  if (problem) throw badRequest(problem);
  const checksum = productChecksum({ product_option: resolved.productOption });

  return db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    await accessCart(database, cartId, customer, { forUpdate: true });
    const values = {
      sku: resolved.sku,
      parentSku: resolved.parentSku,
      name: resolved.name,
      qty: input.qty,
      productType: resolved.productType,
      productOption: resolved.productOption,
      checksum,
    };
    let row: CartItemRow | undefined;
    if (input.item_id != null) {
      [row] = await database
        .update(cartItems)
        .set(values)
        .where(and(eq(cartItems.id, input.item_id), eq(cartItems.cartId, cartId)))
        .returning();
      if (!row) throw notFound(`Cart ${cartId} doesn't contain item ${input.item_id}.`);
    } else {
      [row] = await database
        .update(cartItems)
        .set(values)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sku, resolved.sku), eq(cartItems.checksum, checksum)))
        .returning();
      if (!row) {
        const [{ count } = { count: 0 }] = await database
          .select({ count: sql<number>`count(*)::int` })
          .from(cartItems)
          .where(eq(cartItems.cartId, cartId));
        if (Number(count) >= config.MAX_CART_LINES) throw badRequest(`A cart holds at most ${config.MAX_CART_LINES} lines.`);
        [row] = await database.insert(cartItems).values({ cartId, ...values }).returning();
      }
    }
    await database.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return toServerItem(row!, resolved.unitPrice);
  });
}

/** Removes a line by item_id (or every line of a sku, also when the item_id is unknown); removing what is already gone is not an error. */
export async function deleteCartItem(db: Db, cartId: string, customer: Customer | null, input: z.infer<typeof cartItemDeleteSchema>): Promise<true> {
  await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    await accessCart(database, cartId, customer, { forUpdate: true });
    const match = input.item_id != null ? eq(cartItems.id, input.item_id) : eq(cartItems.sku, input.sku!);
    const deleted = await database.delete(cartItems).where(and(eq(cartItems.cartId, cartId), match)).returning({ id: cartItems.id });
    // An item id made stale by a login merge or another device: the sku still names the line.
    if (deleted.length === 0 && input.item_id != null && input.sku) {
      await database.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.sku, input.sku)));
    }
    await database.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
  return true;
}

/**
 * Merges a guest cart into the customer's active cart, once: same sku and options → quantities add, other lines
 * move over, and the guest cart is closed (pointing at the customer's). A missing, closed or foreign cart is ignored.
 */
export async function mergeGuestCart(db: Db, customer: Pick<Customer, 'id'>, guestCartId: string, storeCode: string): Promise<Cart> {
  const target = await customerCart(db, customer, storeCode);
  if (guestCartId === target.id) return target;
  await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [guest] = await database.select().from(carts).where(eq(carts.id, guestCartId)).for('update');
    if (!guest || !guest.isActive || guest.customerId !== null) return;
    await database.select({ id: carts.id }).from(carts).where(eq(carts.id, target.id)).for('update');
    const [targetRows, guestRows] = [await cartItemRows(database, target.id), await cartItemRows(database, guest.id)];
    const toLine = (row: CartItemRow) => ({ item_id: row.id, sku: row.sku, qty: row.qty, checksum: row.checksum });
    const plan = planCartMerge(targetRows.map(toLine), guestRows.map(toLine), commerceConfig().MAX_LINE_QTY);
    for (const update of plan.updates) await database.update(cartItems).set({ qty: update.qty }).where(eq(cartItems.id, update.item_id));
    for (const move of plan.moves) await database.update(cartItems).set({ cartId: target.id, qty: move.qty }).where(eq(cartItems.id, move.item_id));
    await database.delete(cartItems).where(eq(cartItems.cartId, guest.id));
    await database.update(carts).set({ isActive: false, mergedInto: target.id, updatedAt: new Date() }).where(eq(carts.id, guest.id));
    if (!target.couponCode && guest.couponCode) await database.update(carts).set({ couponCode: guest.couponCode }).where(eq(carts.id, target.id));
  });
  return target;
}

/** Applies a coupon code: it must name an active sales rule whose date window, usage limit and minimum subtotal allow it. */
export async function applyCoupon(db: Db, cart: Cart, storeView: StoreView, code: string): Promise<true> {
  const rule = await findSalesRule(db, code);
  if (!rule) throw badRequest(INVALID_COUPON_MESSAGE);
  const { totals } = await cartTotals(db, cart, storeView, { couponCode: null });
  if (!checkSalesRule(rule, toCents(totals.subtotal_incl_tax)).ok) throw badRequest(INVALID_COUPON_MESSAGE);
  await db.update(carts).set({ couponCode: rule.code, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return true;
}

export async function deleteCoupon(db: Db, cart: Cart): Promise<true> {
  await db.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return true;
}
