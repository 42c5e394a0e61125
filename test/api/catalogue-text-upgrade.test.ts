/**
 * A database stored before issue 10 items 13 and 14 (no translations, names imported with HTML entities) is brought
 * up to date once by upgradeCatalogueTexts (run by `npm start` through scripts/prepare-db.ts).
 */
import { sql } from 'drizzle-orm';
import { storeViews } from '@/lib/config/store-views';
import { upgradeCatalogueTexts } from '@/lib/server/catalog/catalogue-text-upgrade';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { loadMenu } from '@/lib/server/catalog/categories';
import { loadStoreAttributes } from '@/lib/server/catalog/reference-data';
import { execute } from '@/lib/server/db/execute';
import { pickSimple, rows } from './support/commerce';
import { seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

const db = seededShopPerFile(async () => configureCatalogCache({ ttlMs: 0 }));
afterAll(() => configureCatalogCache(null));

it('decodes stored entities, translates the demo catalogue, and runs once', async () => {
  const { sku } = await pickSimple(db());
  // The state of an older database: no translations, an imported name and a category name with entities.
  await execute(db(), sql`UPDATE categories SET doc = doc - 'translations'`);
  await execute(db(), sql`UPDATE attributes SET doc = doc - 'translations'`);
  await execute(db(), sql`UPDATE categories SET name = 'Hoodies &amp; Sweatshirts', doc = jsonb_set(doc, '{name}', '"Hoodies &amp; Sweatshirts"') WHERE id = 24`);
  await execute(
    db(),
    sql`UPDATE products SET name = 'Cobalt CoolTech&trade; Fitness Short', doc = jsonb_set(jsonb_set(doc, '{name}', '"Cobalt CoolTech&trade; Fitness Short"'), '{description}', '"<p>CoolTech&trade;</p>"') WHERE sku = ${sku}`,
  );
  await execute(db(), sql`DELETE FROM meta WHERE key = 'catalogue-texts'`);

  const summary = await upgradeCatalogueTexts(db());
  expect(summary?.decoded).toBeGreaterThanOrEqual(2);
  expect(summary?.translated).toBeGreaterThan(20);

  const [product] = await rows<{ name: string; doc: Record<string, string> }>(db(), sql`SELECT name, doc FROM products WHERE sku = ${sku}`);
  expect([product!.name, product!.doc.name, product!.doc.description]).toEqual([
    'Cobalt CoolTech™ Fitness Short',
    'Cobalt CoolTech™ Fitness Short',
    '<p>CoolTech&trade;</p>',
  ]);
  const [hoodies] = await rows<{ name: string }>(db(), sql`SELECT name FROM categories WHERE id = 24`);
  expect(hoodies!.name).toBe('Hoodies & Sweatshirts');
  expect((await loadMenu(db(), storeViews.de)).map((link) => link.name)).toEqual(expect.arrayContaining(['Damen', 'Herren']));
  const color = (await loadStoreAttributes(db(), storeViews.it)).find((attribute) => attribute.attribute_code === 'color');
  expect(color?.frontend_label).toBe('Colore');

  expect(await upgradeCatalogueTexts(db())).toBeNull();
});
