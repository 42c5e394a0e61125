/** Spec §4 Cart: what adding a product or finishing a line update does to the cart's lines (no I/O). */
import { addToLines, parseQuantity, type CartLine, type NewCartLine } from './cart-lines';
import { isSuccess } from './sync-task';
import type { StockStatus } from './stock-status';

export interface AdditionTexts {
  outOfStock: string;
}

export interface StockAnswer {
  status: StockStatus;
  maxSaleQty?: number | null;
}

export type Addition =
  | { ok: false; errors: string[] }
  | { ok: true; lines: CartLine[]; line: CartLine; previousQty: number | null; updated: boolean };

/**
 * Adding `qty` (1 when not positive) of a sellable product whose stock was checked: refused (the messages to show)
 * when it is out of stock or the new quantity passes the line limit; else the new lines, a volatile stock remembered.
 */
export function decideAddition(lines: readonly CartLine[], product: NewCartLine, qty: number, stock: StockAnswer, texts: AdditionTexts): Addition {
  if (stock.status === 'out_of_stock') return { ok: false, errors: [texts.outOfStock] };
  const added = addToLines(lines, product, qty > 0 ? qty : 1);
  // Refused here, before the line changes: the shopper reads only the error, never 'updated' first.
  const limit = parseQuantity(added.line.qty, undefined, stock.maxSaleQty ?? undefined);
  if (!limit.ok) return { ok: false, errors: [limit.error] };
  const volatile = stock.status === 'volatile' || added.line.stock === 'volatile';
  const line: CartLine = { ...added.line, stock: volatile ? 'volatile' : 'ok' };
  return { ok: true, lines: added.lines.map((entry) => (entry === added.line ? line : entry)), line, previousQty: added.previousQty, updated: added.updated };
}

export interface ItemUpdateResultMeta {
  sku: string;
  checksum: string;
  /** null: the line was new (a failed update removes it); else the quantity to restore. */
  previousQty: number | null;
}

/** Spec §4 Item update: success records the server's item id; a failure removes a new line or restores the quantity. */
export function applyItemUpdateResult(lines: readonly CartLine[], meta: ItemUpdateResultMeta, resultCode: number | string | null, result: unknown): CartLine[] {
  const serverItemId = (result as { item_id?: unknown } | null)?.item_id;
  return lines.flatMap((line): CartLine[] => {
    if (line.sku !== meta.sku || line.checksum !== meta.checksum) return [line];
    if (isSuccess(resultCode)) return [{ ...line, server_item_id: typeof serverItemId === 'number' ? serverItemId : line.server_item_id }];
    return meta.previousQty === null ? [] : [{ ...line, qty: meta.previousQty }];
  });
}
