import 'server-only';
import { searchConfig } from '@/lib/config/constants';
import type { Db } from '@/lib/server/db/client';
import { nearestWords } from '@/lib/domain/lexicon-words';
import { loadLexicon } from './lexicon';
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
  const lexicon = await loadLexicon(db);
  const known = new Set(lexicon.map(({ word }) => word));
  // Each word the lexicon does not know, of three letters or more: its closest known words, best first. A word of the
  // synonym table is no typo either ("t-shirts" is not offered as "shorts" when filters leave no tee).
  const misspelt = (term: TextQuery['terms'][number]) => term.key.length >= 3 && !known.has(term.key) && term.synonyms.length === 0;
  const corrections = new Map(
    query.terms.map((term) => [term.key, misspelt(term) ? nearestWords(lexicon, term.key, searchConfig.fuzziness, { limit: MAX_SUGGESTIONS }) : []]),
  );
  const candidates: string[] = [];
  for (let rank = 1; rank <= MAX_SUGGESTIONS; rank++) {
    const words = keys.map((key) => corrections.get(key)?.[rank - 1] ?? corrections.get(key)?.[0] ?? key);
    const text = words.join(' ');
    if (text !== keys.join(' ') && !candidates.includes(text)) candidates.push(text);
  }
  const found = await Promise.all(candidates.map(async (text) => ((await countMatches(text)) > 0 ? text : null)));
  return found.filter((text): text is string => text !== null);
}
