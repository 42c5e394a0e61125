/**
 * Storefront page latency over HTTP against a running shop (`next start`): p50/p95/p99 and requests per second for
 * a few pages, each after a warm-up. Run it against a shop with the catalogue cache (the default) and one without
 * (CATALOG_CACHE_TTL_SECONDS=0) to see what the cache does (bench/README.md, "Catalogue cache").
 * usage: npx tsx bench/pages.ts --base http://127.0.0.1:3300 [--requests 300] [--concurrency 10] [--paths /a,/b]
 */
import os from 'node:os';
import { argument, percentile } from './support';

const DEFAULT_PATHS = ['/', '/women/tops-women/jackets-women', '/p/MJ01/beaumont-summit-kit', '/gear/bags'];

async function load(url: string, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        try {
          const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: total / wall, failures };
}

async function main() {
  const base = (argument('base') ?? 'http://127.0.0.1:3300').replace(/\/$/, '');
  const total = Number(argument('requests') ?? 300);
  const concurrency = Number(argument('concurrency') ?? 10);
  const paths = argument('paths')?.split(',') ?? DEFAULT_PATHS;
  console.log(`${base}, ${total} requests per page, ${concurrency} in flight, node ${process.version}, ${os.cpus().length} cores`);
  console.log('| page | p50 ms | p95 ms | p99 ms | req/s | non-200 |\n| --- | --- | --- | --- | --- | --- |');
  for (const path of paths) {
    await load(`${base}${path}`, 20, 2);
    const result = await load(`${base}${path}`, total, concurrency);
    console.log(
      `| ${path} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.rps.toFixed(1)} | ${result.failures} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
