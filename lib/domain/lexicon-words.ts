import { distance } from 'fastest-levenshtein';

/** A word of the search lexicon, with how many products' names hold it. */
export interface LexiconWord {
  word: string;
  frequency: number;
}

/**
 * The lexicon's words other than `token` within `edits` edits of it (Levenshtein: insertions, deletions and
 * substitutions of one character each, as PostgreSQL's `levenshtein`), that start with its first `prefixLength`
 * characters when given: the closest first, then the most frequent, then in code-point order; at most `limit`.
 */
export function nearestWords(
  lexicon: readonly LexiconWord[],
  token: string,
  edits: number,
  { prefixLength = 0, limit }: { prefixLength?: number; limit: number },
): string[] {
  const prefix = token.slice(0, prefixLength);
  const found: { word: string; frequency: number; edits: number }[] = [];
  for (const { word, frequency } of lexicon) {
    if (word === token || Math.abs(word.length - token.length) > edits || !word.startsWith(prefix)) continue;
    const apart = distance(word, token);
    if (apart <= edits) found.push({ word, frequency, edits: apart });
  }
  found.sort((a, b) => a.edits - b.edits || b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return found.slice(0, limit).map(({ word }) => word);
}
