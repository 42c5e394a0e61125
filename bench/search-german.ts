/**
 * German search of the de store view, each query asked once (ADR 0060): every word of the catalogue's German product
 * names, those words behind "Damen" and "Herren" (compounds the shop does not name), and the parts the names end
 * with. Prints p50/p95/p99 per kind, and the first request apart (it reads the German vocabulary once per catalogue).
 * usage: SEARCH_RESULT_CACHE=false npx tsx --conditions=react-server bench/search-german.ts [--products N] [--url …]
 * In-process, on a fresh PGlite directory seeded with the demo catalogue unless --url names a database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getStoreView } from '@/lib/config/store-views';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { seedDatabase } from '@/lib/server/seed';
import { lexiconWords } from '@/lib/server/seed/slug';
import { buildSearchRequest, runCatalogSearch } from '@/lib/server/search/catalog-search';
import { argument, percentile } from './support';

const MAX_PER_KIND = 80;

async function main() {
  const url = argument('url');
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-german-'));
  const database = await openDatabase({ url: url ?? dir });
  try {
    const seeded = await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products`);
    if (Number(seeded.rows[0]?.count ?? 0) === 0) {
      const products = argument('products') ? Number(argument('products')) : undefined;
      await seedDatabase(database.db, { products, images: false });
    }
    const names = await execute<{ name: string }>(database.db, sql`
      SELECT DISTINCT doc #>> '{translations,de,name}' AS name FROM products WHERE doc #>> '{translations,de,name}' IS NOT NULL`);
    const words = [...new Set(names.rows.flatMap((row) => lexiconWords(row.name)))].sort();
    const nouns = words.filter((word) => word.length >= 6 && /(jacke|hose|shirt|tasche|shorts|top|uhr|matte|flasche)$/.test(word));
    const kinds: Record<string, string[]> = {
      'name word': words.slice(0, MAX_PER_KIND),
      'compound → parts': nouns.flatMap((noun) => [`damen${noun}`, `herren${noun}`]).slice(0, MAX_PER_KIND),
      'part → compounds': ['jacke', 'hose', 'shirt', 'tasche', 'taschen', 'shorts', 'top', 'uhr', 'matte', 'flasche', 'seil', 'rolle', 'ball', 'band'],
    };
    const storeView = getStoreView('de');
    const ask = async (text: string) => {
      const request = buildSearchRequest('product', { size: '18' }, { _searchText: text });
      return (await runCatalogSearch(database.db, 'vue_storefront_catalog_de', 'product', request, storeView)).hits.total;
    };
    let started = performance.now();
    await ask('warm-up request');
    console.log(`first German request: ${(performance.now() - started).toFixed(1)} ms; load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
    console.log('\n| kind | requests | with results | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- | --- |');
    for (const [kind, texts] of Object.entries(kinds)) {
      const times: number[] = [];
      let found = 0;
      for (const text of texts) {
        started = performance.now();
        if ((await ask(text)) > 0) found++;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
      console.log(`| ${kind} | ${texts.length} | ${found} | ${p50} | ${p95} | ${p99} |`);
    }
  } finally {
    await database.close();
    // The data directory and its lock file beside it (lib/server/db/pglite-lock.ts).
    if (dir) for (const leftover of [dir, `${dir}.lock`]) fs.rmSync(leftover, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
