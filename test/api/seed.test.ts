import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { pglitePageCacheAdvice } from '@/lib/server/db/page-cache';
import { DEFAULT_PRODUCT_COUNT, SeedRefusedError, seedDatabase, type SeedSummary } from '@/lib/server/seed';
import { createTestDatabase, databaseKind } from './support/test-database';

let database: Database;
let summary: SeedSummary;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-media-'));
const now = new Date();

// Explicit timeouts: jest applies `testTimeout` only from the root config, not from a project's.
beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDatabase(database.db, { images: false, mediaDir, now });
}, 120_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(database.db, query)).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await one<{ count: string | number }>(query)).count);

describe('seedDatabase', () => {
  it('leaves planner statistics for the catalogue and its search projection (PGlite has no autovacuum to gather them)', async () => {
    const analysed = await rows<{ tablename: string }>(
      sql`SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = current_schema()
        AND tablename IN ('products', 'product_search', 'product_search_text_english', 'product_search_text_german', 'product_search_text_italian', 'stock')
        ORDER BY tablename`,
    );
    expect(analysed.map((row) => row.tablename)).toEqual([
      'product_search',
      'product_search_text_english',
      'product_search_text_german',
      'product_search_text_italian',
      'products',
      'stock',
    ]);
  });

  // PGlite only: compaction is for PGlite's page cache (ADR 0069), and there nothing else holds a snapshot. On
  // PostgreSQL `VACUUM FULL` keeps the rewritten rows while any session of the database (an autovacuum ANALYZE of the
  // tables just seeded) still sees them: the check failed in two CI runs there and passed in every run on this host,
  // and autovacuum reclaims the space later.
  const compactTables = ['product_search', 'product_search_text_english', 'product_search_text_german'];
  (databaseKind() === 'pglite' ? it.each(compactTables) : it.skip.each(compactTables))(
    'leaves %s compact: no larger than a fresh copy of its rows',
    async (table) => {
      // A plain table, not a temporary one: on PostgreSQL the next statement may run on another pooled connection.
      await execute(database.db, sql.raw(`CREATE TABLE seed_test_copy AS SELECT * FROM ${table}`));
      const sizes = await one<{ projection: string | number; copy: string | number }>(
        sql`SELECT pg_relation_size(${table}) AS projection, pg_relation_size('seed_test_copy') AS copy`,
      );
      await execute(database.db, sql`DROP TABLE seed_test_copy`);
      expect(Number(sizes.copy)).toBeGreaterThan(0);
      expect(Number(sizes.projection)).toBeLessThanOrEqual(Number(sizes.copy) * 1.1);
    },
  );

  it('advises a larger PGlite page cache only when the search projection does not fit in it (never on PostgreSQL)', async () => {
    expect(await pglitePageCacheAdvice(database)).toBeNull();
    const advice = await pglitePageCacheAdvice(database, '8kB');
    if (database.kind === 'pglite') expect(advice).toMatch(/^PGLITE_SHARED_BUFFERS=8kB is smaller than the search projection and its indexes \(\d+ MB\)/);
    else expect(advice).toBeNull();
  });

  it('lists at least 300 enabled, visible products, of every type', async () => {
    const listed = await count(
      sql`SELECT count(*) AS count FROM products WHERE status = 1 AND visibility IN (2, 3, 4)`,
    );
    expect(listed).toBeGreaterThanOrEqual(300);
    expect(listed).toBe(summary.listedProducts);
    expect(summary.listedProducts).toBeGreaterThanOrEqual(DEFAULT_PRODUCT_COUNT);
    const types = await rows<{ type_id: string; count: string }>(
      sql`SELECT type_id, count(*) AS count FROM products GROUP BY type_id ORDER BY type_id`,
    );
    expect(types.map((row) => row.type_id)).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
    expect(
      await count(sql`SELECT count(*) AS count FROM products WHERE type_id = 'configurable' AND status = 1`),
    ).toBeGreaterThanOrEqual(200);
    expect(await count(sql`SELECT count(*) AS count FROM products`)).toBe(summary.productRows);
  });

  it('stores columns that agree with the documents', async () => {
    const mismatches = await count(sql`
      SELECT count(*) AS count FROM products
      WHERE doc->>'sku' <> sku OR (doc->>'id')::int <> id OR doc->>'url_path' <> url_path OR doc->>'name' <> name
        OR (doc->>'price')::numeric <> price OR (doc->>'status')::int <> status OR (doc->>'visibility')::int <> visibility
        OR (doc->'category_ids') <> to_jsonb(category_ids)`);
    expect(mismatches).toBe(0);
    const child = await one<{
      sku: string;
      parent_sku: string;
      visibility: number;
      type_id: string;
      url_path: string;
      attrs: Record<string, number[]>;
    }>(
      sql`SELECT sku, parent_sku, visibility, type_id, url_path, attrs FROM products WHERE parent_sku = 'WS01' ORDER BY id LIMIT 1`,
    );
    expect(child.sku).toMatch(/^WS01-(XS|S|M|L|XL)-[A-Z][a-z]+$/);
    expect(child).toMatchObject({ visibility: 1, type_id: 'simple' });
    expect(child.url_path).toMatch(/^gwyn-endurance-tee-ws01-/);
    expect(child.attrs.color).toHaveLength(1);
    const parent = await one<{
      price: string;
      attrs: Record<string, number[]>;
      min: string;
      colors: number;
    }>(sql`
      SELECT p.price, p.attrs, (SELECT min(c.price) FROM products c WHERE c.parent_sku = p.sku) AS min,
        (SELECT count(DISTINCT c.attrs->'color') FROM products c WHERE c.parent_sku = p.sku) AS colors
      FROM products p WHERE p.sku = 'WS01'`);
    expect(Number(parent.price)).toBe(Number(parent.min));
    expect(parent.attrs.color).toHaveLength(Number(parent.colors));
    const orphans = await count(sql`
      SELECT count(*) AS count FROM products c LEFT JOIN products p ON p.sku = c.parent_sku
      WHERE c.parent_sku IS NOT NULL AND (p.type_id IS DISTINCT FROM 'configurable' OR c.visibility <> 1)`);
    expect(orphans).toBe(0);
  });

  it('stores time-relative special price windows', async () => {
    const active = await count(
      sql`SELECT count(*) AS count FROM products WHERE special_price < price AND special_from_date <= now() AND special_to_date >= now()`,
    );
    const expired = await count(
      sql`SELECT count(*) AS count FROM products WHERE special_price IS NOT NULL AND special_to_date < now()`,
    );
    const future = await count(
      sql`SELECT count(*) AS count FROM products WHERE special_price IS NOT NULL AND special_from_date > now()`,
    );
    const openEnded = await count(
      sql`SELECT count(*) AS count FROM products WHERE special_price IS NOT NULL AND (special_from_date IS NULL OR special_to_date IS NULL)`,
    );
    expect(Math.min(active, expired, future, openEnded)).toBeGreaterThan(0);
  });

  it('builds the category tree with product counts of listed products', async () => {
    const root = await one<{
      id: number;
      parent_id: number;
      level: number;
      name: string;
      product_count: number;
    }>(sql`SELECT id, parent_id, level, name, product_count FROM categories WHERE id = 2`);
    expect(root).toMatchObject({
      parent_id: 1,
      level: 1,
      name: 'All',
      product_count: summary.listedProducts,
    });
    const jackets = await one<{
      path: string;
      url_path: string;
      slug: string;
      level: number;
      doc: { children_data: unknown[]; children_count: number };
    }>(sql`SELECT path, url_path, slug, level, doc FROM categories WHERE id = 23`);
    expect(jackets).toMatchObject({
      path: '1/2/20/21/23',
      url_path: 'women/tops-women/jackets-women',
      slug: 'jackets-23',
      level: 4,
    });
    const names = (
      await rows<{ name: string }>(sql`SELECT name FROM categories WHERE parent_id = 2 ORDER BY position`)
    ).map((row) => row.name);
    expect(names).toEqual(['Women', 'Men', 'Gear', 'Training', 'Collections', 'Sale']);
    const wrongCounts = await count(sql`
      SELECT count(*) AS count FROM categories c WHERE c.id <> 2 AND c.product_count <> (
        SELECT count(*) FROM products p WHERE p.status = 1 AND p.visibility IN (2, 3, 4) AND c.id = ANY(p.category_ids))`);
    expect(wrongCounts).toBe(0);
    const empty = (
      await rows<{ name: string }>(sql`SELECT name FROM categories WHERE product_count = 0`)
    ).map((row) => row.name);
    expect(empty).toEqual([]);
    const women = await one<{
      doc: {
        children_data: { name: string; children_data: unknown[] }[];
        product_count: number;
        children_count: number;
      };
    }>(sql`SELECT doc FROM categories WHERE id = 20`);
    expect(women.doc.children_data.map((child) => child.name)).toEqual(['Tops', 'Bottoms']);
    expect(women.doc.children_count).toBe(8);
  });

  it('stores the attributes with their options', async () => {
    const color = await one<{
      doc: { options: { label: string; value: string; swatch?: string }[]; is_filterable: boolean };
    }>(sql`SELECT doc FROM attributes WHERE attribute_code = 'color'`);
    expect(color.doc.is_filterable).toBe(true);
    expect(color.doc.options.length).toBeGreaterThanOrEqual(15);
    expect(color.doc.options.every((option) => /^#[0-9a-f]{6}$/.test(option.swatch ?? ''))).toBe(true);
    const codes = (await rows<{ attribute_code: string }>(sql`SELECT attribute_code FROM attributes`)).map(
      (row) => row.attribute_code,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'color',
        'size',
        'material',
        'erin_recommends',
        'eco_collection',
        'performance_fabric',
        'new',
        'sale',
        'gender',
        'activity',
      ]),
    );
    // Every filterable value a product carries is an option of its attribute.
    const unknownValues = await count(sql`
      SELECT count(*) AS count
      FROM products p
      CROSS JOIN LATERAL jsonb_each(p.attrs) AS a(code, ids)
      CROSS JOIN LATERAL jsonb_array_elements_text(a.ids) AS v(id)
      JOIN attributes t ON t.attribute_code = a.code
      WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(t.doc->'options') o WHERE o->>'value' = v.id)`);
    expect(unknownValues).toBe(0);
    const erin = await count(
      sql`SELECT count(*) AS count FROM products WHERE attrs @> '{"erin_recommends":[1]}' AND status = 1 AND visibility > 1`,
    );
    expect(erin).toBeGreaterThan(5);
  });

  it('stores tax rules, CMS pages and blocks, reviews and meta', async () => {
    const rules = await rows<{
      doc: { rates: { tax_country_id: string; region_code?: string; rate: number }[] };
    }>(sql`SELECT doc FROM tax_rules ORDER BY id`);
    const rates = rules.flatMap((rule) => rule.doc.rates);
    expect(rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tax_country_id: 'US', region_code: 'CA', rate: 8.25 }),
        expect.objectContaining({ tax_country_id: 'DE', rate: 19 }),
        expect.objectContaining({ tax_country_id: 'IT', rate: 22 }),
        expect.objectContaining({ tax_country_id: 'PL', rate: 23 }),
      ]),
    );
    const pages = (
      await rows<{ identifier: string }>(sql`SELECT identifier FROM cms_pages WHERE is_active`)
    ).map((row) => row.identifier);
    expect(pages).toEqual(
      expect.arrayContaining([
        'about-us',
        'customer-service',
        'privacy-policy-cookie-restriction-mode',
        'no-route',
        'home',
      ]),
    );
    expect(await count(sql`SELECT count(*) AS count FROM cms_blocks`)).toBeGreaterThanOrEqual(6);
    const statuses = await rows<{ review_status: number; count: string }>(
      sql`SELECT review_status, count(*) AS count FROM reviews GROUP BY review_status ORDER BY review_status`,
    );
    expect(statuses.map((row) => row.review_status)).toEqual([1, 2]);
    expect(
      await count(
        sql`SELECT count(*) AS count FROM reviews r LEFT JOIN products p ON p.id = r.product_id WHERE p.id IS NULL`,
      ),
    ).toBe(0);
    const seedMeta = await one<{ value: { version: number; products: number; createdAt: string } }>(
      sql`SELECT value FROM meta WHERE key = 'seed'`,
    );
    expect(seedMeta.value).toMatchObject({
      version: 1,
      products: summary.listedProducts,
      createdAt: now.toISOString(),
    });
  });

  it('has a stock row per product, with out-of-stock products and variants', async () => {
    expect(await count(sql`SELECT count(*) AS count FROM stock`)).toBe(summary.productRows);
    expect(
      await count(
        sql`SELECT count(*) AS count FROM products p LEFT JOIN stock s ON s.product_id = p.id AND s.sku = p.sku WHERE s.product_id IS NULL`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*) AS count FROM stock s JOIN products p ON p.id = s.product_id WHERE NOT s.is_in_stock AND s.qty = 0 AND p.parent_sku IS NULL AND p.type_id = 'simple'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS count FROM stock s JOIN products p ON p.id = s.product_id WHERE NOT s.is_in_stock AND p.parent_sku IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS count FROM stock s JOIN products p ON p.id = s.product_id WHERE p.type_id IN ('virtual', 'downloadable') AND s.manage_stock`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS count FROM stock WHERE min_sale_qty <> 1`)).toBe(0);
  });

  it('fills the search lexicon from product and category names', async () => {
    const words = (
      await rows<{ word: string }>(
        sql`SELECT word FROM search_lexicon WHERE word IN ('hoodie', 'hoodies', 'jacket', 'tees', 'sweatshirts')`,
      )
    ).map((row) => row.word);
    expect(words).toEqual(expect.arrayContaining(['hoodie', 'hoodies', 'jacket', 'tees', 'sweatshirts']));
    expect(
      await count(
        sql`SELECT count(*) AS count FROM search_lexicon WHERE word !~ '^[[:alpha:]]{3,}$' OR word <> lower(word) OR frequency < 1`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS count FROM search_lexicon`)).toBe(summary.lexiconWords);
  });

  it('makes the full-text index find products by name and category', async () => {
    const hits = await count(
      sql`SELECT count(*) AS count FROM products WHERE search_vector @@ to_tsquery('english', 'hoodie') AND visibility IN (3, 4)`,
    );
    expect(hits).toBeGreaterThan(5);
  });

  it('does not generate images when images is false', () => {
    expect(summary.images).toBeNull();
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  });

  it('refuses a database that has products, and reseeds the same catalogue with reset', async () => {
    await expect(seedDatabase(database.db, { images: false })).rejects.toBeInstanceOf(SeedRefusedError);
    const before = await rows<{ id: number; sku: string; name: string; price: string }>(
      sql`SELECT id, sku, name, price FROM products ORDER BY id`,
    );
    const again = await seedDatabase(database.db, { images: false, reset: true, now });
    expect(again.productRows).toBe(summary.productRows);
    const after = await rows<{ id: number; sku: string; name: string; price: string }>(
      sql`SELECT id, sku, name, price FROM products ORDER BY id`,
    );
    expect(after).toEqual(before);
    expect(await count(sql`SELECT count(*) AS count FROM reviews`)).toBe(
      summary.reviews.approved + summary.reviews.pending,
    );
  }, 120_000);
});
