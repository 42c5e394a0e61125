import 'server-only';
import { sql } from 'drizzle-orm';
import { productStatus } from '@/lib/config/product-status';
import {
  IN_STOCK_MESSAGE,
  normalizeAlertEmail,
  STOCK_ALERT_WINDOW_SECONDS,
  stockAlertRequestAllowed,
  type StockAlertRequest,
} from '@/lib/domain/stock-alert';
import { tooManyRequests } from '@/lib/server/auth/errors';
import { withKeyLocks } from '@/lib/server/auth/key-locks';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { badRequest, notFound } from '@/lib/server/http/api-error';

const TOO_MANY_ALERT_REQUESTS_MESSAGE = 'Too many alert requests from this address. Please try again in an hour.';

interface WatchedProduct {
  sku: string;
  parent_sku: string | null;
  type_id: string;
  is_in_stock: boolean | null;
  child_in_stock: boolean;
}

/**
 * Counts the request against the client address (at most STOCK_ALERT_REQUESTS_PER_HOUR an hour), under an advisory
 * lock on the address so parallel requests are counted one after the other. A refused request is not counted.
 */
async function countRequest(db: Db, address: string): Promise<void> {
  const allowed = await withKeyLocks(db, [`stock-alert:${address}`], async (tx) => {
    const { rows } = await execute<{ count: number | string }>(
      tx,
      sql`SELECT count(*) AS count FROM stock_alert_requests
          WHERE address = ${address} AND created_at > now() - make_interval(secs => ${STOCK_ALERT_WINDOW_SECONDS})`,
    );
    if (!stockAlertRequestAllowed(Number(rows[0]?.count ?? 0))) return false;
    await execute(tx, sql`INSERT INTO stock_alert_requests (address) VALUES (${address})`);
    // Requests older than the window count for nothing: any request prunes the address's old ones.
    await execute(tx, sql`DELETE FROM stock_alert_requests WHERE address = ${address} AND created_at < now() - make_interval(secs => ${STOCK_ALERT_WINDOW_SECONDS})`);
    return true;
  });
  if (!allowed) throw tooManyRequests(TOO_MANY_ALERT_REQUESTS_MESSAGE, STOCK_ALERT_WINDOW_SECONDS);
}

/**
 * Whether the sku is out of stock as its product page shows it: a simple product or a variant by its own stock, a
 * configurable also when none of its enabled variants is in stock (lib/server/catalog/decorate-product.ts).
 */
async function watchedProduct(db: Db, sku: string): Promise<{ sku: string; productSku: string; outOfStock: boolean } | null> {
  const { rows } = await execute<WatchedProduct>(
    db,
    sql`SELECT p.sku, p.parent_sku, p.type_id, s.is_in_stock,
          EXISTS (SELECT 1 FROM products c LEFT JOIN stock cs ON cs.sku = c.sku
                  WHERE c.parent_sku = p.sku AND c.status = ${productStatus.enabled} AND coalesce(cs.is_in_stock, true)) AS child_in_stock
        FROM products p LEFT JOIN stock s ON s.sku = p.sku
        WHERE p.sku = ${sku} AND p.status = ${productStatus.enabled}`,
  );
  const row = rows[0];
  if (!row) return null;
  const ownStockOut = row.is_in_stock === false;
  const outOfStock = row.type_id === 'configurable' ? ownStockOut || !row.child_in_stock : ownStockOut;
  return { sku: row.sku, productSku: row.parent_sku ?? row.sku, outOfStock };
}

export interface StockAlertAnswer {
  sku: string;
  subscribed: true;
}

/**
 * Subscribes an e-mail to the sku's return in a store view. Asking again for the same address, store view and sku
 * changes nothing (one open alert, one mail).
 */
export async function subscribeToStockAlert(db: Db, request: StockAlertRequest, storeCode: string, address: string): Promise<StockAlertAnswer> {
  await countRequest(db, address);
  const product = await watchedProduct(db, request.sku);
  if (!product) throw notFound(`No product with sku '${request.sku}'.`);
  if (!product.outOfStock) throw badRequest(IN_STOCK_MESSAGE);
  await execute(
    db,
    sql`INSERT INTO stock_alerts (email, store_code, sku, product_sku)
        VALUES (${normalizeAlertEmail(request.email)}, ${storeCode}, ${product.sku}, ${product.productSku})
        ON CONFLICT (email, store_code, sku) WHERE status IN ('active', 'due') DO NOTHING`,
  );
  return { sku: product.sku, subscribed: true };
}
