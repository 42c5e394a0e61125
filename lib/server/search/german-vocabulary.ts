/**
 * The German vocabulary of compound splitting (ADR 0060): the words (three letters or more, lower case) of the German
 * names of searchable products and active categories, and of the search lexicon (the English names, which the German
 * vector also holds). Reading it from the product documents took 2.6 s at 100,000 products on PostgreSQL, so it is
 * kept in `meta` whenever the search texts are written (seed, import, start) and a search reads one row.
 * No 'server-only': the seed and import scripts (tsx) store it.
 */
import { sql } from 'drizzle-orm';
import { catalogRules } from '@/lib/config/constants';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { integerList } from '@/lib/server/db/sql-literals';
import { lexiconWords } from '@/lib/server/seed/slug';

const META_KEY = 'search-vocabulary-de';

/** Reads the vocabulary from the catalogue itself: every product document of the searchable products. */
async function collectGermanVocabulary(db: Db): Promise<string[]> {
  const result = await execute<{ name: string }>(db, sql`
    SELECT DISTINCT doc #>> '{translations,de,name}' AS name FROM products
    WHERE visibility IN ${integerList(catalogRules.searchVisibilities)} AND doc #>> '{translations,de,name}' IS NOT NULL
    UNION SELECT doc #>> '{translations,de,name}' FROM categories
    WHERE is_active AND doc #>> '{translations,de,name}' IS NOT NULL
    UNION SELECT word FROM search_lexicon`);
  return [...new Set(result.rows.flatMap((row) => lexiconWords(row.name)))].sort();
}

/** Collects the vocabulary and keeps it for searches; answers how many words it holds. */
export async function storeGermanVocabulary(db: Db): Promise<number> {
  const words = await collectGermanVocabulary(db);
  const value = JSON.stringify({ words });
  await execute(db, sql`INSERT INTO meta (key, value) VALUES (${META_KEY}, ${value}::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  return words.length;
}

/** True when the vocabulary was kept (a database written before it was, or by hand, has none yet). */
export async function hasStoredGermanVocabulary(db: Db): Promise<boolean> {
  const result = await execute<{ found: number }>(db, sql`SELECT 1 AS found FROM meta WHERE key = ${META_KEY}`);
  return result.rows.length > 0;
}

/** The kept vocabulary, or, where none was kept, the one read from the catalogue (slow on a large one). */
export async function readGermanVocabulary(db: Db): Promise<ReadonlySet<string>> {
  const stored = await execute<{ words: string[] }>(db, sql`SELECT value -> 'words' AS words FROM meta WHERE key = ${META_KEY}`);
  const words = stored.rows[0]?.words;
  return new Set(Array.isArray(words) ? words : await collectGermanVocabulary(db));
}
