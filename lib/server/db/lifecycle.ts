import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeProcessDatabase, getDatabase, migrationsFolder, type Database } from './client';
import { execute } from './execute';

/**
 * The server process's database lifecycle, for the supervisor and the load balancer (`/api/health`).
 * instrumentation.ts opens the database when `next start` boots (so a locked PGlite directory or an unreachable
 * PostgreSQL shows at once, not on a shopper's first request) and installs the shutdown below.
 *
 * On SIGTERM/SIGINT Next 16's own handler stops listening, waits for the requests in flight and then calls
 * process.exit(); Next has no asynchronous shutdown hook for application code, so that exit is deferred until the
 * database is closed (PGlite checkpoints, a PostgreSQL pool ends its sessions). A request that hangs cannot hold
 * the process past the deadline: the supervisor's stop timeout (10 s) is never reached.
 */
interface LifecycleState {
  stopping: boolean;
  shutdownInstalled: boolean;
}

// On globalThis: instrumentation and the route handlers are separate bundles with their own module instances.
const globalForLifecycle = globalThis as typeof globalThis & { __storefrontLifecycle?: LifecycleState };
const state = (globalForLifecycle.__storefrontLifecycle ??= { stopping: false, shutdownInstalled: false });

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

async function closeDatabase(): Promise<void> {
  await closeProcessDatabase().catch((error: unknown) => console.error('[db] close failed:', error));
}

const SHUTDOWN_DEADLINE_MS = 8_000;

export function installGracefulShutdown(deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  if (state.shutdownInstalled) return;
  state.shutdownInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.stopping) return;
    state.stopping = true;
    const started = Date.now();
    console.log(`[shutdown] ${signal}: finishing the requests in flight, then closing the database`);
    const exit = process.exit.bind(process);
    let exiting = false;
    const closeThenExit = (code?: number | string | null) => {
      if (exiting) return undefined as never;
      exiting = true;
      void closeDatabase().finally(() => {
        console.log(`[shutdown] database closed, exiting ${Date.now() - started} ms after ${signal}`);
        exit(code ?? 0);
      });
      return undefined as never;
    };
    process.exit = closeThenExit as typeof process.exit;
    // Without Next's handler (NEXT_MANUAL_SIG_HANDLE) nobody else ends the process: the deadline does.
    setTimeout(() => {
      if (exiting) return;
      console.error(`[shutdown] requests still running ${deadlineMs} ms after ${signal}; closing anyway`);
      closeThenExit(signal === 'SIGINT' ? 130 : 143);
    }, deadlineMs).unref();
    // A database close that hangs must not hold the process either.
    setTimeout(() => exit(1), deadlineMs + 1_500).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
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
  if (state.stopping) return { ok: false, status: 'stopping', reason: 'The server is shutting down.' };
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
