/** The quantity rules of one cart or order line (spec §4 stock, Magento's min/max sale quantity). */
import { OUT_OF_STOCK_ERROR } from './stock-status';
import { quantityBelowMessage } from './validation-messages';

export interface SaleLimits {
  is_in_stock?: boolean | null;
  min_sale_qty?: number | null;
  max_sale_qty?: number | null;
}

export interface SaleRules {
  /** The shop's largest quantity of one line (MAX_LINE_QTY). */
  maxLineQty: number;
  /** Whether an out-of-stock product may be put into the cart (catalogRules.allowOutOfStockInCart). */
  allowOutOfStock: boolean;
}

/** Why qty of a product with these limits cannot be sold on one line, or null when it can. No stock row: no limits but the shop's. */
export function saleQuantityProblem(qty: number, stock: SaleLimits | null | undefined, rules: SaleRules): string | null {
  const maxQty = Math.min(stock?.max_sale_qty ?? rules.maxLineQty, rules.maxLineQty);
  if (qty > maxQty) return quantityBelowMessage(maxQty);
  if (stock && qty < (stock.min_sale_qty ?? 1)) return `The fewest you may purchase is ${stock.min_sale_qty}.`;
  if (stock && stock.is_in_stock === false && !rules.allowOutOfStock) return OUT_OF_STOCK_ERROR;
  return null;
}
