/**
 * Memory soak and start/stop times of the production server (`next start` of the current build) on a fresh
 * embedded database: seeds the demo catalogue (no photos), starts the shop, sends a warm-up and then a long mix of
 * storefront pages, catalogue searches, cart updates and orders, sampling the server's RSS every second; then stops
 * it with SIGTERM and starts it again on the same data directory.
 * usage: npm run bench:soak -- [--requests 50000] [--warmup 5000] [--concurrency 8] [--port 3310]
 * Needs a build (`npm run build`; NEXT_DIST_DIR is honoured).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { stockOrderableSkus } from '../test/support/orderable-stock';
import { orderPayload, testAddress, twoLines } from '../test/support/orders';
import { argument, load } from './support';

const root = path.join(__dirname, '..');

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was healthy`);
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `next start` and answers once /api/health says 200, with the time that took. */
async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ server: ChildProcess; startMs: number }> {
  const started = performance.now();
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  return { server, startMs: performance.now() - started };
}

async function stopServer(server: ChildProcess): Promise<{ stopMs: number; code: number | null }> {
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  const code = await exited;
  return { stopMs: performance.now() - started, code };
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });

/** A freshly seeded shop in env's directories, with plenty of stock on the products the orders use. */
async function prepareShop(env: NodeJS.ProcessEnv & { PGLITE_DIR: string }) {
  const prepared = performance.now();
  // The demo catalogue without photos: the soak fetches pages, not images.
  const seed = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', '--no-images'],
    { cwd: root, env, stdio: 'ignore' },
  );
  if ((await new Promise((resolve) => seed.once('exit', resolve))) !== 0)
    throw new Error('the seed failed');
  console.log(`prepared the shop in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);

  // Plenty of stock on the products the orders use, so 7,500 orders never run out.
  const database = await openDatabase({ url: env.PGLITE_DIR });
  const skus = await stockOrderableSkus(database.db, 20, 10_000_000);
  const products = (
    await execute<{ sku: string; url_key: string }>(
      database.db,
      sql`SELECT sku, url_key FROM products WHERE visibility = 4 AND status = 1 AND url_key IS NOT NULL ORDER BY id LIMIT 40`,
    )
  ).rows;
  const categories = (
    await execute<{ url_path: string }>(
      database.db,
      sql`SELECT url_path FROM categories WHERE level > 1 AND url_path <> '' ORDER BY id LIMIT 20`,
    )
  ).rows.map((row) => row.url_path);
  await database.close();
  return { skus, products, categories };
}

interface SoakReport {
  total: number;
  warmup: number;
  concurrency: number;
  startMs: number;
  restartMs: number;
  rssAtStart: number;
  baseline: number;
  end: number;
  peak: number;
  growth: number;
  soak: Awaited<ReturnType<typeof load>>;
  firstStop: Awaited<ReturnType<typeof stopServer>>;
  secondStop: Awaited<ReturnType<typeof stopServer>>;
  during: number[];
  failures: Record<string, number>;
}

/** The figures for bench/README.md, as a Markdown table. */
function printReport({ total, warmup, concurrency, startMs, restartMs, rssAtStart, baseline, end, peak, growth, soak, firstStop, secondStop, during, failures }: SoakReport) {
  console.log(
    `\nnode ${process.version}, ${os.cpus().length} cores, ${concurrency} in flight, ${total} requests after a ${warmup}-request warm-up`,
  );
  console.log('| measure | value |\n| --- | --- |');
  console.log(
    `| start (spawn → /api/health 200, fresh seeded directory) | ${(startMs / 1000).toFixed(2)} s |`,
  );
  console.log(`| RSS right after start | ${rssAtStart.toFixed(0)} MB |`);
  console.log(`| RSS after the warm-up (baseline) | ${baseline.toFixed(0)} MB |`);
  console.log(`| RSS after the soak / peak during it | ${end.toFixed(0)} / ${peak.toFixed(0)} MB |`);
  console.log(`| RSS growth over the soak | ${growth.toFixed(1)} % |`);
  console.log(
    `| soak: p50 / p99 ms, req/s, non-200 | ${soak.p50.toFixed(0)} / ${soak.p99.toFixed(0)}, ${soak.rps.toFixed(1)}, ${soak.failures} |`,
  );
  console.log(
    `| stop after the soak (SIGTERM → exit, code) | ${(firstStop.stopMs / 1000).toFixed(2)} s, ${firstStop.code} |`,
  );
  console.log(
    `| restart on the same directory (spawn → health 200) | ${(restartMs / 1000).toFixed(2)} s |`,
  );
  console.log(
    `| stop of an idle server | ${(secondStop.stopMs / 1000).toFixed(2)} s, ${secondStop.code} |`,
  );
  const perMinute = during.filter((_, index) => index % 60 === 0).map((rss) => rss.toFixed(0));
  console.log(`RSS per minute during the soak (MB): ${perMinute.join(', ')}`);
  console.log(`non-200 answers by kind and status: ${JSON.stringify(failures)}`);
}

async function main() {
  const total = Number(argument('requests') ?? 50_000);
  const warmup = Number(argument('warmup') ?? 5_000);
  const concurrency = Number(argument('concurrency') ?? 8);
  const port = Number(argument('port') ?? 3310);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DIR: path.join(dir, 'pglite'),
    MEDIA_DIR: path.join(dir, 'media'),
    DATABASE_URL: '',
  };
  let server: ChildProcess | undefined;
  try {
    const { skus, products, categories } = await prepareShop(env);

    const soakStarted = Date.now();
    const first = await startServer(port, env);
    server = first.server;
    const pid = server.pid!;
    const rssAtStart = rssMb(pid);

    const post = (url: string, body: unknown) => postJson(`${base}${url}`, body);
    const carts: string[] = [];
    for (let index = 0; index < 20; index++)
      carts.push(String(((await (await post('/api/cart/create', {})).json()) as { result: unknown }).result));
    const pick = <T>(list: T[], index: number) => list[index % list.length]!;
    const address = testAddress({ firstname: 'Soak', lastname: 'Test', email: 'soak@example.com' });
    const searches = ['jacket', 'hoodei', 'women tee', 'bag', 'yoga', 'short', 'watch', 'pant'];
    const runId = Date.now();
    // 20 % pages, 35 % searches, 30 % cart updates, 15 % orders.
    let done = 0;
    const failures: Record<string, number> = {};
    const request = async (index: number): Promise<[string, Response]> => {
      const kind = index % 20;
      let response: Response;
      if (kind < 4) {
        const pages = [
          '/',
          `/${pick(categories, index)}`,
          `/p/${pick(products, index).sku}/${pick(products, index).url_key}`,
          `/search?q=${pick(searches, index)}`,
        ];
        response = await fetch(`${base}${pick(pages, index >> 1)}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        });
        return ['page', response];
      } else if (kind < 11) {
        response = await post(
          '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=18',
          { _searchText: pick(searches, index) },
        );
        return ['search', response];
      } else if (kind < 17) {
        const cartId = pick(carts, index * 7);
        response = await post(`/api/cart/update?cartId=${cartId}`, {
          cartItem: { sku: pick(skus, index), qty: 1 + (index % 3), quoteId: cartId },
        });
        return ['cart', response];
      } else {
        response = await post('/api/order', orderPayload(twoLines(skus, index), { order_id: `soak-${runId}-${index}` }, address));
        return ['order', response];
      }
    };
    /** One request of the mix; a failure is counted by kind and status (or error) for the summary. */
    const mixed = async (index: number): Promise<number> => {
      let outcome: string;
      let status = 0;
      try {
        const [kind, response] = await request(index);
        await response.arrayBuffer();
        status = response.status;
        outcome = `${kind} ${status}`;
      } catch (error) {
        outcome = `${index % 20 < 4 ? 'page' : 'request'} ${(error as Error).name}`;
      }
      if (status !== 200) failures[outcome] = (failures[outcome] ?? 0) + 1;
      if (++done % 5000 === 0)
        console.log(
          `${done} requests, ${((Date.now() - soakStarted) / 60_000).toFixed(1)} min, RSS ${rssMb(pid).toFixed(0)} MB, failures ${JSON.stringify(failures)}`,
        );
      return status;
    };

    const samples: { at: number; rss: number }[] = [];
    const sampler = setInterval(() => samples.push({ at: Date.now() - soakStarted, rss: rssMb(pid) }), 1000);
    const warm = await load(warmup, concurrency, mixed);
    const baseline = rssMb(pid);
    console.log(
      `warm-up: ${warmup} requests, ${warm.failures} non-200, RSS ${rssAtStart.toFixed(0)} → ${baseline.toFixed(0)} MB`,
    );
    const soakFrom = Date.now() - soakStarted;
    const soak = await load(total, concurrency, mixed);
    clearInterval(sampler);
    const end = rssMb(pid);
    const during = samples.filter((sample) => sample.at >= soakFrom).map((sample) => sample.rss);
    const peak = Math.max(end, ...during);

    const firstStop = await stopServer(server);
    server = undefined;
    const second = await startServer(port, env);
    server = second.server;
    const secondStop = await stopServer(server);
    server = undefined;

    const growth = ((end - baseline) / baseline) * 100;
    printReport({ total, warmup, concurrency, startMs: first.startMs, restartMs: second.startMs, rssAtStart, baseline, end, peak, growth, soak, firstStop, secondStop, during, failures });
    if (growth > 10) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
