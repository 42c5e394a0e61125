import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the product row `alias` is in stock, read from its own stock row (spec §5: out-of-stock products may be
 * left out of listings). The search tables keep the same answer in their `in_stock` flag (ADR 0073).
 */
export function inStockByStockRow(alias = 'p'): SQL {
  return sql.raw(`EXISTS (SELECT 1 FROM stock s WHERE s.product_id = ${alias}.id AND s.is_in_stock)`);
}
