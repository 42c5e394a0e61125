/**
 * How a shopper's search text becomes query terms (pure rules; the SQL lives in lib/server/search/text-query.ts).
 * Mirrors the spec's Elasticsearch setup (§9): minimum_should_match 75 %, fuzziness up to 2, prefix length 2.
 */

export type SearchLanguage = 'english' | 'german' | 'italian';

/** The PostgreSQL text search configuration of a store view's language (EN, DE, IT); English otherwise. */
export function searchLanguageOf(defaultLanguage: string): SearchLanguage {
  const code = defaultLanguage.slice(0, 2).toUpperCase();
  if (code === 'DE') return 'german';
  if (code === 'IT') return 'italian';
  return 'english';
}

/**
 * Words that carry no meaning for a product search (the text search configurations drop them too), online and offline
 * (lib/domain/offline-search.ts).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'for', 'with', 'of', 'a', 'an', 'in', 'on', 'to', 'by', 'or', 'at', 'is',
  'der', 'die', 'das', 'und', 'für', 'mit', 'il', 'la', 'le', 'di', 'per', 'con', 'da', 'e',
]);

const MAX_QUERY_TERMS = 10;

export interface QueryTerm {
  /** The word as matched against the lexicon and the synonym table: lower case, hyphens and apostrophes removed. */
  key: string;
  /** The term as typed: each form a phrase of one or more words (`['tshirt']`, `['t-shirt']`). */
  forms: string[][];
  /** Its synonyms from the shop's table, also phrases (`['hooded', 'sweatshirt']`); they rank a little lower. */
  synonyms: string[][];
}

/**
 * Splits search text into words, in order and with repeats (baseTerms keeps each term once, after joining a lone
 * letter: "t shirt t shirts" is "t-shirt" and "t-shirts"). A hyphenated word stays one term searched both joined and
 * hyphenated ("t-shirt" → tshirt | t-shirt); an English possessive loses its "'s" ("men's" → men); other apostrophes
 * split ("dell'uomo" → dell uomo).
 */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

const joined = (word: string) => word.replace(/-/g, '');

/** Query terms before synonyms: single words (at least two characters, or a digit) plus their hyphen forms. */
export function baseTerms(text: string, synonyms?: SynonymTable): QueryTerm[] {
  const words = queryWords(text);
  const terms: QueryTerm[] = [];
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    const next = words[index + 1];
    // "t shirt" typed for "t-shirt": a lone letter is joined to the next word when that makes an entry of the synonym
    // table (alone, the letter would be dropped, and "shirt" would find shorts by a typo's correction). As a hyphenated
    // word it keeps the words as typed as a form: a product named "Blue T Shirt" holds "shirt", not "t-shirt".
    if (synonyms && next && /^\p{L}$/u.test(word) && synonymGroup(synonyms, [joined(word) + joined(next)])) {
      word = `${word}-${next}`;
      index += 1;
    }
    const key = joined(word);
    if (key.length < 2 && !/\d/.test(key)) continue;
    // A hyphenated word of letters is also its parts as a phrase: "full-zip" finds "Full Zip" as "full zip" finds
    // "Full-Zip", and "zip-up" finds "zip" ('zip-up' alone is a word no product holds).
    const parts = /^[\p{L}-]+$/u.test(word) ? word.split('-').filter(Boolean) : [];
    const forms = word.includes('-') ? [[key], [word], ...(parts.length > 1 ? [parts] : [])] : [[key]];
    if (!terms.some((term) => term.key === key)) terms.push({ key, forms, synonyms: [] });
  }
  return terms.slice(0, MAX_QUERY_TERMS);
}

/** Synonym groups: every entry a phrase (list of words, keyed by their joined form). */
export interface SynonymTable {
  groupsByKey: Map<string, string[][]>;
  /** Longest phrase length, so that multi-word entries are looked up in the query. */
  longestPhrase: number;
}

const phraseKey = (words: readonly string[]) => words.map(joined).join(' ');

/**
 * Parses the synonym CSV: one group of equivalent terms a line, separated by commas
 * (`tee, t-shirt, tshirt`); `#` starts a comment line. Terms are phrases of one or more words.
 */
export function parseSynonyms(csv: string): SynonymTable {
  const groupsByKey = new Map<string, string[][]>();
  let longestPhrase = 1;
  for (const line of csv.split(/\r?\n/)) {
    if (line.trim().startsWith('#')) continue;
    const group = line
      .split(',')
      .map((entry) => queryWords(entry.replace(/^\s*"|"\s*$/g, '')))
      .filter((phrase) => phrase.length > 0);
    if (group.length < 2) continue;
    for (const phrase of group) {
      longestPhrase = Math.max(longestPhrase, phrase.length);
      const key = phraseKey(phrase);
      const existing = groupsByKey.get(key) ?? [];
      const merged = [...existing];
      for (const other of group) {
        if (!merged.some((known) => phraseKey(known) === phraseKey(other))) merged.push(other);
      }
      groupsByKey.set(key, merged);
    }
  }
  return { groupsByKey, longestPhrase };
}

/**
 * The synonym group of a word or phrase (its joined words), also when its last word is the plural in -s of an entry:
 * "t-shirts", "tshirts" and "hooded sweatshirts" find the groups of "t-shirt" and "hooded sweatshirt". PostgreSQL's
 * stemming already finds a plural of a word products are named with; a synonym is looked up here, as typed.
 */
function synonymGroup(synonyms: SynonymTable, words: readonly string[]): string[][] | undefined {
  const key = words.join(' ');
  const group = synonyms.groupsByKey.get(key);
  if (group || key.length <= 3 || !/[^s]s$/.test(key)) return group;
  return synonyms.groupsByKey.get(key.slice(0, -1));
}

/** Forms of one synonym phrase: joined and, for hyphenated words, hyphenated too. */
function phraseForms(phrase: string[]): string[][] {
  const plain = phrase.map(joined);
  const hyphenated = phrase.some((word) => word.includes('-')) ? [phrase] : [];
  return [plain, ...hyphenated];
}

/**
 * The query terms of a search text with synonyms applied: a word or a run of words that is an entry of the
 * table becomes one term whose synonyms are the rest of the group ("hooded sweatshirt" → hooded sweatshirt | hoodie).
 */
export function queryTerms(text: string, synonyms: SynonymTable): QueryTerm[] {
  const base = baseTerms(text, synonyms);
  const terms: QueryTerm[] = [];
  for (let index = 0; index < base.length; ) {
    let matched = 0;
    for (let length = Math.min(synonyms.longestPhrase, base.length - index); length >= 1; length--) {
      const words = base.slice(index, index + length).map((term) => term.key);
      const group = synonymGroup(synonyms, words);
      if (!group) continue;
      const forms = length === 1 ? base[index]!.forms : [words];
      const own = new Set(forms.map((form) => form.join(' ')));
      const synonymForms = group.flatMap(phraseForms).filter((form) => !own.has(form.join(' ')));
      const unique = synonymForms.filter((form, at) => synonymForms.findIndex((other) => other.join(' ') === form.join(' ')) === at);
      terms.push({ key: words.join(''), forms, synonyms: unique });
      matched = length;
      break;
    }
    if (matched === 0) {
      terms.push(base[index]!);
      matched = 1;
    }
    index += matched;
  }
  return terms;
}

/**
 * Whether a product whose name is this text matches each of its words: true for words of letters only, which
 * PostgreSQL's parser reads as the words `queryWords` finds. Not for "Runner 2.0" or "Tee/Top", which it reads as one
 * token ('2.0', 'tee/top') where the text has two words.
 */
export function nameHoldsEveryWord(text: string): boolean {
  return /^\p{L}+(\s+\p{L}+)*$/u.test(text.trim());
}

/**
 * Elasticsearch's minimum_should_match with a percentage: the percentage of the optional clauses, rounded down,
 * and at least one (2 words → 1, 3 → 2, 4 → 3, 5 → 3).
 */
export function minimumShouldMatch(termCount: number, ratio: number): number {
  return Math.max(1, Math.floor(termCount * ratio + 1e-9));
}

/**
 * Edit distance allowed for a word (Elasticsearch's AUTO fuzziness capped at the spec's 2): none under three
 * letters, one edit for 3–5 letters, two from six letters. Words with digits (SKUs, sizes) are not fuzzy.
 */
export function allowedEdits(word: string, maxFuzziness: number): number {
  if (/\d/.test(word) || word.length < 3) return 0;
  return Math.min(maxFuzziness, word.length < 6 ? 1 : 2);
}
