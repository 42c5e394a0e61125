import 'server-only';
import { sql } from 'drizzle-orm';
import type { SearchLanguage } from '@/lib/domain/search-query';
import { parseTsQuery, supportedQuery, type QueryNode } from '@/lib/domain/text-query-match';
import { rankedMatches, type TextPlan } from '@/lib/domain/text-ranking';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { facetIndexOf } from './facet-index';
import { candidateMatchesEnough, PRE_RANK_WEIGHTS, rankedByQueriesAlone, textQueryTexts, type TextQuery } from './text-query';

/** The empty query (every word a stop word) matches nothing and ranks 0, as in PostgreSQL: a lexeme no vector holds. */
const NOTHING: QueryNode = { kind: 'word', word: '', prefix: false, weights: 0 };

/** The tsquery texts as `to_tsquery` normalizes them (stems, stop words), read once per text like the text query. */
const normalizedQueries = cachedRead(
  'search-normalized-queries',
  async (db: Db, language: SearchLanguage, texts: string[]): Promise<string[]> => {
    const { rows } = await execute<{ tree: string }>(
      db,
      sql`SELECT to_tsquery(${language}::regconfig, q.text)::text AS tree FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS q(text, n) ORDER BY q.n`,
    );
    return rows.map((row) => row.tree);
  },
  { key: (language, texts) => `${language}|${JSON.stringify(texts)}` },
);

/** The text's queries as trees, or null when one holds what the text columns do not answer. */
async function planOf(db: Db, query: TextQuery): Promise<TextPlan | null> {
  const texts = textQueryTexts(query);
  const [candidate, anyTerm, ...terms] = (await normalizedQueries(db, query.language, [texts.candidate, texts.anyTerm, ...texts.terms])).map(
    (tree) => parseTsQuery(tree) ?? NOTHING,
  );
  const nodes = [candidate!, anyTerm!, ...terms];
  if (!nodes.every((node) => supportedQuery(node))) return null;
  return {
    candidate: candidate!,
    anyTerm: anyTerm!,
    terms,
    minimumMatches: query.minimumMatches,
    enough: candidateMatchesEnough(query),
    weights: PRE_RANK_WEIGHTS,
  };
}

/**
 * A text search without filters, ordered by relevance, found in this instance's copy of the text vectors (ADR 0082):
 * how many products match, and the ids of the best `limit` by the statement's pre-rank, best first. Null when the copy
 * cannot answer it (not filled or not in step, the language not kept yet, a SKU-like text, min_score that may bite)
 * or the catalogue is small (SEARCH_TEXT_IN_MEMORY_FROM, FacetIndex.textOf): the statement answers then.
 */
export async function rankedInMemory(db: Db, query: TextQuery, inStockOnly: boolean, limit: number): Promise<{ counted: number; best: number[] } | null> {
  const index = facetIndexOf(db);
  if (!index || !rankedByQueriesAlone(query) || !index.textOf(query.language)) return null;
  const plan = await planOf(db, query);
  if (!plan || !(await index.inStep())) return null;
  const held = index.textOf(query.language);
  if (!held) return null;
  const { columns, text } = held;
  return rankedMatches(text, columns.ids, plan, inStockOnly ? (slot) => columns.inStock(slot) : () => true, limit);
}
