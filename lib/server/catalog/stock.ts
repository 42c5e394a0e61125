import 'server-only';
import { sql } from 'drizzle-orm';
import type { StockInfo } from '@/lib/domain/catalog-types';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

export interface StockRow extends StockInfo {
  sku: string;
}

interface RawStock {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

const toStockRow = (row: RawStock): StockRow => ({
  product_id: row.product_id,
  sku: row.sku,
  qty: row.qty,
  is_in_stock: row.is_in_stock,
  manage_stock: row.manage_stock,
  min_sale_qty: row.min_sale_qty,
  max_sale_qty: row.max_sale_qty,
});

/** One array parameter, not one per sku: a search page asks for a few hundred skus (variants), and PGlite parsed and
 * planned an IN list of 270 parameters in 40–200 ms. */
export async function loadStock(db: Db, skus: string[]): Promise<Map<string, StockRow>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const result = await execute<RawStock>(db, sql`
    SELECT product_id, sku, qty, is_in_stock, manage_stock, min_sale_qty, max_sale_qty
    FROM stock WHERE sku = ANY(${sql.param(unique)}::text[])`);
  return new Map(result.rows.map((row) => [row.sku, toStockRow(row)]));
}
