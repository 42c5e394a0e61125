import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { NEXT_START_ARGS } from '../../support/next-start';
import { stockOrderableSkus } from '../../support/orderable-stock';

/**
 * The production server (`next start` of the build in NEXT_DIST_DIR, default .next) on an embedded database of
 * its own, for the tests that stop and kill it. The build comes from `npm test` (or from ./build.ts).
 */
const root = path.join(__dirname, '..', '..', '..');

export interface ShopDirectory {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** Simple products without options, with 100,000 in stock each. */
  skus: string[];
  initialQty: number;
  remove: () => void;
}

/** The environment of a production server and of the scripts that prepare its data, on top of this process's. */
export function productionEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...settings };
}

/** A fresh data directory with a small seeded catalogue (no images). */
export async function createShopDirectory(products = 40): Promise<ShopDirectory> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  const env = productionEnv({ PGLITE_DIR: path.join(dir, 'pglite'), MEDIA_DIR: path.join(dir, 'media'), DATABASE_URL: '' });
  execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', '--no-images', '--products', String(products)],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
  const initialQty = 100_000;
  const database = await openDatabase({ url: env.PGLITE_DIR, migrate: false });
  try {
    const skus = await stockOrderableSkus(database.db, 10, initialQty);
    return { dir, env, skus, initialQty, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

export interface RunningShop {
  process: ChildProcess;
  port: number;
  /** Milliseconds from spawning `next start` to the first 200 of /api/health. */
  startMs: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `next start` on a free port (or `port`) and resolves once /api/health answers 200. */
export async function startShop(shop: ShopDirectory, port = 0): Promise<RunningShop> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NEXT_START_ARGS, '-p', String(port)], {
    cwd: root,
    env: shop.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /Local:\s+http:\/\/[^:/]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`next start exited before listening:\n${output}`)));
  });
  for (;;) {
    const { status } = await request(listening, 'GET', '/api/health').catch(() => ({ status: 0 }));
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error(`next start exited before it was healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, port: listening, startMs: performance.now() - started, output: () => output, exited };
}

/**
 * A shop directory for one describe block: created before its tests, removed after them, and the server last started
 * on it (`start`) killed if it still runs.
 */
export function shopPerBlock(): { directory: () => ShopDirectory; start: (port?: number) => Promise<RunningShop> } {
  let directory: ShopDirectory | undefined;
  let server: RunningShop | undefined;
  beforeAll(async () => {
    directory = await createShopDirectory();
  }, 300_000);
  afterAll(() => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    directory?.remove();
  });
  return {
    directory: () => directory!,
    start: async (port?: number) => (server = await startShop(directory!, port)),
  };
}

export interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own (no keep-alive), so a refused connection is told from a dropped request. */
export function request(port: number, method: string, url: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** What the data directory holds after the server is gone: orders by client id, and stock against ordered qty. */
export async function inspectOrders(
  shop: ShopDirectory,
): Promise<{ clientOrderIds: Set<string>; stockMismatches: string[]; database: Database }> {
  const database = await openDatabase({ url: shop.env.PGLITE_DIR, migrate: false });
  const ids = await execute<{ client_order_id: string }>(
    database.db,
    sql`SELECT client_order_id FROM orders`,
  );
  const stock = await execute<{ sku: string; qty: number; ordered: string | null }>(
    database.db,
    sql`SELECT s.sku, s.qty, (SELECT sum(i.qty) FROM order_items i WHERE i.sku = s.sku) AS ordered
        FROM stock s WHERE s.sku IN (${sql.join(
          shop.skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})`,
  );
  const stockMismatches = stock.rows
    .filter((row) => row.qty + Number(row.ordered ?? 0) !== shop.initialQty)
    .map((row) => `${row.sku}: ${row.qty} in stock + ${row.ordered ?? 0} ordered ≠ ${shop.initialQty}`);
  return { clientOrderIds: new Set(ids.rows.map((row) => row.client_order_id)), stockMismatches, database };
}

