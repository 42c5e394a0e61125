/**
 * A typo's corrections come from the search lexicon held in memory (read once per catalogue version): the same words,
 * in the same order, as PostgreSQL's `levenshtein` over the lexicon table gives (the statement each text asked before),
 * for the fuzzy expansions (first two letters kept) and for "did you mean" (any first letters), and a new lexicon
 * written by an import (a new catalogue version) is used at once.
 */
import { sql } from 'drizzle-orm';
import { searchConfig } from '@/lib/config/constants';
import { nearestWords } from '@/lib/domain/lexicon-words';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { execute } from '@/lib/server/db/execute';
import { loadLexicon } from '@/lib/server/search/lexicon';
import { buildTextQuery } from '@/lib/server/search/text-query';
import { databaseKind, seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);

const db = seededShopPerFile();
beforeAll(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 0 }));
afterAll(() => configureCatalogCache(null));

/** Typos of a word: a letter dropped, two swapped, one replaced, one added. */
const typosOf = (word: string) => [
  word.slice(0, 2) + word.slice(3),
  word.slice(0, 2) + (word[3] ?? '') + word[2] + word.slice(4),
  word.slice(0, -1) + 'x',
  word + 'e',
];

/** The corrections PostgreSQL's `levenshtein` gives over the lexicon table. */
async function bySql(token: string, edits: number, prefixLength: number, limit: number): Promise<string[]> {
  const { rows } = await execute<{ word: string }>(db(), sql`
    SELECT word FROM search_lexicon
    WHERE word <> ${token} AND left(word, ${prefixLength}) = left(${token}, ${prefixLength})
      AND levenshtein(word, ${token}) <= ${edits}
    ORDER BY levenshtein(word, ${token}), frequency DESC, word COLLATE "C" LIMIT ${limit}`);
  return rows.map((row) => row.word);
}

describe(`a typo's corrections from the lexicon in memory (${databaseKind()})`, () => {
  it('are the words and the order the database gives, with and without the first two letters kept', async () => {
    const lexicon = await loadLexicon(db());
    expect(lexicon.length).toBeGreaterThan(50);
    let corrected = 0;
    for (const { word } of lexicon.filter(({ word }) => word.length >= 5).slice(0, 40)) {
      for (const token of typosOf(word)) {
        for (const edits of [1, 2]) {
          const fuzzy = nearestWords(lexicon, token, edits, { prefixLength: searchConfig.prefixLength, limit: searchConfig.maxExpansions });
          expect([token, edits, fuzzy]).toEqual([token, edits, await bySql(token, edits, searchConfig.prefixLength, searchConfig.maxExpansions)]);
          const anywhere = nearestWords(lexicon, token, edits, { limit: 3 });
          expect([token, edits, anywhere]).toEqual([token, edits, await bySql(token, edits, 0, 3)]);
          if (fuzzy.length > 0) corrected++;
        }
      }
    }
    expect(corrected).toBeGreaterThan(100);
  });

  it('searches a typo with its correction, and a word a new lexicon brings once its catalogue version is set', async () => {
    const hoodie = (await buildTextQuery(db(), 'hoodei', 'english'))!;
    expect(hoodie.fuzzyQueries[0]).toContain("'hoodie'");
    expect((await buildTextQuery(db(), 'zorbling', 'english'))!.fuzzyQueries[0]).toBe('');
    await execute(db(), sql`INSERT INTO search_lexicon (word, frequency) VALUES ('zorblings', 1)`);
    await bumpCatalogVersion(db());
    expect((await buildTextQuery(db(), 'zorbling', 'english'))!.fuzzyQueries[0]).toContain("'zorblings'");
  });
});
