import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { readCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { expireCatalogueTags } from '@/lib/server/catalog/catalog-revalidation';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-due';
import { cacheTags } from './cache-manifest';

/**
 * Keeps this instance's caches in step with the database, whoever wrote it (ADR 0020). Twice a second it reads
 * - the catalogue version stamp: `npm run seed`, `npm run import` or another instance changed the catalogue, so
 *   every catalogue page and read is expired;
 * - the rows of catalog_changes added since its last look: tags another instance (or this one) expired after an
 *   order took stock, expired here too.
 * Its first look expires the catalogue too: what was rendered before it belongs to a version it has not read yet (what
 * the build prerendered never reaches the cache, packages/render-cache, ADR 0041). Rows older than ten minutes are
 * deleted (by any instance).
 */
const WATCH_INTERVAL_MS = 500;
const KEEP_CHANGES = '10 minutes';

interface WatchState {
  version: string | null;
  lastChangeId: number;
  timer: NodeJS.Timeout | null;
  running: boolean;
  lastPrune: number;
}

const globalForWatch = globalThis as typeof globalThis & { __storefrontCatalogueWatch?: WatchState };
const state = (globalForWatch.__storefrontCatalogueWatch ??= { version: null, lastChangeId: 0, timer: null, running: false, lastPrune: 0 });

type Expire = (tags: readonly string[]) => Promise<void>;

/** One look at the database; exported for tests. */
export async function checkCatalogue(db: Db, expire: Expire = (tags) => expireCatalogueTags(db, tags)): Promise<void> {
  const version = await readCatalogVersion(db);
  if (state.version === null) {
    const last = await execute<{ id: number | null }>(db, sql`SELECT max(id)::int AS id FROM catalog_changes`);
    state.lastChangeId = Number(last.rows[0]?.id ?? 0);
    state.version = version;
    await expire([cacheTags.catalog]);
    return;
  }
  if (version !== state.version) {
    state.version = version;
    await expire([cacheTags.catalog]);
  }
  const changes = await execute<{ id: number; tags: string[] }>(
    db,
    sql`SELECT id::int AS id, tags FROM catalog_changes WHERE id > ${state.lastChangeId} ORDER BY id`,
  );
  if (changes.rows.length > 0) {
    state.lastChangeId = Number(changes.rows[changes.rows.length - 1]!.id);
    await expire([...new Set(changes.rows.flatMap((row) => row.tags))]);
  }
  if (Date.now() - state.lastPrune > 60_000) {
    state.lastPrune = Date.now();
    await pruneCatalogueChanges(db);
  }
}

/** Deletes the change rows every instance has read long ago (instances look twice a second). */
export async function pruneCatalogueChanges(db: Db): Promise<void> {
  await execute(db, sql`DELETE FROM catalog_changes WHERE changed_at < now() - ${KEEP_CHANGES}::interval`);
}

/**
 * What to log after a look: a failure when it differs from the one before (a database out of reach fails the look
 * twice a second, and an operator needs the reason once, not 120 times a minute), and the recovery after a failure.
 * Answers the line to log, or null; `previous` is the failure last logged, updated by the caller from `failure`.
 */
export function watchLogLine(previous: string | null, error?: unknown): { line: string | null; failure: string | null } {
  if (error === undefined) {
    return { line: previous === null ? null : '[catalogue-watch] the database answers again', failure: null };
  }
  const failure = error instanceof Error ? error.message : String(error);
  return { line: failure === previous ? null : `[catalogue-watch] ${failure} (retried twice a second)`, failure };
}

/** Starts the twice-a-second look (from instrumentation.ts); a failed look is logged (once while it repeats) and retried. */
export function watchCatalogue(): void {
  if (state.timer) return;
  let lastFailure: string | null = null;
  const report = (error?: unknown) => {
    const { line, failure } = watchLogLine(lastFailure, error);
    lastFailure = failure;
    if (line) (error === undefined ? console.info : console.warn)(line);
  };
  const tick = async () => {
    if (state.running) return;
    state.running = true;
    try {
      const db = await getDb();
      await checkCatalogue(db);
      // Alerts whose stock came back through a writer that did not send them (another process, SQL by hand).
      await sendDueStockAlerts(db);
      report();
    } catch (error) {
      report(error);
    } finally {
      state.running = false;
    }
  };
  void tick();
  state.timer = setInterval(tick, WATCH_INTERVAL_MS);
  state.timer.unref();
}
