import { sql, type SQL } from 'drizzle-orm';
import { searchConfig } from '@/lib/config/constants';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/** Words that carry no meaning for a product search and that PostgreSQL's english config drops anyway. */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'of', 'a', 'an', 'in', 'on', 'to', 'by', 'or', 'at', 'is']);

export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, 10);
}

export interface TextQuery {
  tokens: string[];
  /** Per token: the tsquery text `(token:* | expansion | …)`. */
  tokenQueries: string[];
  /** Tokens a product must match (minimum_should_match 75 %). */
  minimumMatches: number;
  raw: string;
}

/**
 * Expands every token with lexicon words within edit distance 2 that share the first two letters (spec §9:
 * fuzziness 2, prefix length 2, max expansions 3), so "hoodei" also searches "hoodie".
 */
export async function buildTextQuery(db: Db, text: string): Promise<TextQuery | null> {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const fuzzyTokens = tokens.filter((token) => token.length >= 3 && /[a-z]/.test(token));
  const expansions = new Map<string, string[]>();
  if (fuzzyTokens.length > 0) {
    const result = await execute<{ token: string; word: string }>(db, sql`
      SELECT t.token, l.word
      FROM unnest(ARRAY[${sql.join(
        fuzzyTokens.map((token) => sql`${token}`),
        sql`, `,
      )}]::text[]) AS t(token)
      CROSS JOIN LATERAL (
        SELECT word FROM search_lexicon
        WHERE left(word, ${searchConfig.prefixLength}) = left(t.token, ${searchConfig.prefixLength})
          AND word <> t.token
          AND levenshtein(word, t.token) <= ${searchConfig.fuzziness}
        ORDER BY levenshtein(word, t.token), frequency DESC, word
        LIMIT ${searchConfig.maxExpansions}
      ) l`);
    for (const row of result.rows) {
      expansions.set(row.token, [...(expansions.get(row.token) ?? []), row.word]);
    }
  }
  const tokenQueries = tokens.map((token) => [`${token}:*`, ...(expansions.get(token) ?? [])].join(' | '));
  return {
    tokens,
    tokenQueries,
    minimumMatches: Math.max(1, Math.ceil(tokens.length * searchConfig.minimumShouldMatch)),
    // The raw text reaches SQL in the SKU match: no NUL (PostgreSQL refuses it), and no more than a search box holds.
    raw: text.replace(/\u0000/g, '').trim().slice(0, 200),
  };
}

const RANK_WEIGHTS = `{0, ${searchConfig.boosts.categoryName / searchConfig.boosts.name}, ${
  searchConfig.boosts.sku / searchConfig.boosts.name
}, 1}`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Only a query with a digit can be a SKU ("WS01", "24-MB01"); other queries skip the (unindexed) SKU scan. */
export function looksLikeSku(raw: string): boolean {
  return /\d/.test(raw);
}

function anyTokenQuery(query: TextQuery): string {
  return query.tokenQueries.map((tokenQuery) => `(${tokenQuery})`).join(' | ');
}

/**
 * The WHERE condition of a text search over products aliased `p`. The `@@ any token` test lets the GIN index
 * find the candidates; the per-token count then applies minimum_should_match to them.
 */
export function textCondition(query: TextQuery): SQL {
  const matches = query.tokenQueries.map(
    (tokenQuery) => sql`(p.search_vector @@ to_tsquery('english', ${tokenQuery}))::int`,
  );
  const fullText = sql`(p.search_vector @@ to_tsquery('english', ${anyTokenQuery(query)})
    AND (${sql.join(matches, sql` + `)}) >= ${query.minimumMatches})`;
  if (!looksLikeSku(query.raw)) return fullText;
  const skuPrefix = `${escapeLike(query.raw)}%`;
  return sql`(${fullText}
    OR p.sku ILIKE ${skuPrefix}
    OR p.sku IN (SELECT c.parent_sku FROM products c WHERE c.sku ILIKE ${skuPrefix} AND c.parent_sku IS NOT NULL))`;
}

/** Relevance: weighted full-text rank (name 4, sku 2, category 1) plus a boost for a SKU hit. */
export function textScore(query: TextQuery): SQL {
  const rank = sql`ts_rank(${RANK_WEIGHTS}::float4[], p.search_vector, to_tsquery('english', ${anyTokenQuery(query)}))`;
  if (!looksLikeSku(query.raw)) return rank;
  return sql`(${rank} + CASE WHEN p.sku ILIKE ${escapeLike(query.raw)} THEN 1 ELSE 0 END)`;
}

export { escapeLike };
