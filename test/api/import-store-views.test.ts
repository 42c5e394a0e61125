/**
 * Issue 44: a Magento product CSV's store-view rows (`store_view_code` de or it) give a product its German and
 * Italian name, texts and address (ADR 0048): the store's URL map resolves the translated url key, and bad rows are
 * refused with file:line and the reason. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST as urlMap } from '@/app/api/url/map/route';
import { type Database, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport, type ImportSummary } from '@/lib/server/import';
import { call } from './support/http';
import { createTestDatabase, databaseKind } from './support/test-database';

jest.setTimeout(120_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-store-views-'));
const mediaDir = path.join(root, 'media');
const HEADER = 'sku,store_view_code,product_type,categories,name,description,price,visibility,url_key,meta_title,qty,is_in_stock';

function csv(name: string, lines: string[]): string {
  const file = path.join(root, name);
  fs.writeFileSync(file, [HEADER, ...lines].join('\n') + '\n');
  return file;
}

let database: Database;
let first: ImportSummary;

const docOf = async (sku: string) =>
  (await execute<{ doc: Record<string, any> }>(database.db, sql`SELECT doc FROM products WHERE sku = ${sku}`)).rows[0]?.doc;
const problem = (summary: ImportSummary, line: number) => summary.report.problems.find((entry) => entry.line === line)?.message;

beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  first = await runImport(
    database.db,
    [
      csv('products.csv', [
        'ST-01,,simple,Default Category/Women/Jackets,Trail Jacket,<p>Light.</p>,60,"Catalog, Search",trail-jacket,,5,1',
        'ST-01,de,,,Trail-Jacke,"<p>Leicht.</p><script>alert(1)</script>",,,trail-jacke,Trail-Jacke kaufen,,',
        'ST-01,it,,,Giacca da trail,,,,giacca-da-trail,,,',
        'ST-01,fr,,,Veste de trail,,,,veste-de-trail,,,',
        'NOPE-1,de,,,Nichts,,,,nichts,,,',
        'ST-01,de,,,,,,,Trail Jacke!,,,',
        'ST-01,default,,,Trail Jacket,,,,,,,',
      ]),
    ],
    { mediaDir },
  );
});

afterAll(async () => {
  setDatabase(undefined);
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`store-view rows of a Magento CSV (${databaseKind()})`, () => {
  it("become the product's German and Italian texts and address; HTML is cleaned as in the admin row", async () => {
    const doc = await docOf('ST-01');
    expect(doc?.name).toBe('Trail Jacket');
    expect(doc?.translations?.de).toEqual({
      name: 'Trail-Jacke',
      description: '<p>Leicht.</p>',
      meta_title: 'Trail-Jacke kaufen',
      url_key: 'trail-jacke',
      url_path: 'trail-jacke',
      slug: 'trail-jacke',
    });
    expect(doc?.translations?.it).toMatchObject({ name: 'Giacca da trail', url_key: 'giacca-da-trail' });
  });

  it("are resolved at the store's address by the URL map, and not in another store", async () => {
    const map = async (url: string, storeCode?: string) =>
      (await call(urlMap, `/api/url/map${storeCode ? `?storeCode=${storeCode}` : ''}`, { body: { url } })).json as Record<string, any> | null;
    expect(await map('/de/trail-jacke', 'de')).toMatchObject({ _type: 'product', _source: { sku: 'ST-01', url_key: 'trail-jacke' } });
    expect(await map('/it/giacca-da-trail', 'it')).toMatchObject({ _source: { sku: 'ST-01' } });
    expect(await map('/trail-jacke')).toBeNull();
  });

  it('refuses rows of an unknown store view, of an unknown sku and with a bad url key, with the reason', () => {
    expect(problem(first, 5)).toMatch(/store_view_code must be one of de, it/);
    expect(problem(first, 6)).toMatch(/NOPE-1: a store-view row for a sku that is neither in this file nor in the catalogue/);
    expect(problem(first, 7)).toMatch(/url_key may hold only a-z, 0-9 and single hyphens/);
    expect(first.report.problems).toHaveLength(3);
  });

  it("updates a stored product's store texts from a later file that names only its store-view row, keeping the rest", async () => {
    const second = await runImport(database.db, [csv('later.csv', ['ST-01,de,,,,,,,,Neue Trail-Jacke,,'])], { mediaDir });
    expect(second.report.problems).toEqual([]);
    const doc = await docOf('ST-01');
    expect(doc?.translations?.de).toMatchObject({ name: 'Trail-Jacke', meta_title: 'Neue Trail-Jacke', url_key: 'trail-jacke' });
    expect(doc?.price).toBe(60);
  });

  it('keeps the store texts and addresses when a later file updates the product without store-view rows', async () => {
    const third = await runImport(database.db, [csv('price.csv', ['ST-01,,simple,Default Category/Women/Jackets,Trail Jacket,<p>Light.</p>,64,"Catalog, Search",trail-jacket,,3,1'])], { mediaDir });
    expect(third.report.problems).toEqual([]);
    const doc = await docOf('ST-01');
    expect(doc?.price).toBe(64);
    expect(doc?.translations?.de).toMatchObject({ name: 'Trail-Jacke', url_key: 'trail-jacke' });
    expect(doc?.translations?.it).toMatchObject({ name: 'Giacca da trail' });
  });
});
