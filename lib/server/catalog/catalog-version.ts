/**
 * The catalogue's version stamp (table catalog_state, one row). Every catalogue write outside the shop's own
 * process (npm run seed, npm run import, another app instance) changes it to a new random value; the catalogue
 * cache (catalog-cache.ts) compares it and drops everything it holds when it differs. A random value rather than a
 * counter: a database deleted and seeded again must never match the stamp of the database it replaced.
 * No 'server-only' here: the seed and import scripts (tsx) call bumpCatalogVersion and publishCatalogueTags.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/** The current stamp; '' for a database that has never been stamped. */
export async function readCatalogVersion(db: Db): Promise<string> {
  const result = await execute<{ version: string }>(db, sql`SELECT version FROM catalog_state WHERE id = 1`);
  return result.rows[0]?.version ?? '';
}

/** The channel on which catalogue writers notify the instances' watchers (lib/server/render/catalogue-watch.ts). */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

/** Tells every instance listening to look at the catalogue now; sent when the writer's transaction commits. */
async function notifyCatalogueWatchers(db: Db): Promise<void> {
  await execute(db, sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/** Gives the catalogue a new stamp and answers it. */
export async function bumpCatalogVersion(db: Db): Promise<string> {
  const version = randomUUID();
  await execute(
    db,
    sql`INSERT INTO catalog_state (id, version, changed_at) VALUES (1, ${version}, now())
        ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, changed_at = EXCLUDED.changed_at`,
  );
  await notifyCatalogueWatchers(db);
  return version;
}

/** Records tags for every instance to expire, and notifies them (they read catalog_changes when notified). */
export async function publishCatalogueTags(db: Db, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await execute(db, sql`INSERT INTO catalog_changes (tags) VALUES (${sql`ARRAY[${sql.join(tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]`})`);
  await notifyCatalogueWatchers(db);
}

/**
 * The cache tags that show products: theirs, their parents', and their categories' and their parents' categories'
 * (listings, counts and the out-of-stock filter).
 */
export async function productChangeTags(db: Db, skus: readonly string[]): Promise<string[]> {
  const unique = [...new Set(skus)];
  const tags = new Set(unique.map((sku) => `product:${sku}`));
  if (unique.length === 0) return [];
  const result = await execute<{ sku: string; parent_sku: string | null; category_ids: number[] | null; parent_categories: number[] | null }>(
    db,
    sql`SELECT p.sku, p.parent_sku, p.category_ids, parent.category_ids AS parent_categories
        FROM products p LEFT JOIN products parent ON parent.sku = p.parent_sku
        WHERE p.sku IN (${sql.join(unique.map((sku) => sql`${sku}`), sql`, `)})`,
  );
  for (const row of result.rows) {
    if (row.parent_sku) tags.add(`product:${row.parent_sku}`);
    for (const id of [...(row.category_ids ?? []), ...(row.parent_categories ?? [])]) tags.add(`category:${id}`);
  }
  return [...tags];
}
