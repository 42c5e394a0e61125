import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/**
 * Fresh planner statistics after a bulk write of the catalogue (a seed, an import). PGlite has no autovacuum, so
 * nothing else gathers them: without those of the search projection the planner took a category of 38,000 products
 * for one row, and read every one of them to show a page of 18 (ADR 0066).
 */
export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE product_search`);
  await db.execute(sql`ANALYZE stock`);
}
