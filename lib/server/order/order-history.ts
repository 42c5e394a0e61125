import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { orderHistory as orderHistoryTable, orderItems, orders } from '@/lib/server/db/schema';
import { PAYMENT_METHODS } from '@/lib/config/commerce';
import { localize } from '@/lib/domain/store-labels';
import { shippingDefinitions } from '@/lib/server/cart/cart-totals';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
interface CustomerHistoryEntry {
  status: string;
  createdAt: Date;
}

/** Magento's `shipping_description` in the order's store view: "Flat Rate - Fixed" (the codes when the method is no longer configured). */
function shippingDescription(code: string, storeCode: string): string {
  if (code === 'none') return '';
  const [carrier = '', method = ''] = code.split('_');
  const known = shippingDefinitions({ storeCode }).find((entry) => entry.carrier_code === carrier && entry.method_code === method);
  return known ? `${known.carrier_title} - ${known.method_title}` : `${carrier} - ${method}`;
}

function paymentTitle(code: string, storeCode: string): string {
  const title: unknown = (localize(PAYMENT_METHODS, storeCode) as Record<string, unknown>)[code];
  return typeof title === 'string' ? title : code;
}

/** An order as Magento's order repository answers it (what VSF's order history reads). */
function toOrder(order: OrderRow, items: OrderItemRow[], history: CustomerHistoryEntry[]) {
  return {
    entity_id: order.id,
    increment_id: order.incrementId,
    status: order.status,
    state: order.status === 'pending' ? 'new' : order.status,
    created_at: order.createdAt.toISOString(),
    customer_id: order.customerId,
    customer_email: order.customerEmail,
    customer_is_guest: order.customerId === null ? 1 : 0,
    store_code: order.storeCode,
    order_currency_code: order.currencyCode,
    base_currency_code: order.currencyCode,
    coupon_code: order.couponCode,
    subtotal: Number(order.subtotal),
    subtotal_incl_tax: Number(order.subtotalInclTax),
    discount_amount: Number(order.discountAmount),
    shipping_amount: Number(order.shippingAmount),
    shipping_incl_tax: Number(order.shippingAmount),
    tax_amount: Number(order.taxAmount),
    grand_total: Number(order.grandTotal),
    base_grand_total: Number(order.grandTotal),
    total_qty_ordered: items.reduce((sum, item) => sum + item.qty, 0),
    shipping_description: shippingDescription(order.shippingMethod, order.storeCode),
    billing_address: order.billingAddress,
    payment: { method: order.paymentMethod, additional_information: [paymentTitle(order.paymentMethod, order.storeCode)] },
    items: items.map((item) => ({
      item_id: item.id,
      sku: item.sku,
      name: item.name,
      product_type: item.productType,
      qty_ordered: item.qty,
      price: Number(item.price),
      price_incl_tax: Number(item.priceInclTax),
      row_total: Number(item.rowTotal),
      row_total_incl_tax: Number(item.rowTotalInclTax),
      tax_amount: Number(item.taxAmount),
      tax_percent: Number(item.taxPercent),
      discount_amount: Number(item.discountAmount),
      product_option: item.productOption,
    })),
    // Magento's status history: the changes the customer was told of (back office, ADR 0044), newest first.
    status_histories: history
      .map((entry) => ({ status: entry.status, created_at: entry.createdAt.toISOString(), is_customer_notified: 1, is_visible_on_front: 1 }))
      .reverse(),
    extension_attributes: {
      shipping_assignments: [{ shipping: { address: order.shippingAddress, method: order.shippingMethod } }],
      ...(order.trackingNumber ? { tracks: [{ carrier: order.carrier, track_number: order.trackingNumber }] } : {}),
    },
  };
}

/** The customer's orders, newest first: `{items, total_count, search_criteria}` (page size and page from 1). */
export async function orderHistory(db: Db, customerId: number, pageSize: number, currentPage: number) {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const page = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const ids = page.map((order) => order.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id) : [];
  const history = ids.length
    ? await db
        .select({ orderId: orderHistoryTable.orderId, status: orderHistoryTable.status, createdAt: orderHistoryTable.createdAt })
        .from(orderHistoryTable)
        .where(and(inArray(orderHistoryTable.orderId, ids), eq(orderHistoryTable.visibleToCustomer, true)))
        .orderBy(orderHistoryTable.id)
    : [];
  return {
    items: page.map((order) =>
      toOrder(
        order,
        items.filter((item) => item.orderId === order.id),
        history.filter((entry) => entry.orderId === order.id),
      ),
    ),
    total_count: Number(count),
    search_criteria: { page_size: pageSize, current_page: currentPage },
  };
}
