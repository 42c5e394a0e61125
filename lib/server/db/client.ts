import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { env, resolveDataPath } from '@/lib/config/env';
import { execute } from './execute';
import { isTracingEnabled, traceQueries } from './traced-queries';
import * as schema from './schema';
import { acquireDataDirLock } from './pglite-lock';
import { parseTextTypesOnce } from './pglite-parsers';
import { QueryScheduler, currentLane } from './query-scheduler';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** PGlite: its files as one archive, which `openDatabase({ copyOf })` starts another in-memory database from. */
  dumpFiles?: () => Promise<Blob>;
  /** Calls `onNotify` for every NOTIFY on `channel` (a plain lower-case name) until the listener is stopped. */
  listen: (channel: string, onNotify: () => void) => Promise<Listener>;
  close: () => Promise<void>;
}

export interface Listener {
  stop: () => Promise<void>;
  /** Settles when the listening connection is lost (PostgreSQL: the server restarted, the network failed). */
  lost: Promise<Error>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * A scan of a large table starts where the last one is (synchronized scans), so a statement that keeps the first N
 * matching rows without an order (a listing's facets over its first 10,001 candidates) found other rows each time:
 * facet counts beyond the cap changed from one request to the next, and the facet index (ADR 0074) read values again.
 */
const SAME_ROWS_EVERY_SCAN = 'synchronize_seqscans=off';

export interface OpenOptions {
  /** postgres://… for a server, memory:// or a directory for PGlite. */
  url?: string;
  migrate?: boolean;
  /**
   * PostgreSQL only: statements running longer are cancelled (the shop's server sets it; imports do not). It also
   * bounds how long the client waits to connect, and for an answer (see CLIENT_WAIT_MARGIN_MS).
   */
  statementTimeoutMs?: number;
  /** PGlite in memory: start from a copy of another database's files (its `dumpFiles`) instead of an empty one. */
  copyOf?: Blob;
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Routes a client's query methods through the scheduler, in the lane of the code that calls them. */
function schedule<T extends object>(client: T, methods: (keyof T)[], scheduler: QueryScheduler): void {
  for (const name of methods) {
    const original = (client[name] as AsyncMethod).bind(client);
    (client as Record<keyof T, unknown>)[name] = (...args: never[]) =>
      scheduler.run(currentLane(), () => original(...args));
  }
}

export const migrationsFolder = () => path.join(/* turbopackIgnore: true */ process.cwd(), 'drizzle');

async function openPglite(location: string, copyOf?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = location.startsWith('memory://');
  if (!inMemory && process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The embedded database is not opened during `next build`; render this route dynamically.');
  }
  const release = inMemory ? () => undefined : acquireDataDirLock(location);
  try {
    const client = await PGlite.create(inMemory ? undefined : location, {
      extensions: { pg_trgm, fuzzystrmatch },
      ...(copyOf && { loadDataDir: copyOf }),
      postgresqlconf: [
        // PostgreSQL's page cache, allocated inside the WASM memory at start: the largest part of PGlite's RSS.
        `shared_buffers=${env().PGLITE_SHARED_BUFFERS}`,
        SAME_ROWS_EVERY_SCAN,
      ],
    });
    parseTextTypesOnce(client);
    if (isTracingEnabled()) traceQueries(client, ['query', 'exec', 'transaction']);
    // One connection that runs each query to its end on this thread: the scheduler decides whose query is next.
    schedule(client, ['query', 'exec', 'transaction'], new QueryScheduler({ slots: 1, bulkSlots: 1, yieldBetweenQueries: true }));
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      dumpFiles: () => client.dumpDataDir('none'),
      // One process holds an embedded database: what it notifies reaches its own listeners, and is never lost.
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(checkedChannel(channel), () => onNotify());
        return { stop: () => unlisten(), lost: new Promise<Error>(() => undefined) };
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * How much longer than the statement timeout the client waits for an answer. The server cancels a slow statement
 * itself (57014, answered with a precise message); a server that is frozen or cut off never answers at all, and
 * without a client-side limit every request that queries it would wait as long as it does.
 */
const CLIENT_WAIT_MARGIN_MS = 1000;

async function openPostgres(url: string, statementTimeoutMs?: number): Promise<Database> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const max = env().DB_POOL_SIZE;
  const pool = new Pool({
    connectionString: url,
    max,
    // A new server process reads the shared buffers' pages into its own page table as it first touches them: on a
    // virtual machine without huge pages, 60–100 ms for a search's first statement against 10 ms (bench/README). The
    // pool keeps its connections (pg closes idle ones after 10 s by default) unless DB_POOL_IDLE_SECONDS says otherwise.
    idleTimeoutMillis: env().DB_POOL_IDLE_SECONDS * 1000,
    options: `-c ${SAME_ROWS_EVERY_SCAN}`,
    ...(statementTimeoutMs && {
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + CLIENT_WAIT_MARGIN_MS,
      connectionTimeoutMillis: statementTimeoutMs,
    }),
  });
  // Every connection's queries (the pool's own and those of transactions) get their spans when traces are exported.
  if (isTracingEnabled()) pool.on('connect', (connection) => traceQueries(connection, ['query']));
  // Bulk queries leave two connections to interactive work (transactions take theirs with connect()).
  schedule(pool, ['query'], new QueryScheduler({ slots: Number.POSITIVE_INFINITY, bulkSlots: Math.max(1, max - 2) }));
  // An idle client that loses its server (restart, failover) emits 'error'; unhandled, it would end the process.
  pool.on('error', (error) => console.warn('[db] idle PostgreSQL connection lost:', error.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // A connection of its own, outside the pool: a LISTEN holds its session for as long as it listens.
  const listen = async (channel: string, onNotify: () => void): Promise<Listener> => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: statementTimeoutMs ?? 10_000 });
    let lose: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (lose = resolve));
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${checkedChannel(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return { stop: () => client.end(), lost };
  };
  return { db, kind: 'postgres', listen, close: () => pool.end() };
}

/** Serialises migrations across processes sharing one PostgreSQL server (several app instances, test workers). */
const MIGRATION_LOCK_KEY = 724_311_001;

async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await execute(database.db, sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await execute(database.db, sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}

export function databaseLocation(): string {
  return env().DATABASE_URL ?? resolveDataPath(env().PGLITE_DIR);
}

/** {@link databaseLocation} for a log line: a PostgreSQL URL's password masked. */
export function printableDatabaseLocation(): string {
  const location = databaseLocation();
  return location.startsWith('postgres') ? location.replace(/:[^:@/]+@/, ':***@') : location;
}

const globalForClosed = globalThis as typeof globalThis & { __storefrontClosedDatabases?: WeakSet<Db> };
/** The databases this process has closed (one set per process, as the database): background work on them stops quietly. */
const closedDatabases = (globalForClosed.__storefrontClosedDatabases ??= new WeakSet<Db>());

export const isDatabaseClosed = (db: Db): boolean => closedDatabases.has(db);

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url ?? databaseLocation();
  // A server database is copied by the server (CREATE DATABASE … TEMPLATE), a PGlite directory by copying it.
  if (options.copyOf && !url.startsWith('memory://')) throw new Error('Only an in-memory PGlite starts from a copy of another database.');
  const opened = /^postgres(ql)?:\/\//.test(url)
    ? await openPostgres(url, options.statementTimeoutMs)
    : await openPglite(url, options.copyOf);
  const database: Database = {
    ...opened,
    close: () => {
      closedDatabases.add(opened.db);
      return opened.close();
    },
  };
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

const globalForDb = globalThis as typeof globalThis & { __storefrontDb?: Promise<Database> };

/** The process-wide database, opened and migrated on first use. Tests replace it with setDatabase(). */
export function getDatabase(): Promise<Database> {
  globalForDb.__storefrontDb ??= openDatabase({ statementTimeoutMs: env().DB_STATEMENT_TIMEOUT_MS }).catch((error) => {
    globalForDb.__storefrontDb = undefined;
    throw error;
  });
  return globalForDb.__storefrontDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export function setDatabase(database: Database | undefined): void {
  globalForDb.__storefrontDb = database ? Promise.resolve(database) : undefined;
}
