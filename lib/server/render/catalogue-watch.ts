import 'server-only';
import { sql } from 'drizzle-orm';
import { getDatabase, type Database, type Db, type Listener } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { CATALOGUE_CHANNEL, readCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { expireCatalogueTags } from '@/lib/server/catalog/catalog-revalidation';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-due';
import { cacheTags } from './cache-manifest';

/**
 * Keeps this instance's caches in step with the database, whoever wrote it (ADR 0020). A look reads
 * - the catalogue version stamp: `npm run seed`, `npm run import` or another instance changed the catalogue, so
 *   every catalogue page and read is expired;
 * - the rows of catalog_changes added since its last look: tags another instance (or this one) expired after an
 *   order took stock, expired here too.
 * Writers NOTIFY `catalogue_changes` (lib/server/catalog/catalog-version.ts), and the instance looks the moment the
 * notification arrives (ADR 0049); it also looks every 5 s in case one was lost while its listening connection was
 * down, and twice a second while it cannot listen.
 * Its first look expires the catalogue too: what was rendered before it belongs to a version it has not read yet (what
 * the build prerendered never reaches the cache, packages/render-cache, ADR 0041). Rows older than ten minutes are
 * deleted (by any instance).
 */
const POLL_MS = 500;
const POLL_WHILE_LISTENING_MS = 5_000;
const KEEP_CHANGES = '10 minutes';

interface WatchState {
  version: string | null;
  lastChangeId: number;
  lastPrune: number;
  started: boolean;
}

/** The process's one watch: only instrumentation's `register()` loads this module (ADR 0058). */
const state: WatchState = { version: null, lastChangeId: 0, lastPrune: 0, started: false };

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

export interface CatalogueWatchOptions {
  database: () => Promise<Database>;
  look: () => Promise<void>;
  /** Called after each look, with its error if it failed. */
  report?: (error?: unknown) => void;
  pollMs?: number;
  pollWhileListeningMs?: number;
  /** Called once listening, after a look that saw everything written before. */
  onListening?: () => void;
}

/**
 * Runs `look` when the database notifies a catalogue change, and on a timer (slower while it listens); one look at a
 * time, and one more when a notification came during a look (its change may have been written after the look read).
 * A lost listening connection is listened again at the next tick. Answers the function that stops it.
 */
export function startCatalogueWatch(options: CatalogueWatchOptions): () => Promise<void> {
  const pollMs = options.pollMs ?? POLL_MS;
  const pollWhileListeningMs = options.pollWhileListeningMs ?? POLL_WHILE_LISTENING_MS;
  let current: Promise<void> | null = null;
  let again = false;
  let lastLook = 0;
  let stopped = false;
  let listener: Listener | null = null;
  let connecting = false;

  /** Settles when the look running (or started now), and the one asked for during it, are done. */
  const look = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          lastLook = Date.now();
          try {
            await options.look();
            options.report?.();
          } catch (error) {
            options.report?.(error);
          }
        } while (again && !stopped);
      } finally {
        current = null;
      }
    })();
    return current;
  };

  const listen = async () => {
    connecting = true;
    try {
      const database = await options.database();
      if (stopped) return;
      const subscription = await database.listen(CATALOGUE_CHANNEL, () => void look());
      if (stopped) return void (await subscription.stop());
      listener = subscription;
      // What was written before the LISTEN took effect was not notified.
      await look();
      options.onListening?.();
      void subscription.lost.then((error) => {
        if (listener !== subscription) return;
        listener = null;
        if (!stopped) console.warn(`[catalogue-watch] notifications lost (${error.message}); looking twice a second until they are back`);
      });
    } catch {
      // The database is out of reach: the looks report it, and the next tick tries again.
    } finally {
      connecting = false;
    }
  };

  const tick = () => {
    if (!listener && !connecting) void listen();
    if (Date.now() - lastLook >= (listener ? pollWhileListeningMs : pollMs) - 10) void look();
  };
  void look();
  void listen();
  const timer = setInterval(tick, pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await listener?.stop();
    listener = null;
  };
}

/** Starts this process's watch (from instrumentation.ts); a failed look is logged (once while it repeats) and retried. */
export function watchCatalogue(): void {
  if (state.started) return;
  state.started = true;
  let lastFailure: string | null = null;
  startCatalogueWatch({
    database: getDatabase,
    look: async () => {
      const { db } = await getDatabase();
      await checkCatalogue(db);
      // Alerts whose stock came back through a writer that did not send them (another process, SQL by hand).
      await sendDueStockAlerts(db);
    },
    report: (error?: unknown) => {
      const { line, failure } = watchLogLine(lastFailure, error);
      lastFailure = failure;
      if (line) (error === undefined ? console.info : console.warn)(line);
    },
  });
}
