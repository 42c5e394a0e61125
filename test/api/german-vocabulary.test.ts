/**
 * The German vocabulary of compound splitting is kept when the search texts are written (seed, import, start), so a
 * German search reads one row instead of every product document (2.6 s at 100,000 products on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { seedDatabase } from '@/lib/server/seed';
import { hasStoredGermanVocabulary, readGermanVocabulary } from '@/lib/server/search/german-vocabulary';
import { ensureSearchTexts } from '@/lib/server/search/search-texts';
import { createTestDatabase } from './support/test-database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { images: false });
}, 300_000);

afterAll(async () => {
  await database.close();
});

const forgetVocabulary = () => execute(database.db, sql`DELETE FROM meta WHERE key = 'search-vocabulary-de'`);

it('is kept by the seed, with the German product names and the English lexicon', async () => {
  expect(await hasStoredGermanVocabulary(database.db)).toBe(true);
  const vocabulary = await readGermanVocabulary(database.db);
  expect(vocabulary.has('sporttasche')).toBe(true);
  expect(vocabulary.has('jacket')).toBe(true);
});

it('is read from the catalogue when none was kept, the same words', async () => {
  const kept = await readGermanVocabulary(database.db);
  await forgetVocabulary();
  expect(await hasStoredGermanVocabulary(database.db)).toBe(false);
  expect([...(await readGermanVocabulary(database.db))].sort()).toEqual([...kept].sort());
});

it('is written at start for a database that has none, even when its search texts are current', async () => {
  await ensureSearchTexts(database.db);
  await forgetVocabulary();
  await ensureSearchTexts(database.db);
  expect(await hasStoredGermanVocabulary(database.db)).toBe(true);
});
