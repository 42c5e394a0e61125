/**
 * The catalogue's version stamp (table catalog_state, one row). Every catalogue write outside the shop's own
 * process (npm run seed, npm run import, another app instance) changes it to a new random value; the catalogue
 * cache (catalog-cache.ts) compares it and drops everything it holds when it differs. A random value rather than a
 * counter: a database deleted and seeded again must never match the stamp of the database it replaced.
 * No 'server-only' here: the seed and import scripts (tsx) call bumpCatalogVersion.
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
export async function notifyCatalogueWatchers(db: Db): Promise<void> {
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
