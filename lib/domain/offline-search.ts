import { searchConfig } from '@/lib/config/constants';
import { minimumShouldMatch, STOP_WORDS } from './search-query';

/**
 * Search offline (issue 45, ADR 0052): the products the shopper has already seen, kept in the browser per store view,
 * matched against the search text without the server. Pure rules; the list lives in IndexedDB
 * (lib/offline/seen-products.ts).
 *
 * The rule, a small cousin of the server's (ADR 0018): words are lower-cased and accent-folded ("Größe" → "grosse",
 * "maglietta" = "Maglietta"), each word of the text matches a word of the product's name or sku that starts with it,
 * 75 % of the words must match (minimum_should_match, rounded down, at least one), a word found in the name counts
 * more than one found in the sku (boosts 4 and 2) and a whole word a little more than a prefix. The shop's stop words
 * ("for", "the", "mit") are left out, as online. No fuzziness, no synonyms, and not the longer stop lists of
 * PostgreSQL's text search configurations ("all", "over"), which the online search also drops.
 */

/** Products kept per store view: the newest seen. */
export const SEEN_PRODUCTS_LIMIT = 500;

/** What is kept of a product seen on a page or in a search answer: enough to find it and draw its tile offline. */
export interface SeenProduct {
  /** The product page's sku (the configurable, not a variant). */
  sku: string;
  storeCode: string;
  name: string;
  /** The product page's path, store prefix included. */
  url: string;
  /** The catalogue path of its photo, or null. */
  image: string | null;
  /** The price as shown when it was seen (formatted in the store's currency). */
  price: string;
  /** ms since the epoch */
  seenAt: number;
}

/** Lower case without accents: "Größe Über" → "grosse uber". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The words of a text, folded: letters and digits, anything else separates ("MJ01-XS" → mj01, xs). */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

const FOLDED_STOP_WORDS = new Set([...STOP_WORDS].map(foldText));

/** The words of a search text that count: folded, without stop words, each once. */
export function offlineQueryWords(text: string): string[] {
  return [...new Set(foldedWords(text).filter((word) => !FOLDED_STOP_WORDS.has(word)))];
}

const WHOLE_WORD_BONUS = 1;

/** The score of one query word in a list of words: the boost for a whole word or a prefix, 0 when none starts with it. */
function wordScore(word: string, words: readonly string[], boost: number): number {
  if (words.includes(word)) return boost + WHOLE_WORD_BONUS;
  return words.some((candidate) => candidate.startsWith(word)) ? boost : 0;
}

/** A product's score for the query words, or 0 when fewer words match than minimum_should_match asks. */
export function seenProductScore(product: Pick<SeenProduct, 'name' | 'sku'>, queryWords: readonly string[]): number {
  if (queryWords.length === 0) return 0;
  const nameWords = foldedWords(product.name);
  const skuWords = foldedWords(product.sku);
  let matched = 0;
  let score = 0;
  for (const word of queryWords) {
    const hit = wordScore(word, nameWords, searchConfig.boosts.name) || wordScore(word, skuWords, searchConfig.boosts.sku);
    if (hit > 0) matched += 1;
    score += hit;
  }
  return matched >= minimumShouldMatch(queryWords.length, searchConfig.minimumShouldMatch) ? score : 0;
}

/**
 * The store view's seen products that match `text`, best first: the higher score, then the more recently seen, then
 * by name. One entry per sku.
 */
export function matchSeenProducts(list: readonly SeenProduct[], storeCode: string, text: string): SeenProduct[] {
  const queryWords = offlineQueryWords(text);
  const newest = new Map<string, SeenProduct>();
  for (const product of list) {
    if (product.storeCode !== storeCode) continue;
    const known = newest.get(product.sku);
    if (!known || known.seenAt < product.seenAt) newest.set(product.sku, product);
  }
  return [...newest.values()]
    .map((product) => ({ product, score: seenProductScore(product, queryWords) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.product.seenAt - a.product.seenAt || a.product.name.localeCompare(b.product.name))
    .map((entry) => entry.product);
}

/** The skus of a store view to forget so that only its newest `limit` remain. */
export function seenProductsToForget(list: readonly Pick<SeenProduct, 'sku' | 'seenAt'>[], limit = SEEN_PRODUCTS_LIMIT): string[] {
  return [...list]
    .sort((a, b) => b.seenAt - a.seenAt)
    .slice(limit)
    .map((entry) => entry.sku);
}

/**
 * A page of offline results, with the spec's flags of a search answer (§3 Search result): `offline` always,
 * `noresults` when nothing matched.
 */
export interface OfflineSearchPage {
  items: SeenProduct[];
  total: number;
  offline: true;
  noresults: boolean;
}

export function offlineSearchPage(matches: readonly SeenProduct[], from: number, size: number): OfflineSearchPage {
  const start = Math.max(0, from);
  return { items: matches.slice(start, start + Math.max(1, size)), total: matches.length, offline: true, noresults: matches.length === 0 };
}
