/**
 * Can one client stall the shop? In-process through the route handlers (as bench/transactions.ts): the heaviest
 * catalogue searches a client can send run back to back, 3 at a time, while a shopper's stock check
 * (GET /api/stock/check) runs one after the other; the stock check's latency percentiles are the result.
 * The candidates include the probe's request (100 filters × 600 values); a refused candidate is reported and left
 * out, the slowest accepted one is the load.
 * usage: npx tsx --tsconfig bench/tsconfig.route-handlers.json bench/stall.ts [--url postgres://… | --url <PGlite dir>] [--seconds 20] [--heavy 3]
 *        [--candidate N]  (only the N-th candidate, from 0: the probe's request is 0)
 * Without --url it seeds a fresh PGlite directory under /tmp; an existing directory (with `npm run seed` done) saves that.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { POST as search } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { GET as stockCheck } from '@/app/api/stock/check/route';
import { execute } from '@/lib/server/db/execute';
import { facetIndexOf } from '@/lib/server/search/facet-index';
import { withBenchDatabase } from './database';
import { argument, percentile } from './support';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const params = Promise.resolve({ index: 'vue_storefront_catalog', entity: 'product' });

async function searchOnce(body: unknown, query: string): Promise<number> {
  const request = new Request(
    `http://localhost/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query${query}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const response = await (search as Handler)(request, { params });
  await response.arrayBuffer();
  return response.status;
}

async function stockOnce(sku: string): Promise<number> {
  const response = await (stockCheck as Handler)(
    new Request(`http://localhost/api/stock/check?sku=${encodeURIComponent(sku)}`),
    { params },
  );
  await response.arrayBuffer();
  return response.status;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `value-${i}`);
const aggregationFields = [
  'color',
  'size',
  'price',
  'category_ids',
  'material',
  'style_general',
  'pattern',
  'climate',
  'erin_recommends',
  'new',
];

/** The heaviest request shapes: the probe's, and the largest each limit of ADR 0013 still accepts. */
function candidates(skus: string[]): { name: string; body: unknown; query: string }[] {
  const text = 'jacket hoodie tee pants shorts bag watch yoga running women';
  return [
    {
      name: 'probe: 100 filters × 600 values (404 KB)',
      body: {
        _appliedFilters: Array.from({ length: 100 }, (_, i) => ({
          attribute: `attr_${i}`,
          value: { in: words(600) },
        })),
      },
      query: '&size=50',
    },
    {
      name: '2 × 500 values on document paths, 10 aggregations, 10-word text, size 200',
      body: {
        _appliedFilters: [
          { attribute: 'custom.one', value: { nin: words(500) } },
          { attribute: 'custom.two', value: { nin: words(500) } },
        ],
        _availableFilters: aggregationFields.map((field) => ({ field, options: { size: 500 } })),
        _searchText: text,
      },
      query: '&size=200',
    },
    {
      name: '2 × 500 child skus, 10 aggregations, size 200',
      body: {
        _appliedFilters: [
          { attribute: 'configurable_children.sku', value: { nin: [...skus, ...words(500)].slice(0, 500) } },
          { attribute: 'sku', value: { nin: words(500) } },
        ],
        _availableFilters: aggregationFields.map((field) => ({ field, options: { size: 500 } })),
      },
      query: '&size=200',
    },
    {
      name: '30 filters, 1,000 values on attributes, 10 aggregations, sort by price, size 200',
      body: {
        _appliedFilters: [
          ...Array.from({ length: 2 }, () => ({
            attribute: 'color',
            value: { nin: Array.from({ length: 470 }, (_, i) => i + 1) },
          })),
          ...Array.from({ length: 28 }, (_, i) => ({ attribute: 'price', value: { gte: i, lte: 10_000 } })),
        ],
        _availableFilters: aggregationFields.map((field) => ({ field, options: { size: 500 } })),
        _appliedSort: [{ field: 'final_price', options: 'desc' }],
      },
      query: '&size=200',
    },
  ];
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

const format = (s: ReturnType<typeof summary>) =>
  `${s.n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)}`;

async function stockLatencies(skus: string[], until: () => boolean, count?: number): Promise<number[]> {
  const latencies: number[] = [];
  // Timed from when the check was due, not from when the event loop got round to it: PGlite runs each statement on
  // the main thread, and a check held up behind a long statement is a shopper kept waiting all the same.
  let due = performance.now();
  for (let index = 0; count === undefined ? !until() : index < count; index++) {
    const status = await stockOnce(skus[index % skus.length]!);
    const answered = performance.now();
    latencies.push(answered - due);
    if (process.env.STALL_DEBUG) console.error(`stock ${index} ${(answered - due).toFixed(0)} ms`);
    if (status !== 200) throw new Error(`stock check answered ${status}`);
    // A shopper's pace, not a flood: the stock check is the probe, not the load.
    due = answered + 10;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

async function main() {
  const seconds = Number(argument('seconds') ?? 20);
  const heavy = Number(argument('heavy') ?? 3);
  await withBenchDatabase('bench-stall-', { statementTimeoutMs: 5000 }, async (database) => {
    const skus = (
      await execute<{ sku: string }>(database.db, sql`SELECT sku FROM stock ORDER BY sku LIMIT 50`)
    ).rows.map((row) => row.sku);

    console.log(
      `database: ${database.kind}, node ${process.version}, ${os.cpus().length} cores, ${heavy} heavy requests in flight for ${seconds} s`,
    );
    // A running shop's facet index is filled within seconds of its first listing (ADRs 0074, 0080): the load meets it
    // filled, as a shopper would.
    const index = facetIndexOf(database.db);
    const filled = index ? await index.whenFilled() : false;
    console.log(`facet index: ${index ? (filled ? `filled, ${index.size} products` : 'not filled (its fill stopped)') : 'off'}`);
    console.log('\n| candidate | status | one alone, ms |\n| --- | --- | --- |');
    let heaviest: { name: string; body: unknown; query: string; ms: number } | null = null;
    const only = argument('candidate');
    const chosen = candidates(skus).filter((_, index) => only === undefined || index === Number(only));
    for (const candidate of chosen) {
      await searchOnce(candidate.body, candidate.query);
      const t0 = performance.now();
      const status = await searchOnce(candidate.body, candidate.query);
      const ms = performance.now() - t0;
      console.log(`| ${candidate.name} | ${status} | ${ms.toFixed(0)} |`);
      if (status === 200 && (!heaviest || ms > heaviest.ms)) heaviest = { ...candidate, ms };
    }
    if (!heaviest) throw new Error('no candidate was accepted');

    console.error('measuring the stock check alone…');
    const idle = summary(await stockLatencies(skus, () => true, 100));
    console.error(`alone: p99 ${idle.p99.toFixed(1)} ms; now under load…`);
    let stop = false;
    const heavyStatuses = new Map<number, number>();
    const heavyLatencies: number[] = [];
    const loaders = Array.from({ length: heavy }, async () => {
      while (!stop) {
        const t0 = performance.now();
        const status = await searchOnce(heaviest.body, heaviest.query);
        heavyLatencies.push(performance.now() - t0);
        if (process.env.STALL_DEBUG) console.error(`heavy ${(performance.now() - t0).toFixed(0)} ms`);
        // 503: the statement timeout ended it (a limit of ADR 0013 at work, reported below); anything else is a fault.
        if (status !== 200 && status !== 503) throw new Error(`heavy request answered ${status}`);
        heavyStatuses.set(status, (heavyStatuses.get(status) ?? 0) + 1);
        // The next request arrives as a server's would, from the event loop: an answer from the result cache settles
        // without I/O, and three loops of them would otherwise be one chain of microtasks that no timer (the stock
        // check's pause) can interrupt (every stock check then waited ~2 s).
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const deadline = performance.now() + seconds * 1000;
    const loaded = summary(await stockLatencies(skus, () => performance.now() > deadline));
    stop = true;
    await Promise.all(loaders);

    console.log(
      `\nload: ${heavy} × "${heaviest.name}" back to back (${heavyLatencies.length} answered: ${[...heavyStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; p50 ${summary(heavyLatencies).p50.toFixed(0)} ms each)`,
    );
    console.log(
      '\n| GET /api/stock/check | n | p50 ms | p95 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |',
    );
    console.log(`| idle | ${format(idle)} |`);
    console.log(`| while ${heavy} heavy searches run | ${format(loaded)} |`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
