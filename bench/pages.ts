/**
 * Storefront page latency over HTTP against a running shop (`next start`): p50/p95/p99 and requests per second for
 * a few pages, each after a warm-up. Run it against a shop with the catalogue cache (the default) and one without
 * (CATALOG_CACHE_TTL_SECONDS=0) to see what the cache does (bench/README.md, "Catalogue cache").
 * usage: npx tsx bench/pages.ts --base http://127.0.0.1:3300 [--requests 300] [--concurrency 10] [--paths /a,/b]
 */
import os from 'node:os';
import { argument, load } from './support';

const DEFAULT_PATHS = ['/', '/women/tops-women/jackets-women', '/p/MJ01/beaumont-summit-kit', '/gear/bags'];

/** One page, fetched `total` times with `concurrency` in flight. */
function loadPage(url: string, total: number, concurrency: number) {
  return load(total, concurrency, async () => {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response.status;
  });
}

async function main() {
  const base = (argument('base') ?? 'http://127.0.0.1:3300').replace(/\/$/, '');
  const total = Number(argument('requests') ?? 300);
  const concurrency = Number(argument('concurrency') ?? 10);
  const paths = argument('paths')?.split(',') ?? DEFAULT_PATHS;
  console.log(`${base}, ${total} requests per page, ${concurrency} in flight, node ${process.version}, ${os.cpus().length} cores`);
  console.log('| page | p50 ms | p95 ms | p99 ms | req/s | non-200 |\n| --- | --- | --- | --- | --- | --- |');
  for (const path of paths) {
    await loadPage(`${base}${path}`, 20, 2);
    const result = await loadPage(`${base}${path}`, total, concurrency);
    console.log(
      `| ${path} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.rps.toFixed(1)} | ${result.failures} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
