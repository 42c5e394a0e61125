/**
 * Spec §4 Cart sync: the client's lines against the server cart's items. The queue has sent every pending change
 * before a pull, so what the server holds is the truth (a login merge added quantities there); client lines the
 * server does not know yet are pushed, server items the client does not know are added to the client.
 */
import { fnv1a32 } from './fnv1a';
import { isSameCartItem, productChecksum, type CartItemIdentity } from './cart-item-match';
import type { CartLine } from './cart-lines';

export const NO_SUCH_CART_MESSAGE = 'No such cart. Create a new one.';

/** The API's refusals of a cart line whose product can no longer be sold as the shopper chose it (a race: it was sellable when added). */
export const PRODUCT_NOT_AVAILABLE_MESSAGE = 'Product that you are trying to add is not available.';
export const INVALID_OPTIONS_MESSAGE = 'The product options are not valid.';
export const NO_SUCH_VARIANT_MESSAGE = 'No such configuration for the product. Please do choose another combination of attributes.';

/** A server cart item as GET /api/cart/pull answers it. */
export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name?: string | null;
  price?: number | null;
  product_type?: string | null;
  parent_sku?: string | null;
  product_option?: CartItemIdentity['product_option'];
}

export type CartDiffEntry =
  /** The server lacks a client line: push it. */
  | { status: 'no-item'; party: 'server'; line: CartLine }
  /** The client lacks a server item: add it to the client. */
  | { status: 'no-item'; party: 'client'; serverItem: ServerCartItem }
  /** Same item, other quantity: the client takes the server's. */
  | { status: 'wrong-qty'; party: 'client'; line: CartLine; serverItem: ServerCartItem }
  /** Same item and quantity, but the client's server id or price is stale. */
  | { status: 'update-required'; party: 'client'; line: CartLine; serverItem: ServerCartItem }
  | { status: 'no-changes'; line: CartLine; serverItem: ServerCartItem };

function identityOf(item: ServerCartItem): CartItemIdentity {
  return { sku: item.sku, server_item_id: item.item_id, product_option: item.product_option ?? null, checksum: productChecksum({ product_option: item.product_option ?? null }) };
}

const samePrice = (line: CartLine, item: ServerCartItem) => item.price == null || Math.abs(line.price_incl_tax - item.price) < 0.005;

/** Pairs every client line with at most one server item (by server id first, then by the cart matching rules). */
export function diffCart(lines: readonly CartLine[], serverItems: readonly ServerCartItem[]): CartDiffEntry[] {
  const unpaired = new Set(serverItems);
  const take = (line: CartLine) => {
    const byId = line.server_item_id != null ? [...unpaired].find((item) => item.item_id === Number(line.server_item_id) && item.sku === line.sku) : undefined;
    const found = byId ?? [...unpaired].find((item) => isSameCartItem({ ...line, server_item_id: null }, { ...identityOf(item), server_item_id: null }));
    if (found) unpaired.delete(found);
    return found;
  };
  const entries: CartDiffEntry[] = lines.map((line) => {
    const serverItem = take(line);
    if (!serverItem) return { status: 'no-item', party: 'server', line };
    if (serverItem.qty !== line.qty) return { status: 'wrong-qty', party: 'client', line, serverItem };
    if (Number(line.server_item_id) !== serverItem.item_id || !samePrice(line, serverItem)) return { status: 'update-required', party: 'client', line, serverItem };
    return { status: 'no-changes', line, serverItem };
  });
  for (const serverItem of unpaired) entries.push({ status: 'no-item', party: 'client', serverItem });
  return entries;
}

export interface SyncPlan {
  /** The client's lines after the sync (server-only items not included: they need product data first). */
  lines: CartLine[];
  /** Client lines to send to the server. */
  push: CartLine[];
  /** Server items to add to the client. */
  pull: ServerCartItem[];
  changed: boolean;
}

export function planCartSync(lines: readonly CartLine[], serverItems: readonly ServerCartItem[]): SyncPlan {
  const plan: SyncPlan = { lines: [], push: [], pull: [], changed: false };
  for (const entry of diffCart(lines, serverItems)) {
    if (entry.status === 'no-item' && entry.party === 'client') {
      plan.pull.push(entry.serverItem);
      plan.changed = true;
    } else if (entry.status === 'no-item') {
      plan.lines.push(entry.line);
      plan.push.push(entry.line);
    } else if (entry.status === 'no-changes') {
      plan.lines.push(entry.line);
    } else {
      plan.lines.push({ ...entry.line, qty: entry.serverItem.qty, server_item_id: entry.serverItem.item_id, price_incl_tax: entry.serverItem.price ?? entry.line.price_incl_tax });
      plan.changed = true;
    }
  }
  return plan;
}

/** A client line for a server item, from the catalogue's data when it could be read, else from the server item. */
export function lineFromServerItem(item: ServerCartItem, product: Omit<CartLine, 'qty' | 'checksum' | 'server_item_id'> | null): CartLine {
  const base = product ?? {
    sku: item.sku,
    parentSku: item.parent_sku ?? null,
    name: item.name ?? item.sku,
    price_incl_tax: item.price ?? 0,
    image: null,
    type_id: item.product_type ?? 'simple',
    options: [],
    product_option: item.product_option ?? null,
  };
  return {
    ...base,
    product_option: item.product_option ?? base.product_option ?? null,
    price_incl_tax: item.price ?? base.price_incl_tax,
    qty: item.qty,
    checksum: productChecksum({ product_option: item.product_option ?? null }),
    server_item_id: item.item_id,
  };
}

/** A fingerprint of the cart's content (sku, options, quantity; order-independent): equal hashes need no merge. */
export function cartHash(items: readonly { sku: string; qty: number; checksum?: string | null; product_option?: CartItemIdentity['product_option'] }[]): string {
  const text = items
    .map((item) => `${item.sku}|${item.checksum || productChecksum({ product_option: item.product_option ?? null })}|${item.qty}`)
    .sort()
    .join('\n');
  return fnv1a32(text).toString(16).padStart(8, '0');
}

export interface StockCheckResult {
  is_in_stock: boolean;
}

/**
 * Spec §4 Stock sync callback: in stock marks the line in stock. Out of stock marks it with an error when
 * out-of-stock items are allowed or the cart syncs with the server (the server decides); otherwise it goes.
 */
export function applyStockResult(line: CartLine, result: StockCheckResult, { allowOutOfStock, syncEnabled, outOfStockMessage }: { allowOutOfStock: boolean; syncEnabled: boolean; outOfStockMessage: string }): CartLine | null {
  if (result.is_in_stock) return { ...line, stock: 'ok', errors: [] };
  if (!allowOutOfStock && !syncEnabled) return null;
  return { ...line, stock: 'out_of_stock', errors: [outOfStockMessage] };
}
