import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { StoreView } from '@/lib/config/store-views';
import { checkSalesRule, INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import { toCents } from '@/lib/domain/money';
import { formatPrice } from '@/lib/domain/price-format';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { carts, couponUsages, orderItems, orders } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import { conflict } from '@/lib/server/auth/errors';
import type { Customer } from '@/lib/server/auth/request-auth';
import { resolveCatalogItems } from '@/lib/server/cart/catalog-items';
import { loadCatalogLabels } from '@/lib/server/catalog/catalog-labels';
import { revalidateProducts } from '@/lib/server/catalog/catalog-revalidation';
import { totalsFor, type PricedLine } from '@/lib/server/cart/cart-totals';
import { deliverMail, enqueueMail } from '@/lib/server/mail/mailer';
import { orderConfirmationMail } from '@/lib/server/mail/templates';
import type { OrderPayload } from './order-schema';

export const PRODUCTS_NOT_AVAILABLE_MESSAGE = 'Some of the ordered products are not available!';

export interface OrderResult {
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
}

async function storedResult(db: Db, clientOrderId: string): Promise<OrderResult | null> {
  const [row] = await db.select({ result: orders.result }).from(orders).where(eq(orders.clientOrderId, clientOrderId));
  if (!row) return null;
  // jsonb reorders keys; answer in the order of the first answer.
  const { orderNumber, backendOrderId, transferedAt } = row.result as unknown as OrderResult;
  return { orderNumber, backendOrderId, transferedAt };
}

/** The cart the order came from, when the caller may use it (its coupon applies; it is closed with the order). */
async function sourceCart(db: Db, cartId: string | null | undefined, customer: Customer | null) {
  if (!cartId) return null;
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart || !cart.isActive) return null;
  if (cart.customerId !== null && cart.customerId !== customer?.id) return null;
  return cart;
}

interface StockRow {
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/**
 * Places an order. Idempotent by the client's order_id: a repeated order answers the first result. Prices and
 * totals are recomputed from the catalogue. In one transaction: the order row claims order_id (a concurrent
 * duplicate waits on the unique index), the stock rows are locked (SELECT … FOR UPDATE, in sku order, so two
 * orders never deadlock), checked and decremented, the coupon's usage is counted under its row lock, and the
 * confirmation mail is queued. Any shortage rolls everything back: no oversell.
 */
export async function placeOrder(db: Db, payload: OrderPayload, customer: Customer | null, storeView: StoreView): Promise<OrderResult> {
  const replay = await storedResult(db, payload.order_id);
  if (replay) return replay;

  const { shippingAddress, billingAddress } = payload.addressInformation;
  const email = customer?.email ?? shippingAddress.email ?? billingAddress.email;
  if (!email) throw badRequest('addressInformation.shippingAddress.email: Field is required', [{ path: 'addressInformation.shippingAddress.email', message: 'Field is required' }]);

  const resolved = await resolveCatalogItems(
    db,
    payload.products.map((product) => ({ sku: product.sku, productOption: product.product_option })),
    await loadCatalogLabels(db, storeView),
  );
  const unavailable = resolved.flatMap((item) => (item.ok ? [] : [{ sku: item.sku, reason: item.reason }]));
  if (unavailable.length > 0) throw conflict(PRODUCTS_NOT_AVAILABLE_MESSAGE, unavailable);
  const lines: PricedLine[] = resolved.map((item, index) => {
    if (!item.ok) throw new Error('unreachable');
    return { ...item, item_id: index + 1, qty: payload.products[index]!.qty };
  });

  const cart = await sourceCart(db, payload.cart_id, customer);
  const { totals, shippingMethods, shippingMethod, paymentMethods, rule } = await totalsFor(db, lines, {
    storeView,
    address: shippingAddress,
    shippingMethodCode: payload.addressInformation.shipping_method_code,
    shippingCarrierCode: payload.addressInformation.shipping_carrier_code,
    couponCode: cart?.couponCode ?? null,
  });
  // A coupon the shopper saw applied but that no longer applies (used up, expired meanwhile) stops the order.
  if (cart?.couponCode && !rule) throw badRequest(INVALID_COUPON_MESSAGE);
  const { shipping_method_code: methodCode, shipping_carrier_code: carrierCode, payment_method_code: paymentCode } = payload.addressInformation;
  const shipsSomething = shippingMethods.length > 0;
  if (shipsSomething && !shippingMethods.some((method) => method.method_code === methodCode && method.carrier_code === carrierCode)) {
    throw badRequest(`The shipping method ${carrierCode}_${methodCode} is not available for this order.`, [
      { path: 'addressInformation.shipping_method_code', message: 'Shipping method is not available' },
    ]);
  }
  if (!paymentMethods.some((method) => method.code === paymentCode)) {
    throw badRequest(`The payment method ${paymentCode} is not available for this order.`, [
      { path: 'addressInformation.payment_method_code', message: 'Payment method is not available' },
    ]);
  }

  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const skus = [...wanted.keys()].sort();
  const format = (amount: number) => formatPrice(amount, storeView.i18n);

  const outcome = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [{ id } = { id: 0 }] = (await execute<{ id: number }>(database, sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`)).rows;
    const incrementId = String(id).padStart(9, '0');
    const result: OrderResult = { orderNumber: incrementId, backendOrderId: id, transferedAt: new Date().toISOString() };
    const claimed = await database
      .insert(orders)
      .values({
        id,
        incrementId,
        clientOrderId: payload.order_id,
        customerId: customer?.id ?? null,
        customerEmail: email.toLowerCase(),
        storeCode: storeView.storeCode,
        status: 'pending',
        cartId: payload.cart_id ?? null,
        shippingAddress,
        billingAddress,
        shippingMethod: shippingMethod ? `${shippingMethod.carrier_code}_${shippingMethod.method_code}` : 'none',
        paymentMethod: paymentCode,
        couponCode: rule?.code ?? null,
        currencyCode: storeView.i18n.currencyCode,
        subtotal: String(totals.subtotal),
        subtotalInclTax: String(totals.subtotal_incl_tax),
        discountAmount: String(totals.discount_amount),
        shippingAmount: String(totals.shipping_amount),
        taxAmount: String(totals.tax_amount),
        grandTotal: String(totals.grand_total),
        totals: totals as unknown as Record<string, unknown>,
        result: result as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing({ target: orders.clientOrderId })
      .returning({ id: orders.id });
    if (claimed.length === 0) return { replayed: true as const };

    const { rows: stockRows } = await execute<StockRow>(
      database,
      sql`SELECT sku, qty, is_in_stock, manage_stock FROM stock WHERE sku IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)}) ORDER BY sku FOR UPDATE`,
    );
    const stockBySku = new Map(stockRows.map((row) => [row.sku, row]));
    const short = skus.flatMap((sku) => {
      const row = stockBySku.get(sku);
      const qty = wanted.get(sku)!;
      if (!row || !row.manage_stock) return [];
      return row.is_in_stock && row.qty >= qty ? [] : [{ sku, requested: qty, available: row.is_in_stock ? Math.max(0, row.qty) : 0 }];
    });
    if (short.length > 0) throw conflict(PRODUCTS_NOT_AVAILABLE_MESSAGE, short);
    for (const sku of skus) {
      const row = stockBySku.get(sku);
      if (!row || !row.manage_stock) continue;
      const qty = wanted.get(sku)!;
      await execute(database, sql`UPDATE stock SET qty = qty - ${qty}, is_in_stock = (qty - ${qty}) > 0, updated_at = now() WHERE sku = ${sku}`);
    }

    if (rule) {
      const { rows } = await execute<{ usage_limit: number | null; times_used: number; is_active: boolean }>(
        database,
        sql`SELECT usage_limit, times_used, is_active FROM sales_rules WHERE id = ${rule.id} FOR UPDATE`,
      );
      const current = rows[0];
      if (!current || !checkSalesRule({ ...rule, usageLimit: current.usage_limit, timesUsed: current.times_used, isActive: current.is_active }, toCents(totals.subtotal_incl_tax)).ok) {
        throw badRequest(INVALID_COUPON_MESSAGE);
      }
      await execute(database, sql`UPDATE sales_rules SET times_used = times_used + 1 WHERE id = ${rule.id}`);
      await database.insert(couponUsages).values({ ruleId: rule.id, orderId: id, customerId: customer?.id ?? null });
    }

    await database.insert(orderItems).values(
      totals.items.map((item, index) => {
        const line = lines[index]!;
        return {
          orderId: id,
          sku: item.sku,
          parentSku: line.parentSku,
          name: item.name,
          productType: line.productType,
          qty: item.qty,
          price: String(item.price),
          priceInclTax: String(item.price_incl_tax),
          rowTotal: String(item.row_total),
          rowTotalInclTax: String(item.row_total_incl_tax),
          taxAmount: String(item.tax_amount),
          taxPercent: String(item.tax_percent),
          discountAmount: String(item.discount_amount),
          productOption: line.productOption,
        };
      }),
    );
    if (cart) {
      await database.update(carts).set({ isActive: false, updatedAt: new Date() }).where(and(eq(carts.id, cart.id), eq(carts.isActive, true)));
    }
    const mailId = await enqueueMail(
      database,
      orderConfirmationMail(
        email,
        incrementId,
        totals.items.map((item) => ({ name: item.name, sku: item.sku, qty: item.qty, rowTotal: format(item.row_total_incl_tax) })),
        format(totals.grand_total),
      ),
    );
    return { replayed: false as const, result, mailId };
  });

  if (outcome.replayed) {
    const first = await storedResult(db, payload.order_id);
    if (!first) throw conflict('The order is being placed; retry in a moment.');
    return first;
  }
  // The stock of the ordered products changed: the catalogue cache shows the new stock from the next read on.
  await revalidateProducts(db, [...skus, ...lines.flatMap((line) => (line.parentSku ? [line.parentSku] : []))]);
  try {
    await deliverMail(db, [outcome.mailId]);
  } catch (error) {
    console.error('[order] confirmation mail not delivered; it stays queued', error);
  }
  return outcome.result;
}

