/**
 * The Luma shop: the Magento sample catalogue and the Vue Storefront demo dumps from ../shared/fixtures
 * imported into a fresh database, then read through the catalogue API. Skipped where the fixtures are absent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST as searchRoute } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { POST as urlMapRoute } from '@/app/api/url/map/route';
import { type Database, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport, type ImportSummary } from '@/lib/server/import';
import { call } from './support/http';
import { createTestDatabase } from './support/test-database';

const FIXTURES = path.resolve(process.cwd(), '../shared/fixtures');
const present = fs.existsSync(path.join(FIXTURES, 'luma', 'csv')) && fs.existsSync(path.join(FIXTURES, 'vsf-demo'));
if (!present) {
  console.warn(`import-luma: ${FIXTURES} is absent; the Luma import tests are skipped (see ../shared/fixtures/README.md).`);
}
const describeWithFixtures = present ? describe : describe.skip;

type Params = { index: string; entity: string };
const search = (body: Record<string, unknown>, query = '') =>
  call<Params>(searchRoute, `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query${query}`, {
    body,
    params: { index: 'vue_storefront_catalog', entity: 'product' },
  });

describeWithFixtures('the Luma catalogue imported from ../shared/fixtures', () => {
  let database: Database;
  let mediaDir: string;
  let summary: ImportSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luma-media-'));
    const started = Date.now();
    // The CSVs only (the 82 MB of photos are covered by the media test with a small folder).
    summary = await runImport(database.db, [path.join(FIXTURES, 'vsf-demo'), path.join(FIXTURES, 'luma', 'csv')], { mediaDir });
    console.log(`import-luma: ${summary.rows} rows in ${Date.now() - started} ms on ${database.kind}`);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await database.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('leaves planner statistics for the catalogue and its search projection (PGlite has no autovacuum to gather them)', async () => {
    const analysed = await execute<{ tablename: string }>(
      database.db,
      sql`SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = current_schema() AND tablename IN ('products', 'product_search', 'stock') ORDER BY tablename`,
    );
    expect(analysed.rows.map((row) => row.tablename)).toEqual(['product_search', 'products', 'stock']);
  });

  it('imports every file without a rollback and reports rejected rows with file:line', () => {
    expect(summary.report.files.filter((file) => file.error)).toEqual([]);
    expect(summary.report.get('product').imported).toBeGreaterThan(2000);
    expect(summary.report.get('category').imported).toBeGreaterThanOrEqual(48);
    // The sample reviews name products the sample CSVs do not contain (e.g. MJ05): rejected, with their line.
    const problem = summary.report.problems.find((entry) => entry.message.startsWith('MJ05:'));
    expect(problem?.file).toMatch(/products_reviews\.csv$/);
    expect(problem?.line).toBeGreaterThan(1);
  });

  it('assembles the configurable WS01 in Women › Tops › Tees with colours, sizes and the child WS01-L-Green', async () => {
    const response = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: 'WS01' } }] });
    const product = response.json.hits.hits[0]._source;
    expect(product.name).toBe('Gwyn Endurance Tee');
    expect(product.type_id).toBe('configurable');
    expect(product.category_ids).toEqual(expect.arrayContaining([20, 21, 25]));
    const options = Object.fromEntries(product.configurable_options.map((option: any) => [option.attribute_code, option.values.map((value: any) => value.label)]));
    expect(options.color).toEqual(['Black', 'Green', 'Yellow']);
    expect(options.size).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    const child = product.configurable_children.find((entry: any) => entry.sku === 'WS01-L-Green');
    expect(child).toMatchObject({ color: 53, size: 170 });
    expect(child.stock.is_in_stock).toBe(true);
    // Stored as the CSV gives it; the API adds the store view's tax on read.
    const stored = await execute<{ price: number; parent_price: number }>(
      database.db,
      sql`SELECT (c->>'price')::float AS price, (p.doc->>'price')::float AS parent_price
        FROM products p, jsonb_array_elements(p.doc->'configurable_children') c WHERE p.sku = 'WS01' AND c->>'sku' = 'WS01-L-Green'`,
    );
    expect(stored.rows[0]).toEqual({ price: 24, parent_price: 24 });
  });

  it('imports the bundle 24-WG080 "Sprite Yoga Companion Kit" with its four options', async () => {
    const response = await search({ _appliedFilters: [{ attribute: 'sku', value: { eq: '24-WG080' } }] });
    const product = response.json.hits.hits[0]._source;
    expect(product.name).toBe('Sprite Yoga Companion Kit');
    expect(product.type_id).toBe('bundle');
    expect(product.bundle_options.map((option: any) => option.title)).toEqual([
      'Sprite Stasis Ball',
      'Sprite Foam Yoga Brick',
      'Sprite Yoga Strap',
      'Sprite Foam Roller',
    ]);
    expect(product.image).toBe('/l/u/luma-yoga-kit-2.jpg');
  });

  it('finds jackets for the typo "jaket"', async () => {
    const response = await search({ _searchText: 'jaket' });
    expect(response.json.hits.total).toBeGreaterThan(0);
    const names: string[] = response.json.hits.hits.map((hit: any) => hit._source.name);
    expect(names.some((name) => /jacket/i.test(name))).toBe(true);
  });

  it('resolves the category /women/tops-women/tops-21 and lists tops in it', async () => {
    const hit = await call(urlMapRoute, '/api/url/map', { body: { url: '/women/tops-women/tops-21' } });
    expect(hit.json._type).toBe('category');
    expect(hit.json._source).toMatchObject({ id: 21, name: 'Tops', slug: 'tops-21' });
    const listing = await search({ _appliedFilters: [{ attribute: 'category_ids', value: { in: [21] } }, { attribute: 'visibility', value: { in: [2, 4] } }] });
    expect(listing.json.hits.total).toBeGreaterThanOrEqual(50);
    expect(listing.json.hits.hits.every((entry: any) => entry._source.category_ids.includes(21))).toBe(true);
  });

  it('attaches reviews by sku, keeps the Luma CMS pages and the tax rules', async () => {
    const reviews = await execute<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.sku = '24-MB01'`,
    );
    expect(reviews.rows[0]?.count).toBeGreaterThan(0);
    const pages = await execute<{ identifier: string }>(database.db, sql`SELECT identifier FROM cms_pages`);
    expect(pages.rows.map((row) => row.identifier)).toEqual(expect.arrayContaining(['home', 'about-us', 'customer-service']));
    const rules = await execute<{ code: string }>(database.db, sql`SELECT code FROM tax_rules ORDER BY id`);
    expect(rules.rows.map((row) => row.code)).toEqual(expect.arrayContaining(['General Taxes', 'Rule1']));
  });
});
