/**
 * A necessary condition for minimum_should_match that the text index can answer on its own (ADR 0071). A product
 * that matches at least `m` of `n` terms misses at most `n − m`, so of any `n − m + r` terms it matches at least `r`.
 * Asking for two of the rarest `n − m + 2` terms keeps a broad query's candidates to the few products that hold two
 * rare words; the exact rule is still applied to every candidate, so what is found does not change.
 */
export interface CandidateTerms {
  /** Term positions, rarest first. */
  positions: number[];
  /** How many of them a candidate matches at least: 1 or 2. */
  required: number;
}

/** `shares`: per term, the estimated share of products that match it (0 when unknown: treated as rare). */
export function candidateTerms(shares: readonly number[], minimumMatches: number): CandidateTerms {
  const required = Math.min(2, Math.max(1, minimumMatches));
  const count = Math.min(shares.length, shares.length - minimumMatches + required);
  const byRarity = shares.map((share, position) => ({ share, position })).sort((a, b) => a.share - b.share || a.position - b.position);
  return { positions: byRarity.slice(0, count).map((term) => term.position), required };
}

/**
 * The tsquery text of "at least `required` of these terms" from each term's own tsquery text: `A | B | C` for one,
 * `(A & (B | C)) | (B & C)` for two.
 */
export function atLeastQuery(queries: readonly string[], required: number): string {
  const group = (parts: readonly string[]) => parts.map((part) => `(${part})`).join(' | ');
  if (required <= 1 || queries.length < 2) return group(queries);
  return queries
    .slice(0, -1)
    .map((query, index) => `((${query}) & (${group(queries.slice(index + 1))}))`)
    .join(' | ');
}

/**
 * Whether the candidate query is minimum_should_match itself, so that a candidate needs no further count of its matched
 * terms: when any one of all the terms is enough. Only then: should `to_tsquery` drop a term's whole query (a stop
 * word, which loadTextQuery leaves out of the terms today), "any of the others" stays intact, while two of three
 * ("zip up hoodie" before that) would turn into `zip & hoodie | hoodie`.
 */
export function candidatesDecide({ positions, required }: CandidateTerms, termCount: number, minimumMatches: number): boolean {
  return positions.length === termCount && required === 1 && minimumMatches === 1;
}

/** The tsquery text of "every one of these terms" from each term's own tsquery text: `(A) & (B)`. */
export function allOfQuery(queries: readonly string[]): string {
  return queries.map((query) => `(${query})`).join(' & ');
}

export interface QueryLexeme {
  word: string;
  prefix: boolean;
}

/** The lexemes of a normalized tsquery's text (`querytree`: `'run':* | 't' <-> 'shirt'`). */
export function tsqueryLexemes(tree: string): QueryLexeme[] {
  return [...tree.matchAll(/'((?:[^']|'')+)'(:\*)?/g)].map((match) => ({ word: match[1]!.replace(/''/g, "'"), prefix: Boolean(match[2]) }));
}

/**
 * A term's estimated share of products: the sum over its lexemes of the shares the database's statistics give the
 * frequent lexemes (a prefix counts every frequent lexeme it starts); a lexeme they do not list is rare (0).
 */
export function termShare(lexemes: readonly QueryLexeme[], shares: Readonly<Record<string, number>>): number {
  let sum = 0;
  for (const { word, prefix } of lexemes) {
    if (!prefix) sum += shares[word] ?? 0;
    else for (const [known, share] of Object.entries(shares)) if (known.startsWith(word)) sum += share;
  }
  return sum;
}
