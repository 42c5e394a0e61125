import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { badRequest, notFound } from '@/lib/server/http/api-error';
import { storableText } from '@/lib/server/http/input-schemas';
import { loadStock, type StockRow } from './stock';

export const skuSchema = storableText(z.string().trim().min(1, 'sku is required').max(200, 'sku is too long'));

/** The stock item as vue-storefront-api answers it (Magento's stock item fields). */
function toStockItem(row: StockRow) {
  return { item_id: row.product_id, stock_id: 1, ...row };
}

export async function checkStock(db: Db, sku: string) {
  const row = (await loadStock(db, [sku])).get(sku);
  if (!row) throw notFound(`No stock item for sku '${sku}'.`);
  return toStockItem(row);
}

const MAX_STOCK_LIST = 200;

export const skuListSchema = z
  .string({ error: 'skus is required' })
  .transform((value) => [...new Set(value.split(',').map((sku) => sku.trim()).filter(Boolean))])
  .pipe(
    z
      .array(skuSchema)
      .min(1, 'skus must list at least one sku')
      .max(MAX_STOCK_LIST, `At most ${MAX_STOCK_LIST} skus per request`),
  );

export async function listStock(db: Db, skus: string[]) {
  if (skus.length === 0) throw badRequest('skus must list at least one sku');
  const rows = await loadStock(db, skus);
  return skus.flatMap((sku) => {
    const row = rows.get(sku);
    return row ? [toStockItem(row)] : [];
  });
}
