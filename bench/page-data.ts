/**
 * What a page's `'use cache'` miss reads from the database (ADR 0058): the home page's collections, a category
 * listing with its facets, a product page and a CMS page, each loaded `--rounds` times in-process; p50 and p95 per page
 * and the size of what the page data holds (JSON). Before ADR 0058 the catalogue cache kept a second copy of each.
 * usage: npx tsx --conditions=react-server bench/page-data.ts --url <seeded PGlite dir | postgres://…> [--rounds 20]
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { getStoreView } from '@/lib/config/store-views';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { categoryBySlug } from '@/lib/server/catalog/categories';
import { loadCategoryListing } from '@/lib/server/catalog/category-listing';
import { homeCollections } from '@/lib/server/catalog/home';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { findCmsPage } from '@/lib/server/cms/cms-page';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { argument, percentile } from './support';

async function main() {
  const url = argument('url');
  if (!url) throw new Error('--url <seeded PGlite dir | postgres://…> is required');
  const rounds = Number(argument('rounds') ?? 20);
  const database = await openDatabase({ url });
  const db = database.db;
  const usa = getStoreView('default');
  // Reference data (menu, attributes, tax rules) stays in the catalogue cache, as in the running shop: warm it once.
  configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 600_000 });
  const [category] = (await execute<{ slug: string }>(db, sql`SELECT slug FROM categories WHERE is_active AND level >= 3 ORDER BY product_count DESC LIMIT 1`)).rows;
  const [product] = (await execute<{ sku: string }>(db, sql`SELECT sku FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'configurable' ORDER BY id LIMIT 1`)).rows;
  const found = await categoryBySlug(db, category!.slug, usa);
  const pages: [string, () => Promise<unknown>][] = [
    ['home collections', () => homeCollections(db, usa)],
    [`category listing /${category!.slug}`, () => loadCategoryListing(db, usa, found!, {})],
    [`product page ${product!.sku}`, () => loadProductPage(db, usa, product!.sku)],
    ['CMS page about-us', () => findCmsPage(db, usa, 'about-us')],
  ];
  console.log(`load ${os.loadavg()[0]!.toFixed(2)}, ${rounds} rounds each`);
  for (const [label, load] of pages) {
    const bytes = JSON.stringify(await load()).length;
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await load();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${(bytes / 1024).toFixed(0).padStart(5)} KB`);
  }
  console.log(`load ${os.loadavg()[0]!.toFixed(2)}`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
