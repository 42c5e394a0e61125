import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/**
 * The first `limit` enabled simple products without custom options (an order of them needs no choices), stocked with
 * `qty` so that load and crash tests never run out; answers their SKUs.
 */
export async function stockOrderableSkus(db: Db, limit: number, qty: number): Promise<string[]> {
  const skus = (
    await execute<{ sku: string }>(
      db,
      sql`SELECT p.sku FROM products p WHERE p.type_id = 'simple' AND p.status = 1 AND p.parent_sku IS NULL
          AND jsonb_array_length(coalesce(p.doc->'custom_options', '[]'::jsonb)) = 0 ORDER BY p.id LIMIT ${limit}`,
    )
  ).rows.map((row) => row.sku);
  const list = sql.join(
    skus.map((sku) => sql`${sku}`),
    sql`, `,
  );
  await execute(db, sql`UPDATE stock SET qty = ${qty}, is_in_stock = true, max_sale_qty = 10000 WHERE sku IN (${list})`);
  return skus;
}
