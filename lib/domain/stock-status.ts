/** Spec §4 Stock status and §8 stock texts. */
import type { ProductType } from './catalog-types';
import { NO_VARIANTS_ERROR } from './variant-choice';

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

export const IN_STOCK_TEXT = 'In stock!';
export const OUT_OF_STOCK_TEXT = 'Out of the stock!';
export const OUT_OF_STOCK_ERROR = 'The product is out of stock and cannot be added to the cart!';
export const VOLATILE_STOCK_WARNING =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';

/** Stock info, or the answer of a stock check, which carries only a task id while it is queued. */
export interface StockLike {
  is_in_stock?: boolean | null;
  qty?: number | null;
  task_id?: string | null;
}

/**
 * ok when the stock says in stock, out_of_stock when it says not; volatile when nobody knows yet (no stock
 * info, or a queued stock check that answered with a task id only).
 */
export function stockStatus(stock: StockLike | null | undefined): StockStatus {
  if (stock?.is_in_stock === true) return 'ok';
  if (stock?.is_in_stock === false) return 'out_of_stock';
  return 'volatile';
}

/** The text shown on a cart item once its stock is known (item info or stock error). */
export function stockText(status: StockStatus): string | null {
  if (status === 'ok') return IN_STOCK_TEXT;
  if (status === 'out_of_stock') return OUT_OF_STOCK_TEXT;
  return null;
}

export function productStockErrors(product: { type_id: ProductType; stock?: StockLike | null }): string[] {
  const isConfigurable = product.type_id === 'configurable';
  return isConfigurable && stockStatus(product.stock) === 'out_of_stock' ? [NO_VARIANTS_ERROR] : [];
}
