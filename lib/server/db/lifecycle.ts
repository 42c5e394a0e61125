import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDatabase, migrationsFolder, type Database } from './client';
import { execute } from './execute';

/**
 * The server process's database lifecycle, for the supervisor and the load balancer (`/api/health`).
 * instrumentation.ts opens the database when `next start` boots (so a locked PGlite directory or an unreachable
 * PostgreSQL shows at once, not on a shopper's first request).
 *
 * On SIGTERM/SIGINT Next.js's own handler stops listening, finishes the requests in flight and exits; meanwhile the
 * health check answers 503 `stopping`, so a load balancer sends nothing new. The database is not closed: Next.js has
 * no asynchronous shutdown hook for application code, and every acknowledged write is already on disk (PGlite replays
 * its log at the next start, PostgreSQL ends the sessions of a closed connection). ADR 0053.
 */
let stopping = false;

// Next.js's server bundles run with NEXT_RUNTIME set; scripts and tests that import this module keep their signals.
if (process.env.NEXT_RUNTIME === 'nodejs') {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
    });
  }
}

/** Opens (and migrates) the process-wide database at boot; a failure is logged and retried by the next use. */
export async function startDatabase(): Promise<void> {
  const started = Date.now();
  try {
    const database = await getDatabase();
    console.log(`[db] ${database.kind} open and migrated in ${Date.now() - started} ms`);
  } catch (error) {
    console.error('[db] could not open the database:', describe(error));
  }
}

export type Health =
  | { ok: true; database: Database }
  | { ok: false; status: 'starting' | 'stopping' | 'unavailable'; reason: string };

let lastMigration: number | undefined;

/** The `when` of the newest migration this build ships (drizzle/meta/_journal.json). */
function newestMigration(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    lastMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return lastMigration;
}

/** What a load balancer needs to know: is the database reachable, with this build's migrations applied? */
export async function databaseHealth(): Promise<Health> {
  if (stopping) return { ok: false, status: 'stopping', reason: 'The server is shutting down.' };
  // Still opening (PGlite start, migrations): answer at once instead of holding the probe.
  const pending = getDatabase().then(
    (database) => ({ database }),
    (error: unknown) => ({ error }),
  );
  const opened = await Promise.race([
    pending,
    new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
  ]);
  if (!opened) return { ok: false, status: 'starting', reason: 'The database is being opened and migrated.' };
  if ('error' in opened) return { ok: false, status: 'unavailable', reason: describe(opened.error) };
  try {
    const { rows } = await execute<{ last: string | null }>(
      opened.database.db,
      sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`,
    );
    if (Number(rows[0]?.last ?? 0) < newestMigration()) {
      return {
        ok: false,
        status: 'unavailable',
        reason: 'The database lacks migrations of this build: run npm run migrate.',
      };
    }
  } catch (error) {
    return { ok: false, status: 'unavailable', reason: describe(error) };
  }
  return { ok: true, database: opened.database };
}

/**
 * The driver's own message (drizzle wraps it in "Failed query: …", which says nothing to an operator; a refused
 * connection is an AggregateError of one error per address). Duck-typed: errors from another realm fail instanceof.
 */
function describe(error: unknown): string {
  const { message, cause, errors } = (error ?? {}) as {
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (Array.isArray(errors) && errors.length > 0 && !message) return describe(errors[0]);
  if (cause && typeof cause === 'object') return describe(cause);
  return typeof message === 'string' && message ? message : String(error);
}
