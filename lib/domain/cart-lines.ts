/** Spec §4 Cart add / delete / quantity: the cart's lines as plain data (matching through cart-item-match). */
import { findCartItem, isSameCartItem, productChecksum, type CartItemIdentity } from './cart-item-match';
import { firstValidationError, quantitySchema } from './validation-messages';

export interface CartLineOption {
  label: string;
  value: string;
}

export interface CartLine extends CartItemIdentity {
  sku: string;
  /** The product the shopper chose (configurable parent, grouped set); children of a removed parent go with it. */
  parentSku: string | null;
  name: string;
  qty: number;
  price_incl_tax: number;
  image: string | null;
  type_id: string;
  options: CartLineOption[];
  checksum: string;
  server_item_id: number | null;
  /** Spec §4 Stock sync callback: 'volatile' until a stock check could be made. */
  stock?: 'ok' | 'volatile' | 'out_of_stock';
  /** Problems the shopper must see on the line (e.g. out of stock since it was added). */
  errors?: string[];
}

export type NewCartLine = Omit<CartLine, 'qty' | 'checksum' | 'server_item_id' | 'stock' | 'errors'>;

export interface AddResult {
  lines: CartLine[];
  line: CartLine;
  /** The line existed: its quantity grew. */
  updated: boolean;
  previousQty: number | null;
}

/** Adds qty (default 1) to the matching line, or appends a new line. */
export function addToLines(lines: readonly CartLine[], item: NewCartLine, qty = 1): AddResult {
  const candidate: CartLine = { ...item, qty, checksum: productChecksum(item), server_item_id: null };
  const existing = findCartItem(lines, candidate);
  if (!existing) return { lines: [...lines, candidate], line: candidate, updated: false, previousQty: null };
  const line = { ...existing, qty: existing.qty + qty };
  return { lines: lines.map((entry) => (entry === existing ? line : entry)), line, updated: true, previousQty: existing.qty };
}

export function replaceLine(lines: readonly CartLine[], match: CartItemIdentity, change: (line: CartLine) => CartLine | null): CartLine[] {
  return lines.flatMap((line) => {
    if (!isSameCartItem(line, match)) return [line];
    const changed = change(line);
    return changed ? [changed] : [];
  });
}

/** The lines with `line` in place of the same item, or appended when there is none; a server id learnt meanwhile stays. */
export function putLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = findCartItem(lines, line);
  if (!existing) return [...lines, line];
  return lines.map((entry) => (entry === existing ? { ...line, server_item_id: line.server_item_id ?? entry.server_item_id } : entry));
}

/** The line and, by default, the lines whose parent is the removed line's sku. */
export function removeFromLines(lines: readonly CartLine[], removed: CartItemIdentity, { withChildren = true } = {}): CartLine[] {
  return lines.filter((line) => !isSameCartItem(line, removed) && !(withChildren && line.parentSku === removed.sku && line.sku !== removed.sku));
}

export type QuantityParse = { ok: true; qty: number } | { ok: false; error: string };

/**
 * String quantities are parsed; errors are the spec §5 messages ('Only N products … available!' above stock,
 * 'Quantity must be below N' above the product's largest sale quantity).
 */
export function parseQuantity(input: string | number, available?: number, maxSaleQty?: number): QuantityParse {
  const schema = quantitySchema(maxSaleQty, available === undefined ? {} : { available });
  const error = firstValidationError(schema, input);
  return error ? { ok: false, error } : { ok: true, qty: Number(String(input).trim()) };
}

/** The badge: the sum of quantities, or the number of lines when so configured. */
export function cartCount(lines: readonly Pick<CartLine, 'qty'>[], countLines = false): number {
  return countLines ? lines.length : lines.reduce((sum, line) => sum + line.qty, 0);
}
