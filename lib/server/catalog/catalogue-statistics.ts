import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { productSearch, searchTextTables } from '@/lib/server/db/schema';
import { inStockByStockRow } from './in-stock-sql';

/** The search projection and its per-language text tables (ADR 0045, ADR 0070). */
export const SEARCH_PROJECTION_TABLES = [productSearch, ...Object.values(searchTextTables)].map((table) => getTableName(table));

/**
 * Fresh planner statistics after a bulk write of the catalogue (a seed, an import). PGlite has no autovacuum, so
 * nothing else gathers them: without those of the search projection the planner took a category of 38,000 products
 * for one row, and read every one of them to show a page of 18 (ADR 0066).
 */
export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE products`);
  for (const table of SEARCH_PROJECTION_TABLES) await db.execute(sql.raw(`ANALYZE ${table}`));
  await db.execute(sql`ANALYZE stock`);
}

/**
 * A new catalogue's search projection and its text tables written again compactly (ADR 0069). The seed writes each
 * row twice (with the product, then with its search texts once the categories exist), so half of the file was dead rows: at 100k
 * products 200 MB where 102 MB hold it, and the default PGlite page cache (128 MB) no longer held the projection.
 * `VACUUM FULL` locks the table while it runs (10 s at 100k products on PGlite): for the seed, which builds a new
 * catalogue, not for an import into a running shop. Statistics follow (refreshCatalogueStatistics).
 */
export async function compactSearchProjection(db: Db): Promise<void> {
  for (const table of SEARCH_PROJECTION_TABLES) await db.execute(sql.raw(`VACUUM FULL ${table}`));
}

/**
 * The search tables' `in_stock` flags set again from `stock` where they differ (ADR 0073). Triggers keep them when
 * products and stock rows are written one after the other; a bulk writer whose batches of products and of stock run
 * in concurrent transactions (the seed on PostgreSQL) may commit a product whose trigger could not see its stock row,
 * and a stock row whose trigger could not see the product.
 */
export async function syncSearchStockFlags(db: Db): Promise<void> {
  for (const table of SEARCH_PROJECTION_TABLES) {
    await db.execute(
      sql`UPDATE ${sql.raw(table)} p SET in_stock = NOT p.in_stock WHERE p.in_stock <> ${inStockByStockRow('p')}`,
    );
  }
}
