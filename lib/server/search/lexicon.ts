import 'server-only';
import { sql } from 'drizzle-orm';
import type { LexiconWord } from '@/lib/domain/lexicon-words';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';

/**
 * The search lexicon (the words of the listed products' names, with their frequencies), read once per catalogue
 * version: only the seed and an import write it, and both set a new one. A few hundred words at 100,000 products;
 * looking for a typo's corrections among them in memory took the place of a statement per text (~1–4 ms).
 */
export const loadLexicon = cachedRead(
  'search-lexicon',
  async (db: Db): Promise<LexiconWord[]> => {
    const { rows } = await execute<{ word: string; frequency: number }>(db, sql`SELECT word, frequency FROM search_lexicon`);
    return rows.map((row) => ({ word: row.word, frequency: Number(row.frequency) }));
  },
  { key: () => 'all' },
);
