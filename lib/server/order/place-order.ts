import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { StoreView } from '@/lib/config/store-views';
import { checkSalesRule, INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import { toCents } from '@/lib/domain/money';
import { formatPrice } from '@/lib/domain/price-format';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { carts, couponUsages, customers, orderItems, orders } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import { conflict } from '@/lib/server/auth/errors';
import type { Customer } from '@/lib/server/auth/request-auth';
import { resolveCatalogItems } from '@/lib/server/cart/catalog-items';
import { saleRules } from '@/lib/server/cart/cart-service';
import { loadStock } from '@/lib/server/catalog/stock';
import { saleQuantityProblem } from '@/lib/domain/sale-quantity';
import { loadCatalogLabels } from '@/lib/server/catalog/catalog-labels';
import { revalidateProducts } from '@/lib/server/catalog/catalog-revalidation';
import { totalsFor, type PricedLine } from '@/lib/server/cart/cart-totals';
import { enqueueMail } from '@/lib/server/mail/mailer';
import { deliverAfterResponse } from '@/lib/server/mail/deliver-after-response';
import { orderConfirmationMail } from '@/lib/server/mail/templates';
import type { OrderPayload } from './order-schema';
import { countOrder } from '@/lib/server/telemetry/instruments';

const PRODUCTS_NOT_AVAILABLE_MESSAGE = 'Some of the ordered products are not available!';

export interface OrderResult {
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
}

const ORDER_ID_TAKEN_MESSAGE = 'This order_id belongs to another order.';

interface StoredOrder {
  result: OrderResult;
  customerId: number | null;
  cartId: string | null;
  customerEmail: string;
}

async function storedOrder(db: Db, clientOrderId: string): Promise<StoredOrder | null> {
  const [row] = await db
    .select({ result: orders.result, customerId: orders.customerId, cartId: orders.cartId, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.clientOrderId, clientOrderId));
  if (!row) return null;
  // jsonb reorders keys; answer in the order of the first answer.
  const { orderNumber, backendOrderId, transferedAt } = row.result as unknown as OrderResult;
  return { ...row, result: { orderNumber, backendOrderId, transferedAt } };
}

/**
 * A repeated order_id answers the first order only to whoever placed it: the same customer, or for a guest order
 * the same cart (or, without a cart, the same e-mail). Anyone else gets 409 rather than another shopper's order number.
 */
function replayFor(stored: StoredOrder, payload: OrderPayload, customer: Customer | null, email: string | undefined): OrderResult {
  const owner =
    stored.customerId !== null
      ? customer?.id === stored.customerId
      : stored.cartId !== null
        ? payload.cart_id === stored.cartId
        : !customer && email?.toLowerCase() === stored.customerEmail;
  if (!owner) throw conflict(ORDER_ID_TAKEN_MESSAGE, [{ path: 'order_id', message: ORDER_ID_TAKEN_MESSAGE }]);
  return stored.result;
}

/** The client's order_id; without one (Vue Storefront 1.12) the cart makes the order idempotent, else it is new. */
function clientOrderIdOf(payload: OrderPayload): string {
  if (payload.order_id) return payload.order_id;
  return payload.cart_id ? `cart:${payload.cart_id}` : `generated:${randomUUID()}`;
}

/**
 * Vue Storefront 1.12 posts a customer's order without a token: it names the customer (user_id) and their cart
 * (cart_id), and vue-storefront-api lets Magento assign the order by them. Here the order is the customer's only when
 * that cart is theirs: its id (128 random bits that only their browser holds) is the proof, as for a guest cart.
 */
async function customerOfCart(db: Db, payload: OrderPayload): Promise<Customer | null> {
  const userId = Number(payload.user_id);
  if (!payload.cart_id || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const [cart] = await db.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, payload.cart_id));
  if (!cart || cart.customerId !== userId) return null;
  const [owner] = await db.select().from(customers).where(eq(customers.id, userId));
  return owner ?? null;
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

type OrderTotals = Awaited<ReturnType<typeof totalsFor>>;

/** Locks the ordered skus' stock rows (in sku order, so two orders never deadlock), checks and decrements them. */
async function takeStock(database: Db, skus: readonly string[], wanted: ReadonlyMap<string, number>): Promise<void> {
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
}

/** Counts the coupon's use under its row lock; a rule used up or switched off meanwhile refuses the order. */
async function countCouponUse(
  database: Db,
  rule: NonNullable<OrderTotals['rule']>,
  totals: OrderTotals['totals'],
  usage: { orderId: number; customerId: number | null },
): Promise<void> {
  const { rows } = await execute<{ usage_limit: number | null; times_used: number; is_active: boolean }>(
    database,
    sql`SELECT usage_limit, times_used, is_active FROM sales_rules WHERE id = ${rule.id} FOR UPDATE`,
  );
  const current = rows[0];
  if (!current || !checkSalesRule({ ...rule, usageLimit: current.usage_limit, timesUsed: current.times_used, isActive: current.is_active }, toCents(totals.subtotal_incl_tax)).ok) {
    throw badRequest(INVALID_COUPON_MESSAGE);
  }
  await execute(database, sql`UPDATE sales_rules SET times_used = times_used + 1 WHERE id = ${rule.id}`);
  await database.insert(couponUsages).values({ ruleId: rule.id, orderId: usage.orderId, customerId: usage.customerId });
}

async function insertOrderItems(database: Db, orderId: number, totals: OrderTotals['totals'], lines: readonly PricedLine[]): Promise<void> {
  await database.insert(orderItems).values(
    totals.items.map((item, index) => {
      const line = lines[index]!;
      return {
        orderId,
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
}

/** The shipping method (when anything ships) and the payment method must be among those offered for this order. */
function checkChosenMethods(
  { shipping_method_code: methodCode, shipping_carrier_code: carrierCode, payment_method_code: paymentCode }: OrderPayload['addressInformation'],
  shippingMethods: OrderTotals['shippingMethods'],
  paymentMethods: OrderTotals['paymentMethods'],
): void {
  if (shippingMethods.length > 0 && !shippingMethods.some((method) => method.method_code === methodCode && method.carrier_code === carrierCode)) {
    throw badRequest(`The shipping method ${carrierCode}_${methodCode} is not available for this order.`, [
      { path: 'addressInformation.shipping_method_code', message: 'Shipping method is not available' },
    ]);
  }
  if (!paymentMethods.some((method) => method.code === paymentCode)) {
    throw badRequest(`The payment method ${paymentCode} is not available for this order.`, [
      { path: 'addressInformation.payment_method_code', message: 'Payment method is not available' },
    ]);
  }
}

/**
 * Places an order. Idempotent by the client's order_id (or, without one, by cart): a repeated order answers the
 * first result to the one who placed it. Prices and
 * totals are recomputed from the catalogue. In one transaction: the order row claims order_id (a concurrent
 * duplicate waits on the unique index), the stock rows are locked (SELECT … FOR UPDATE, in sku order, so two
 * orders never deadlock), checked and decremented, the coupon's usage is counted under its row lock, and the
 * confirmation mail is queued. Any shortage rolls everything back: no oversell.
 */
export async function placeOrder(db: Db, payload: OrderPayload, tokenCustomer: Customer | null, storeView: StoreView): Promise<OrderResult> {
  const customer = tokenCustomer ?? (await customerOfCart(db, payload));
  const clientOrderId = clientOrderIdOf(payload);
  const { shippingAddress, billingAddress } = payload.addressInformation;
  const email = customer?.email ?? shippingAddress.email ?? billingAddress.email;
  const replay = await storedOrder(db, clientOrderId);
  if (replay) return replayFor(replay, payload, customer, email);

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
  // The same quantity rules as a cart line (max_sale_qty, min_sale_qty, the shop's line limit).
  const stockLimits = await loadStock(db, lines.map((line) => line.sku));
  const rules = saleRules();
  const quantityErrors = lines.flatMap((line, index) => {
    const problem = saleQuantityProblem(line.qty, stockLimits.get(line.sku), rules);
    return problem ? [{ path: `products.${index}.qty`, sku: line.sku, message: problem }] : [];
  });
  const [firstQuantityError] = quantityErrors;
  if (firstQuantityError) throw badRequest(`${firstQuantityError.sku}: ${firstQuantityError.message}`, quantityErrors);

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
  checkChosenMethods(payload.addressInformation, shippingMethods, paymentMethods);
  const paymentCode = payload.addressInformation.payment_method_code;

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
        clientOrderId,
        customerId: customer?.id ?? null,
        customerEmail: email.toLowerCase(),
        storeCode: storeView.storeCode,
        status: 'pending',
        cartId: payload.cart_id || null,
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

    await takeStock(database, skus, wanted);
    if (rule) await countCouponUse(database, rule, totals, { orderId: id, customerId: customer?.id ?? null });
    await insertOrderItems(database, id, totals, lines);
    if (cart) {
      await database.update(carts).set({ isActive: false, updatedAt: new Date() }).where(and(eq(carts.id, cart.id), eq(carts.isActive, true)));
    }
    const mailId = await enqueueMail(
      database,
      orderConfirmationMail(
        email,
        storeView.storeCode,
        incrementId,
        totals.items.map((item) => ({ name: item.name, sku: item.sku, qty: item.qty, rowTotal: format(item.row_total_incl_tax) })),
        format(totals.grand_total),
      ),
    );
    return { replayed: false as const, result, mailId };
  });

  if (outcome.replayed) {
    const first = await storedOrder(db, clientOrderId);
    if (!first) throw conflict('The order is being placed; retry in a moment.');
    return replayFor(first, payload, customer, email);
  }
  countOrder(storeView.storeCode);
  // The stock of the ordered products changed: the catalogue cache shows the new stock from the next read on.
  await revalidateProducts(db, [...skus, ...lines.flatMap((line) => (line.parentSku ? [line.parentSku] : []))]);
  await deliverAfterResponse(db, [outcome.mailId]);
  return outcome.result;
}

