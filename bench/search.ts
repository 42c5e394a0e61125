/**
 * Catalogue search latency over a fixed mix of 20 requests (typed words, typos, two-word phrases, SKUs, category
 * listings with 4 facets, filtered and sorted listings), each round running all 20; p50 and p95 per kind and overall.
 * usage: npx tsx --conditions=react-server bench/search.ts [--rounds 3] [--products N | --luma] [--url postgres://…|dir]
 *        [--http http://127.0.0.1:3810] [--full] [--cold [--seed N] [--warm-seed M]] [--slowest N]
 * `--cold` asks the long tail instead (bench/search-cold.ts): 200 distinct requests from the catalogue's own names and
 * categories, each once, with no warm-up pass over them; another `--seed` asks another sample. `--warm-seed M` first
 * asks seed M's mix unmeasured, as a shop that has been answering other shoppers has (its database connections,
 * pages and compiled code warm); the measured requests are still asked for the first time.
 * In-process by default (SQL + decoration, no HTTP) on a fresh PGlite directory under /tmp, seeded with the demo
 * catalogue (or N products, or the Luma catalogue from ../shared/fixtures or --fixtures DIR with --luma). With --http it sends the
 * same requests to a running server (`next start`), whose catalogue must hold the same products. The load average
 * of the machine (shared cores) is printed before and after the timed rounds, to read the figures by.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getStoreView } from '@/lib/config/store-views';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport } from '@/lib/server/import';
import { seedDatabase } from '@/lib/server/seed';
import { buildSearchRequest, runCatalogSearch } from '@/lib/server/search/catalog-search';
import { facetIndexOf } from '@/lib/server/search/facet-index';
import { argument, percentile, postJson } from './support';
import { coldScenarios, type ColdSource } from './search-cold';

interface Scenario {
  kind: string;
  label: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * The fields the storefront's own client asks for in a result list (lib/api/catalog.ts SEARCH_FIELDS): the answer is
 * ~6 kB instead of ~225 kB of whole documents with their variants. `--full` asks for whole documents, as a client
 * without `_source_include` would.
 */
const LIST_FIELDS = 'sku,name,slug,url_key,image,final_price_incl_tax,original_price_incl_tax,category_ids';
const fields: Record<string, string> = process.argv.includes('--full') ? {} : { _source_include: LIST_FIELDS };

const FACETS = [{ field: 'color' }, { field: 'size' }, { field: 'price' }, { field: 'erin_recommends' }];

async function scenarios(database: Database | null, httpBase: string | undefined): Promise<Scenario[]> {
  let tops = 0;
  let jackets = 0;
  let skus: string[] = [];
  if (database) {
    const ids = await execute<{ id: number; name: string }>(
      database.db,
      sql`SELECT min(id) AS id, name FROM categories WHERE name IN ('Tops', 'Jackets') GROUP BY name`,
    );
    tops = ids.rows.find((row) => row.name === 'Tops')?.id ?? 0;
    jackets = ids.rows.find((row) => row.name === 'Jackets')?.id ?? 0;
    const found = await execute<{ sku: string }>(
      database.db,
      sql`SELECT sku FROM products WHERE visibility IN (3, 4) AND status = 1 ORDER BY id LIMIT 2`,
    );
    skus = found.rows.map((row) => row.sku);
  } else {
    const post = async (entity: string, size: number, body: Record<string, unknown>) => {
      const response = await fetch(`${httpBase}/api/catalog/vue_storefront_catalog/${entity}/_search?request_format=search-query&size=${size}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { hits: { hits: { _source: { id: number; name: string; sku: string } }[] } }).hits.hits;
    };
    const found = await post('category', 500, {});
    tops = found.find((hit) => hit._source.name === 'Tops')?._source.id ?? 0;
    jackets = found.find((hit) => hit._source.name === 'Jackets')?._source.id ?? 0;
    skus = (await post('product', 2, { _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] } }] })).map((hit) => hit._source.sku);
  }
  const text = (kind: string, value: string): Scenario => ({ kind, label: value, params: { ...fields, size: '18' }, body: { _searchText: value } });
  const listing = (label: string, category: number, extra: Record<string, unknown>[], sort = ''): Scenario => ({
    kind: sort || extra.length ? 'filtered + sorted listing' : 'category listing + 4 facets',
    label,
    params: { ...fields, size: '18', sort },
    body: { _appliedFilters: [{ attribute: 'category_ids', value: { in: [category] } }, ...extra], _availableFilters: FACETS },
  });
  return [
    ...['jacket', 'hoodie', 'tee', 'pants', 'bag', 'shorts'].map((value) => text('typed word', value)),
    ...['hoodei', 'jakcet', 'sweatshrit', 'backpak'].map((value) => text('typo', value)),
    ...['women tee', 'gym bag', 'red tee', 'yoga pant'].map((value) => text('two words', value)),
    ...skus.map((value) => text('sku', value)),
    listing('Tops', tops, []),
    listing('Jackets', jackets, []),
    listing('Tops, colour 49/50, price asc', tops, [{ attribute: 'color', value: { in: [49, 50] } }], 'final_price:asc'),
    listing('Jackets, price 0-100, newest', jackets, [{ attribute: 'price', value: { gte: 0, lt: 100 } }], 'updated_at:desc'),
  ];
}

/** The names, categories and colours the cold mix is drawn from. */
async function coldSource(database: Database | null, httpBase: string | undefined): Promise<ColdSource> {
  if (database) {
    const products = await execute<{ name: string; colors: number[] | null }>(
      database.db,
      sql`SELECT name, attrs->'color' AS colors FROM products WHERE visibility IN (3, 4) AND status = 1 ORDER BY id LIMIT 20000`,
    );
    const categories = await execute<{ id: number }>(database.db, sql`SELECT id FROM categories WHERE is_active AND level >= 2 ORDER BY id`);
    return {
      productNames: products.rows.map((row) => row.name),
      categoryIds: categories.rows.map((row) => Number(row.id)),
      colorIds: [...new Set(products.rows.flatMap((row) => row.colors ?? []))],
    };
  }
  const post = async (entity: string, query: string, body: Record<string, unknown>) => {
    const response = await fetch(`${httpBase}/api/catalog/vue_storefront_catalog/${entity}/_search?request_format=search-query&${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { hits: { hits: { _source: { id: number; name: string; color?: number | null; level?: number } }[] } }).hits.hits.map((hit) => hit._source);
  };
  // The API answers at most 200 products a page.
  const visible = { _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] } }] };
  const products = (await Promise.all([0, 200, 400].map((from) => post('product', `size=200&from=${from}&_source_include=name,color`, visible)))).flat();
  const categories = await post('category', 'size=500', {});
  return {
    productNames: products.map((product) => product.name),
    categoryIds: categories.filter((category) => (category.level ?? 2) >= 2).map((category) => category.id),
    colorIds: [...new Set(products.flatMap((product) => (typeof product.color === 'number' ? [product.color] : [])))],
  };
}

async function openCatalogue(): Promise<{ database: Database; cleanup: () => void }> {
  const url = argument('url');
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ url: url ?? dir });
  const seeded = await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products`);
  if (Number(seeded.rows[0]?.count ?? 0) === 0) {
    const started = Date.now();
    if (process.argv.includes('--luma')) {
      const fixtures = path.resolve(argument('fixtures') ?? '../shared/fixtures');
      const media = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
      await runImport(database.db, [path.join(fixtures, 'vsf-demo'), path.join(fixtures, 'luma', 'csv')], { mediaDir: media });
      fs.rmSync(media, { recursive: true, force: true });
    } else {
      const products = argument('products') ? Number(argument('products')) : undefined;
      await seedDatabase(database.db, { products, images: false });
    }
    console.log(`catalogue loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { database, cleanup: () => dir && fs.rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  const cold = process.argv.includes('--cold');
  const rounds = cold ? 1 : Number(argument('rounds') ?? 3);
  const httpBase = argument('http');
  const opened = httpBase ? null : await openCatalogue();
  const database = opened?.database ?? null;
  try {
    const mix = cold ? coldScenarios(await coldSource(database, httpBase), fields, Number(argument('seed') ?? 1)) : await scenarios(database, httpBase);
    // The server's own time per request (`took`, from the search call to its answer), to tell HTTP and framework
    // time from search time.
    const serverTimes: number[] = [];
    const run = async (scenario: Scenario) => {
      if (httpBase) {
        const query = new URLSearchParams({ request_format: 'search-query', ...scenario.params });
        const response = await postJson(`${httpBase}/api/catalog/vue_storefront_catalog/product/_search?${query}`, scenario.body);
        if (response.status !== 200) throw new Error(`${scenario.label}: HTTP ${response.status}`);
        const answer = response.json as { took: number; hits: { total: number } };
        serverTimes.push(answer.took);
        return answer.hits.total;
      }
      const request = buildSearchRequest('product', scenario.params, scenario.body);
      const answer = await runCatalogSearch(database!.db, 'vue_storefront_catalog', 'product', request, getStoreView('default'));
      return answer.hits.total;
    };
    const totals = new Map<Scenario, number>();
    // Warm-up, and the result counts; the cold mix is asked once, so only an unrelated request warms the connection.
    if (cold) await run({ kind: 'warm-up', label: 'warm-up', params: { ...fields, size: '1' }, body: { _searchText: 'warm-up request' } });
    // A running shop's facet index (and its copy of the text vectors) is filled within seconds of its first search
    // (ADRs 0074, 0080, 0082): in process, the measured requests meet it filled, as a shopper would.
    const index = database ? facetIndexOf(database.db) : null;
    if (index) console.log(`facet index: ${(await index.whenFilled()) ? `filled, ${index.size} products` : 'not filled (its fill stopped)'}`);
    const warmSeed = argument('warm-seed');
    if (cold && warmSeed !== undefined) {
      const measured = new Set(mix.map((scenario) => JSON.stringify([scenario.params, scenario.body])));
      const warming = coldScenarios(await coldSource(database, httpBase), fields, Number(warmSeed));
      for (const scenario of warming) if (!measured.has(JSON.stringify([scenario.params, scenario.body]))) await run(scenario);
    }
    else for (const scenario of mix) totals.set(scenario, await run(scenario));
    serverTimes.length = 0;
    const loadBefore = os.loadavg();
    // CPU time of this process per request (in-process runs): shared cores change wall-clock figures far more.
    const cpuBefore = process.cpuUsage();
    const timings = new Map<string, number[]>();
    const all: number[] = [];
    const byRequest: { label: string; kind: string; ms: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const scenario of mix) {
        const started = performance.now();
        const total = await run(scenario);
        if (cold) totals.set(scenario, total);
        const elapsed = performance.now() - started;
        timings.set(scenario.kind, [...(timings.get(scenario.kind) ?? []), elapsed]);
        all.push(elapsed);
        byRequest.push({ label: scenario.label, kind: scenario.kind, ms: elapsed });
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRequest = (cpu.user + cpu.system) / 1000 / all.length;
    const where = httpBase ? `HTTP ${httpBase}` : `in-process, ${database!.kind}`;
    const visible = database
      ? (await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products WHERE visibility > 1 AND status = 1`)).rows[0]?.count
      : '?';
    const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    console.log(`\n${where}, ${visible} visible products, ${mix.length} requests × ${rounds} rounds`);
    console.log(`load average (1, 5, 15 min) before ${loads(loadBefore)}, after ${loads(os.loadavg())}\n`);
    if (!cold) console.log(mix.map((scenario) => `${scenario.label}: ${totals.get(scenario)}`).join(' · '));
    else {
      const warmed = argument('warm-seed') === undefined ? '' : `, after seed ${argument('warm-seed')}'s mix unmeasured`;
      console.log(`cold mix (seed ${argument('seed') ?? 1}${warmed}): ${mix.length} distinct requests; with no result ${[...totals.values()].filter((total) => total === 0).length}`);
    }
    const row = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
      console.log(`| ${label} | ${values.length} | ${p50} | ${p95} | ${p99} |`);
    };
    console.log('\n| kind | requests | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
    for (const [kind, values] of timings) row(kind, values);
    row('**all**', all);
    if (serverTimes.length) row('(server `took` of the same requests)', serverTimes);
    const slowest = Number(argument('slowest') ?? 0);
    if (slowest > 0) {
      console.log(`\nThe ${slowest} slowest requests:`);
      for (const { label, kind, ms } of byRequest.sort((a, b) => b.ms - a.ms).slice(0, slowest)) console.log(`${ms.toFixed(1)} ms  ${kind}: ${label}`);
    }
    if (!httpBase) console.log(`\nCPU time of the search per request: ${cpuPerRequest.toFixed(1)} ms`);
  } finally {
    await database?.close();
    opened?.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
