/**
 * What an import asks running shops to expire (ADR 0055): an update of existing products' prices, stock or texts names
 * those products and their categories (catalog_changes), so every instance re-renders only them; a new product, a
 * renamed one, one at another address and a new category still drop the whole catalogue (the version stamp), because
 * cached searches and URL look-ups name only what they found. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readCatalogVersion } from '@/lib/server/catalog/catalog-version';
import type { Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport } from '@/lib/server/import';
import { createTestDatabase, databaseKind } from './support/test-database';

jest.setTimeout(120_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-expiry-'));
const HEADER = 'sku,store_view_code,product_type,categories,name,price,visibility,url_key,qty,is_in_stock';
let database: Database;
let files = 0;

/** Imports one CSV of the given rows; answers whether the version stamp moved and the change rows it added. */
async function importRows(...lines: string[]) {
  const file = path.join(root, `file-${++files}.csv`);
  fs.writeFileSync(file, [HEADER, ...lines].join('\n') + '\n');
  const version = await readCatalogVersion(database.db);
  const [{ last } = { last: 0 }] = (await execute<{ last: number | null }>(database.db, sql`SELECT coalesce(max(id), 0)::int AS last FROM catalog_changes`)).rows;
  const summary = await runImport(database.db, [file], { mediaDir: path.join(root, 'media') });
  expect(summary.report.problems).toEqual([]);
  const published = await execute<{ tags: string[] }>(database.db, sql`SELECT tags FROM catalog_changes WHERE id > ${last} ORDER BY id`);
  return { wholeCatalogue: (await readCatalogVersion(database.db)) !== version, tags: published.rows.flatMap((row) => row.tags) };
}

const categoryOf = async (sku: string) =>
  (await execute<{ ids: number[] }>(database.db, sql`SELECT category_ids AS ids FROM products WHERE sku = ${sku}`)).rows[0]!.ids;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`what an import expires in running shops (${databaseKind()})`, () => {
  it('a new product: the whole catalogue', async () => {
    const result = await importRows('EXP-1,,simple,Default Category/Gear/Bags,Expiry Bag,30,"Catalog, Search",expiry-bag,5,1');
    expect(result).toEqual({ wholeCatalogue: true, tags: [] });
  });

  it('a price and stock update of existing products: those products and their categories only', async () => {
    const result = await importRows('EXP-1,,simple,Default Category/Gear/Bags,Expiry Bag,32.5,"Catalog, Search",expiry-bag,0,0');
    expect(result.wholeCatalogue).toBe(false);
    const categories = await categoryOf('EXP-1');
    expect(categories.length).toBeGreaterThan(0);
    expect([...result.tags].sort()).toEqual(['product:EXP-1', ...categories.map((id) => `category:${id}`)].sort());
  });

  it('a product moved to another category: the category it left is expired too', async () => {
    const before = await categoryOf('EXP-1');
    await importRows('EXP-2,,simple,Default Category/Gear/Watches,Expiry Watch,20,"Catalog, Search",expiry-watch,5,1');
    const result = await importRows('EXP-1,,simple,Default Category/Gear/Watches,Expiry Bag,32.5,"Catalog, Search",expiry-bag,0,0');
    expect(result.wholeCatalogue).toBe(false);
    for (const id of [...before, ...(await categoryOf('EXP-1'))]) expect(result.tags).toContain(`category:${id}`);
  });

  it('a renamed product, a new url key, a new category or a translated name: the whole catalogue', async () => {
    expect((await importRows('EXP-1,,simple,Default Category/Gear/Watches,Expiry Duffle,32.5,"Catalog, Search",expiry-bag,0,0')).wholeCatalogue).toBe(true);
    expect((await importRows('EXP-1,,simple,Default Category/Gear/Watches,Expiry Duffle,32.5,"Catalog, Search",expiry-duffle,0,0')).wholeCatalogue).toBe(true);
    expect((await importRows('EXP-2,,simple,Default Category/Gear/Clocks,Expiry Watch,20,"Catalog, Search",expiry-watch,5,1')).wholeCatalogue).toBe(true);
    expect((await importRows('EXP-2,de,,,Ablauf-Uhr,,,,,')).wholeCatalogue).toBe(true);
  });
});
