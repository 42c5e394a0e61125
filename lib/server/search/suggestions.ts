import 'server-only';
import { sql } from 'drizzle-orm';
import { searchConfig } from '@/lib/config/constants';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import type { TextQuery } from './text-query';

const MAX_SUGGESTIONS = 3;

/**
 * "Did you mean…" for a search that found nothing: each word the lexicon does not know is replaced by one of its
 * closest lexicon words (edit distance up to 2, any first letters, frequent words first, so "ohodie" → "hoodie"); a
 * corrected text is offered only when it finds products with the same filters. Words the lexicon knows stay as typed,
 * as Elasticsearch's suggesters do by default (`suggest_mode: missing`): a search of correctly spelled words that found
 * nothing is no typo ("tank bag watch" is not offered as "band band water"), and asks no count at all (each count
 * reads every product that matches any word; bench/README.md, stall).
 */
export async function suggestCorrections(
  db: Db,
  query: TextQuery,
  countMatches: (text: string) => Promise<number>,
): Promise<string[]> {
  const keys = query.terms.map((term) => term.key);
  const result = await execute<{ token: string; word: string; rank: number }>(db, sql`
    SELECT t.token, l.word, l.rank::int AS rank
    FROM unnest(${`{${keys.join(',')}}`}::text[]) AS t(token)
    CROSS JOIN LATERAL (
      SELECT word, row_number() OVER (ORDER BY levenshtein(word, t.token), frequency DESC, word) AS rank
      FROM search_lexicon
      WHERE length(t.token) >= 3 AND word <> t.token
        AND NOT EXISTS (SELECT 1 FROM search_lexicon known WHERE known.word = t.token)
        AND length(word) BETWEEN length(t.token) - ${searchConfig.fuzziness} AND length(t.token) + ${searchConfig.fuzziness}
        AND levenshtein(word, t.token) <= ${searchConfig.fuzziness}
      ORDER BY rank LIMIT ${MAX_SUGGESTIONS}
    ) l`);
  const candidates: string[] = [];
  for (let rank = 1; rank <= MAX_SUGGESTIONS; rank++) {
    const words = keys.map(
      (key) =>
        result.rows.find((row) => row.token === key && row.rank === rank)?.word ??
        result.rows.find((row) => row.token === key && row.rank === 1)?.word ??
        key,
    );
    const text = words.join(' ');
    if (text !== keys.join(' ') && !candidates.includes(text)) candidates.push(text);
  }
  const found = await Promise.all(candidates.map(async (text) => ((await countMatches(text)) > 0 ? text : null)));
  return found.filter((text): text is string => text !== null);
}
