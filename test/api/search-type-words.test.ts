/**
 * A word of a text that names a product type (an active category: "jacket" in "red jacket") weighs more than the
 * others. The categories' names are read as vectors once per change of the categories, in each store's language with
 * its translated names, and a category renamed by an import (a new catalogue version) is a type word at once.
 */
import { sql } from 'drizzle-orm';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { execute } from '@/lib/server/db/execute';
import { buildTextQuery } from '@/lib/server/search/text-query';
import { databaseKind, seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

const db = seededShopPerFile();
// The version stamp checked on every read: the new version is seen at once, as another instance sees it when notified.
beforeAll(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 0 }));
afterAll(() => configureCatalogCache(null));

const weights = async (text: string, language: 'english' | 'german' | 'italian' = 'english') => (await buildTextQuery(db(), text, language))!.weights;

describe(`type words of a text (${databaseKind()})`, () => {
  it('weighs a word naming an active category more, in English and in the German names', async () => {
    const [plain, typed] = await weights('red jacket');
    expect(typed).toBeGreaterThan(plain!);
    expect(await weights('jacket red')).toEqual([typed, plain]);
    // "Women" is "Damen" in the German store: only its translated name makes "damen" a type word.
    const [women] = (await execute<{ de: string | null }>(db(), sql`SELECT doc #>> '{translations,de,name}' AS de
      FROM categories WHERE is_active AND name = 'Women' LIMIT 1`)).rows;
    expect(women?.de).toBe('Damen');
    expect(await weights('rote damen', 'german')).toEqual([plain, typed]);
    expect(await weights('rote damen')).toEqual([plain, plain]);
  });

  it('reads a renamed category as a type word once the catalogue version changes', async () => {
    expect(await weights('zebra tee')).toEqual([1, expect.any(Number)]);
    const [category] = (await execute<{ id: number }>(db(), sql`SELECT id FROM categories WHERE is_active AND level >= 3 ORDER BY id LIMIT 1`)).rows;
    await execute(db(), sql`UPDATE categories SET name = 'Zebras' WHERE id = ${category!.id}`);
    await bumpCatalogVersion(db());
    const [zebra, jacket] = await weights('zebra jacket');
    expect(zebra).toBe(jacket);
    expect(zebra).toBeGreaterThan(1);
  });
});
