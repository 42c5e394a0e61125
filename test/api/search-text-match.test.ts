/**
 * A text search's queries matched and ranked in memory (lib/domain/text-query-match.ts, ADR 0082) give what the
 * database gives: for every product of the seeded catalogue, in each search language, the texts the shop's searches
 * build (each term's forms with synonyms, typo corrections and German compounds; the candidate query; any term; every
 * term; a term in one field), `vector @@ query` and `ts_rank(weights, vector, query)` to the last bit.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SearchLanguage } from '@/lib/domain/search-query';
import { matchesQuery, parseTsQuery, supportedQuery, textRank } from '@/lib/domain/text-query-match';
import { parseTextVector, type TextVector } from '@/lib/domain/text-vector';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { execute } from '@/lib/server/db/execute';
import { buildTextQuery, inField, SEARCH_VECTOR_COLUMNS, searchTextTableName, textQueryTexts } from '@/lib/server/search/text-query';
import { loadJudgements } from '../search/judgements';
import { databaseKind, seededShopPerFile } from './support/test-database';

jest.setTimeout(300_000);

const db = seededShopPerFile();
beforeAll(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 0 }));
afterAll(() => configureCatalogCache(null));

const LANGUAGE_OF_STORE = { default: 'english', de: 'german', it: 'italian' } as const;
/** The weights the shop's pre-rank uses (D, C, B, A), and PostgreSQL's defaults. */
const WEIGHTS = [
  [0.25, 0.25, 0.5, 1],
  [0.1, 0.2, 0.4, 1],
] as const;

async function vectorsOf(language: SearchLanguage): Promise<Map<number, TextVector>> {
  const table = sql.raw(searchTextTableName(language));
  const { rows } = await execute<{ id: number; vector: string }>(db(), sql`SELECT id, ${sql.raw(SEARCH_VECTOR_COLUMNS[language])}::text AS vector FROM ${table}`);
  return new Map(rows.map((row) => [Number(row.id), parseTextVector(row.vector)]));
}

/** Per product, whether the query matches it and its rank by each weights, as the database answers. */
async function databaseAnswers(language: SearchLanguage, text: string) {
  const table = sql.raw(searchTextTableName(language));
  const v = sql.raw(`p.${SEARCH_VECTOR_COLUMNS[language]}`);
  const ranks = WEIGHTS.map((weights) => sql`ts_rank(${`{${weights.join(',')}}`}::float4[], ${v}, q)::float8`);
  const { rows } = await execute<{ id: number; tree: string; match: boolean; ranks: number[] }>(db(), sql`
    SELECT p.id, q::text AS tree, ${v} @@ q AS match, ARRAY[${sql.join(ranks, sql`, `)}] AS ranks
    FROM ${table} p, to_tsquery(${language}::regconfig, ${text}) q`);
  return rows;
}

/** Texts a shopper types: the judged queries, broad words, phrases, typos and prefixes, in each store's language. */
function texts(): { text: string; language: SearchLanguage }[] {
  const judged = [
    ...loadJudgements(),
    ...loadJudgements(path.join(__dirname, '../search/judgements-demo.md')),
  ].map((row) => ({ text: row.query, language: LANGUAGE_OF_STORE[row.store] as SearchLanguage }));
  const more = ['jacket', 'top', 'watch', 'bag', 'hoodie red', 't-shirt', 'tee', 'yoga pant', 'jakcet', 'hood', 'women jackets men', 'zip up hoodie', 'gym bag black'];
  return [
    ...judged,
    ...more.map((text) => ({ text, language: 'english' as const })),
    ...['jacke', 'hose damen', 'trainingshose', 'tasche'].map((text) => ({ text, language: 'german' as const })),
    ...['giacca', 'pantaloni donna', 'borsa'].map((text) => ({ text, language: 'italian' as const })),
  ];
}

describe(`text queries matched and ranked in memory (${databaseKind()})`, () => {
  it('match and rank every product as the database does', async () => {
    const vectors = new Map<SearchLanguage, Map<number, TextVector>>();
    const mismatches: unknown[] = [];
    let compared = 0;
    let matched = 0;
    const ranked = new Set<number>();
    for (const { text, language } of texts()) {
      const query = await buildTextQuery(db(), text, language);
      if (!query) continue;
      const built = textQueryTexts(query);
      const fieldTexts = query.exactQueries.flatMap((exact) => (['A', 'B', 'C', 'D'] as const).map((weight) => inField(exact, weight)));
      if (!vectors.has(language)) vectors.set(language, await vectorsOf(language));
      const byId = vectors.get(language)!;
      for (const tsquery of [built.candidate, built.anyTerm, built.everyTerm, ...built.terms, ...fieldTexts]) {
        const answers = await databaseAnswers(language, tsquery);
        const tree = answers[0]?.tree ?? '';
        const parsed = parseTsQuery(tree);
        if (!parsed) continue;
        expect([tree, supportedQuery(parsed)]).toEqual([tree, true]);
        for (const answer of answers) {
          const vector = byId.get(Number(answer.id))!;
          const match = matchesQuery(vector, parsed);
          const ranks = WEIGHTS.map((weights) => textRank(weights, vector, parsed));
          compared++;
          if (answer.match) matched++;
          ranks.forEach((rank) => ranked.add(rank));
          if (match !== answer.match || ranks.some((rank, index) => rank !== Number(answer.ranks[index]))) {
            mismatches.push({ text, language, tree, id: answer.id, database: [answer.match, answer.ranks], memory: [match, ranks] });
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Enough of everything compared that a wrong rule shows.
    expect(compared).toBeGreaterThan(100_000);
    expect(matched).toBeGreaterThan(5_000);
    expect(ranked.size).toBeGreaterThan(200);
  });
});
