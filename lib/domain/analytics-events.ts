/**
 * Ecommerce events in Google Analytics 4's schema, as Google Tag Manager reads them from `window.dataLayer`
 * (`{ event, ecommerce: { currency, value, items } }`). Pure builders: the server writes the page-view events into
 * the page, the browser builds the shopper's actions, and only after statistics consent is anything pushed (ADR 0046).
 * No personal data: products, quantities, prices and the order number, never a name, an address or an e-mail.
 */
import type { CartLine } from './cart-lines';
import type { ProductDocument } from './catalog-types';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
  index?: number;
}

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'view_search_results';

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: {
    currency: string;
    value: number;
    items: AnalyticsItem[];
    item_list_id?: string;
    item_list_name?: string;
    search_term?: string;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
  };
}

/** Money as GA4 expects it: a number with at most two decimals. */
const money = (amount: number) => Math.round((Number.isFinite(amount) ? amount : 0) * 100) / 100;

const itemsValue = (items: readonly AnalyticsItem[]) => money(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** A product as shown (a tile, a product page): its own sku, its first category, quantity 1. */
export function productItem(product: Pick<ProductDocument, 'sku' | 'name' | 'price'> & Partial<Pick<ProductDocument, 'category' | 'final_price_incl_tax' | 'price_incl_tax'>>, index?: number): AnalyticsItem {
  const category = product.category?.[0]?.name;
  return {
    item_id: product.sku,
    item_name: product.name,
    ...(category ? { item_category: category } : {}),
    price: money(Number(product.final_price_incl_tax ?? product.price_incl_tax ?? product.price)),
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

/** A cart line: the sku in the cart (a configurable's child), its chosen options as the variant. */
export function cartLineItem(line: Pick<CartLine, 'sku' | 'name' | 'price_incl_tax' | 'qty' | 'options'>, quantity = line.qty): AnalyticsItem {
  const variant = line.options.map((option) => `${option.label}: ${option.value}`).join(', ');
  return { item_id: line.sku, item_name: line.name, ...(variant ? { item_variant: variant } : {}), price: money(line.price_incl_tax), quantity };
}

type Extra = Omit<EcommerceEvent['ecommerce'], 'currency' | 'value' | 'items'>;

/** One event of `items` in `currency`; its value is what the items cost unless given (a purchase's grand total). */
export function ecommerceEvent(event: EcommerceEventName, currency: string, items: readonly AnalyticsItem[], extra: Extra & { value?: number } = {}): EcommerceEvent {
  const { value, ...rest } = extra;
  return { event, ecommerce: { currency, value: value === undefined ? itemsValue(items) : money(value), items: [...items], ...rest } };
}

/** A listing seen: the category (or the home section) as the list, the tiles in their order. */
export function viewItemList(list: { id: string; name: string }, currency: string, items: readonly AnalyticsItem[]): EcommerceEvent {
  return ecommerceEvent('view_item_list', currency, items, { item_list_id: list.id, item_list_name: list.name });
}

/** The search results page: the term and the results shown. */
export function viewSearchResults(term: string, currency: string, items: readonly AnalyticsItem[]): EcommerceEvent {
  return ecommerceEvent('view_search_results', currency, items, { search_term: term });
}

/** A tile of a list chosen: the list's event narrowed to that one item. */
export function selectItem(list: EcommerceEvent, itemId: string): EcommerceEvent | null {
  const item = list.ecommerce.items.find((entry) => entry.item_id === itemId);
  if (!item) return null;
  const { item_list_id, item_list_name } = list.ecommerce;
  return ecommerceEvent('select_item', list.ecommerce.currency, [item], {
    ...(item_list_id ? { item_list_id } : {}),
    ...(item_list_name ? { item_list_name } : {}),
  });
}

/** A finished order. `purchase` is pushed once per order number (the caller remembers which were pushed). */
export function purchase(
  order: { transactionId: string; grandTotal: number; tax?: number; shipping?: number; coupon?: string | null },
  currency: string,
  items: readonly AnalyticsItem[],
): EcommerceEvent {
  return ecommerceEvent('purchase', currency, items, {
    transaction_id: order.transactionId,
    value: order.grandTotal,
    ...(order.tax === undefined ? {} : { tax: money(order.tax) }),
    ...(order.shipping === undefined ? {} : { shipping: money(order.shipping) }),
    ...(order.coupon ? { coupon: order.coupon } : {}),
  });
}

/** The page-view events written into a page for the browser to push after consent; `<` escaped for a script element. */
export function serializeForPage(event: EcommerceEvent): string {
  return JSON.stringify(event).replace(/</g, '\\u003c');
}
