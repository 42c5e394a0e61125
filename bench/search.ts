/**
 * Catalogue search latency, in-process (SQL + decoration, no HTTP): p50 and p95 over a fixed query mix.
 * usage: npx tsx --conditions=react-server bench/search.ts [--products N] [--url postgres://…] [--runs 30]
 * Without --url it uses a fresh PGlite directory under /tmp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getStoreView } from '@/lib/config/store-views';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { seedDatabase } from '@/lib/server/seed';
import { buildSearchRequest, runCatalogSearch } from '@/lib/server/search/catalog-search';
import { argument, percentile } from './support';

async function main() {
  const products = argument('products') ? Number(argument('products')) : undefined;
  const runs = Number(argument('runs') ?? 30);
  const url = argument('url');
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ url: url ?? dir });
  try {
    const seeded = await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products`);
    if (Number(seeded.rows[0]?.count ?? 0) === 0) {
      const started = Date.now();
      await seedDatabase(database.db, { products, images: false });
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const [category] = (
      await execute<{ id: number }>(database.db, sql`SELECT id FROM categories WHERE name = 'Tops' ORDER BY id LIMIT 1`)
    ).rows;
    const visible = await execute<{ count: string }>(
      database.db,
      sql`SELECT count(*) FROM products WHERE visibility > 1 AND status = 1`,
    );
    const facets = [{ field: 'color' }, { field: 'size' }, { field: 'price' }, { field: 'erin_recommends' }];
    const scenarios: Record<string, unknown> = {
      'text "jacket"': { _searchText: 'jacket' },
      'typo "hoodei"': { _searchText: 'hoodei' },
      'two words "women tee"': { _searchText: 'women tee' },
      'category listing + 4 facets': {
        _appliedFilters: [{ attribute: 'category_ids', value: { in: [category?.id ?? 0] } }],
        _availableFilters: facets,
      },
      'category + colour filter + price sort': {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: [category?.id ?? 0] } },
          { attribute: 'color', value: { in: [49, 50] } },
        ],
        _availableFilters: facets,
      },
    };
    const results: { scenario: string; p50: number; p95: number }[] = [];
    for (const [scenario, body] of Object.entries(scenarios)) {
      const request = buildSearchRequest('product', { size: '18', sort: scenario.includes('price sort') ? 'final_price:asc' : '' }, body);
      await runCatalogSearch(database.db, 'vue_storefront_catalog', 'product', request, getStoreView('default'));
      const timings: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await runCatalogSearch(database.db, 'vue_storefront_catalog', 'product', request, getStoreView('default'));
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      results.push({ scenario, p50: percentile(timings, 50), p95: percentile(timings, 95) });
    }
    console.log(`\n${database.kind}, ${visible.rows[0]?.count} visible products, ${runs} runs each\n`);
    console.log('| scenario | p50 ms | p95 ms |\n| --- | --- | --- |');
    for (const row of results) console.log(`| ${row.scenario} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  } finally {
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
