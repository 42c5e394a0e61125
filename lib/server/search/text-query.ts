import { getTableName, sql, type SQL } from 'drizzle-orm';
import { searchConfig } from '@/lib/config/constants';
import {
  allowedEdits,
  minimumShouldMatch,
  nameHoldsEveryWord,
  queryTerms,
  type QueryTerm,
  type SearchLanguage,
} from '@/lib/domain/search-query';
import type { Db } from '@/lib/server/db/client';
import { products, productSearch, searchTextTables } from '@/lib/server/db/schema';
import { execute } from '@/lib/server/db/execute';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';
import { loadSynonyms, synonymsStamp } from './synonyms';
import { loadLexicon } from './lexicon';
import { nearestWords } from '@/lib/domain/lexicon-words';
import { compoundQueries, type CompoundQuery } from './compound-query';
import { MATCHED_TERM_SCORE } from '@/lib/domain/text-ranking';
import { allOfQuery, atLeastQuery, candidatesDecide, candidateTerms, termShare, tsqueryLexemes, type CandidateTerms } from '@/lib/domain/candidate-terms';

export interface TextQuery {
  terms: QueryTerm[];
  /** Per term: the tsquery text of its forms as typed (`'tshirt':* | 't-shirt':*`). */
  exactQueries: string[];
  /** Per term: the tsquery text of its synonyms (`'tee':*`), or ''. */
  synonymQueries: string[];
  /** Per term: the tsquery text of its typo corrections from the lexicon, or '' without any. */
  fuzzyQueries: string[];
  /**
   * Per term, German only (ADR 0060): the known compounds it ends (`'sporttasche':* | 'reisetasche':*`) and the known
   * parts it splits into (`damen`, `jacke`); empty in other languages.
   */
  compounds: CompoundQuery[];
  /** Per term: its weight, higher for a word that names a product type (a category: "bag" in "gym bag"). */
  weights: number[];
  /** Terms a product must match (minimum_should_match 75 %, rounded down like Elasticsearch). */
  minimumMatches: number;
  /** The terms the text index asks for (ADR 0071): a product that meets minimumMatches has `required` of them. */
  candidates: CandidateTerms;
  language: SearchLanguage;
  raw: string;
  /** For a SKU-like text: the listed SKUs whose own or a variant's SKU starts with it, and those equal to it. */
  skuMatches: { prefix: string[]; exact: string[] };
}

/** Words reach to_tsquery quoted; queryWords() keeps letters, digits and hyphens only, so quoting is safe. */
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`;

/** A form searched as a word prefix ("hood" finds hoodies) when it is a single word of three letters or more. */
function formQuery(form: string[]): string {
  if (form.length === 1) return lexeme(form[0]!, form[0]!.length >= searchConfig.minQueryLength);
  return `(${form.map((word) => lexeme(word, false)).join(' <-> ')})`;
}

/**
 * Up to 3 lexicon words per term within its allowed edit distance that share the first two letters
 * (spec §9: fuzziness 2, prefix length 2, max expansions 3), so "hoodei" also searches "hoodie".
 */
async function fuzzyExpansions(db: Db, terms: QueryTerm[]): Promise<Map<string, string[]>> {
  const fuzzy = terms
    .map((term) => ({ key: term.key, edits: allowedEdits(term.key, searchConfig.fuzziness) }))
    .filter((term) => term.edits > 0);
  const expansions = new Map<string, string[]>();
  if (fuzzy.length === 0) return expansions;
  const lexicon = await loadLexicon(db);
  for (const { key, edits } of fuzzy) {
    const words = nearestWords(lexicon, key, edits, { prefixLength: searchConfig.prefixLength, limit: searchConfig.maxExpansions });
    if (words.length) expansions.set(key, [...(expansions.get(key) ?? []), ...words]);
  }
  return expansions;
}

interface TermTraits {
  /**
   * The terms (by position) that name an active category: in "gym bag" or "red tee" the shopper names the kind of
   * product with that word, and the products of that kind should come first.
   */
  types: Set<number>;
  /** Per term: its estimated share of products (the text table's statistics), for the candidate terms. */
  shares: number[];
  /**
   * The terms the language's text search configuration drops whole (its stop words: "all", "over", "up" in English):
   * no product can match them, so, like the stop words `queryWords` drops, they are left out of the text's terms and
   * do not count toward minimum_should_match ("all over hoodie" is "hoodie", which found nothing as two of three words).
   */
  stopWords: Set<number>;
}

/**
 * The active categories' names (with the store's translated name) as vectors of the search language, read once per
 * catalogue version like the menu (categories change only by import or seed, which set a new one): turning 40-odd
 * names into vectors again for every text of several words cost more than asking which of its terms they hold.
 */
const loadCategoryVectors = cachedRead(
  'search-category-vectors',
  async (db: Db, language: SearchLanguage): Promise<string[]> => {
    const store = STORE_OF_LANGUAGE[language];
    const translatedName = store ? sql`c.name || ' ' || coalesce(c.doc #>> ${`{translations,${store},name}`}, '')` : sql`c.name`;
    const result = await execute<{ vector: string }>(
      db,
      sql`SELECT to_tsvector(${language}::regconfig, ${translatedName})::text AS vector FROM categories c WHERE c.is_active ORDER BY c.id`,
    );
    return result.rows.map((row) => row.vector);
  },
  { key: (language) => language, tags: () => ['categories'] },
);

/** What a multi-word text's terms are (product types) and how common each is, in one statement. */
async function termTraits(db: Db, language: SearchLanguage, queries: string[]): Promise<TermTraits> {
  const [categoryVectors, lexemeShares] = await Promise.all([loadCategoryVectors(db, language), loadLexemeShares(db, language)]);
  // An array literal is safe here: the texts hold no double quotes, backslashes or commas (see formQuery).
  const result = await execute<{ position: number; type: boolean; tree: string }>(db, sql`
    SELECT q.position::int AS position, querytree(t.query) AS tree, EXISTS (SELECT 1 FROM unnest(${sql.param(categoryVectors)}::tsvector[]) v WHERE v @@ t.query) AS type
    FROM unnest(${`{${queries.map((query) => `"${query}"`).join(',')}}`}::text[]) WITH ORDINALITY AS q(text, position)
    CROSS JOIN LATERAL (SELECT to_tsquery(${language}::regconfig, q.text) AS query) t`);
  const shares = queries.map(() => 0);
  const types = new Set<number>();
  const stopWords = new Set<number>();
  for (const row of result.rows) {
    const position = Number(row.position) - 1;
    if (row.type) types.add(position);
    if (row.tree === '' || row.tree === 'T') stopWords.add(position);
    shares[position] = termShare(tsqueryLexemes(row.tree), lexemeShares);
  }
  return { types, shares, stopWords };
}

/**
 * The share of products holding each frequent lexeme of the language's text table, from PostgreSQL's statistics of
 * its vector (`most_common_elems`, kept by ANALYZE after bulk writes): read once per catalogue version, as reading
 * `pg_stats` costs ~10 ms on PGlite.
 */
const loadLexemeShares = cachedRead(
  'search-lexeme-shares',
  async (db: Db, language: SearchLanguage): Promise<Record<string, number>> => {
    const result = await execute<{ lexeme: string; share: number }>(db, sql`
      SELECT u.lexeme, u.share::float8 AS share
      FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS u(lexeme, share)
      WHERE s.schemaname = current_schema() AND s.tablename = ${searchTextTableName(language)}
        AND s.attname = ${SEARCH_VECTOR_COLUMNS[language]} AND u.lexeme IS NOT NULL`);
    return Object.fromEntries(result.rows.map((row) => [row.lexeme, Number(row.share)]));
  },
  { key: (language) => language },
);

/** The store code whose category translations name product types in a search language ('' for English). */
const STORE_OF_LANGUAGE: Record<SearchLanguage, string> = { english: '', german: 'de', italian: 'it' };

/** A word naming a product type counts this much more than the other words of the query. */
const TYPE_TERM_WEIGHT = 1.5;

/**
 * The query terms with their lexicon expansions, SKU matches and type words: a few small statements per text, cached
 * per language, text and synonym table with the catalogue (the lexicon and SKUs change only with it).
 */
export const buildTextQuery = cachedRead(
  'search-text-query',
  (db: Db, text: string, language: SearchLanguage) => loadTextQuery(db, text, language),
  { key: (text, language) => `${language}|${synonymsStamp()}|${text}` },
);

async function loadTextQuery(db: Db, text: string, language: SearchLanguage): Promise<TextQuery | null> {
  const typed = queryTerms(text, loadSynonyms());
  if (typed.length === 0) return null;
  const typedQueries = typed.map((term) => ({
    exact: term.forms.map(formQuery).join(' | '),
    synonyms: term.synonyms.map(formQuery).join(' | '),
  }));
  const traits =
    typed.length > 1
      ? await termTraits(db, language, typedQueries.map((query) => [query.exact, query.synonyms].filter(Boolean).join(' | ')))
      : { types: new Set<number>(), shares: [0], stopWords: new Set<number>() };
  const kept = typed.flatMap((_, index) => (traits.stopWords.has(index) ? [] : [index]));
  if (kept.length === 0) return null;
  const terms = kept.map((index) => typed[index]!);
  const [expansions, skuMatches, compounds] = await Promise.all([
    fuzzyExpansions(db, terms),
    looksLikeSku(text.trim()) ? findSkus(db, text.trim()) : Promise.resolve({ prefix: [], exact: [] }),
    compoundQueries(db, terms, language),
  ]);
  const minimumMatches = minimumShouldMatch(terms.length, searchConfig.minimumShouldMatch);
  return {
    terms,
    exactQueries: kept.map((index) => typedQueries[index]!.exact),
    synonymQueries: kept.map((index) => typedQueries[index]!.synonyms),
    compounds,
    weights: kept.map((index) => (traits.types.has(index) ? TYPE_TERM_WEIGHT : 1)),
    fuzzyQueries: terms.map((term) => (expansions.get(term.key) ?? []).map((word) => lexeme(word, false)).join(' | ')),
    minimumMatches,
    candidates: candidateTerms(
      kept.map((index) => traits.shares[index] ?? 0),
      minimumMatches,
    ),
    language,
    // The raw text reaches SQL in the SKU match: no NUL (PostgreSQL refuses it), and no more than a search box holds.
    raw: text.replace(/\u0000/g, '').trim().slice(0, 200),
    skuMatches,
  };
}

const MAX_SKU_MATCHES = 100;

/**
 * Products whose SKU, or a variant's SKU, starts with the text (case-insensitive, by the `lower(sku)` index), as
 * their product SKUs, so that the text condition is an index lookup instead of a scan of every SKU.
 */
async function findSkus(db: Db, raw: string): Promise<{ prefix: string[]; exact: string[] }> {
  const lower = raw.toLowerCase();
  const result = await execute<{ sku: string; exact: boolean }>(db, sql`
    SELECT COALESCE(parent_sku, sku) AS sku, bool_or(lower(sku) = ${lower}) AS exact
    FROM products WHERE lower(sku) LIKE ${`${escapeLike(lower)}%`}
    GROUP BY 1 LIMIT ${MAX_SKU_MATCHES}`);
  return {
    prefix: result.rows.map((row) => row.sku),
    exact: result.rows.filter((row) => row.exact).map((row) => row.sku),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Only a query with a digit can be a SKU ("WS01", "24-MB01"); other queries skip the SKU scan. */
function looksLikeSku(raw: string): boolean {
  return /\d/.test(raw) && !/\s/.test(raw);
}

/** Each language's text table and its vector column. */
export const SEARCH_VECTOR_COLUMNS: Record<SearchLanguage, string> = {
  english: 'search_vector',
  german: 'search_vector_de',
  italian: 'search_vector_it',
};

export const searchTextTableName = (language: SearchLanguage) => getTableName(searchTextTables[language]);

/**
 * Which table holds the vector a text search reads, by alias: the text table alone as `p`, or the text table `txt`
 * joined to the projection or to `products` ({@link textJoin}).
 */
export type VectorAlias = 'p' | 'txt';

/** The language's text table alone, aliased `p` (it has the id, sku and name the score reads too). */
export function textTable(language: SearchLanguage): SQL {
  return sql.raw(`${searchTextTableName(language)} p`);
}

/**
 * A table of products aliased `p` (the projection, or `products` for filters it lacks) joined to its products' text in
 * the language, `txt`: a text search with filters reads both, and only products the text table holds can be found.
 */
export function textJoin(language: SearchLanguage, table: typeof productSearch | typeof products = productSearch): SQL {
  return sql.raw(`${getTableName(table)} p JOIN ${searchTextTableName(language)} txt ON txt.id = p.id`);
}

/** The indexed text in the query's language: name A, sku B, category names C, colours D. */
function vector(query: TextQuery, alias: VectorAlias): SQL {
  return sql.raw(`${alias}.${SEARCH_VECTOR_COLUMNS[query.language]}`);
}

/**
 * A tsquery as a literal: its text holds only letters, digits, hyphens, quotes and the operators built here, and
 * its quotes are doubled, so it is safe in SQL; inlined, one query does not repeat dozens of bind parameters.
 */
function tsquery(query: TextQuery, text: string): SQL {
  return sql.raw(`to_tsquery('${query.language}', '${text.replace(/'/g, "''")}')`);
}

/**
 * The tsquery text restricted to lexemes of one field's weight (`'tee':*A`): `v @@ 'tee':*A` tests the name without
 * building a filtered copy of the vector per row, as `ts_filter(v, '{a}') @@ 'tee':*` did.
 */
export function inField(text: string, weight: 'A' | 'B' | 'C' | 'D'): string {
  return text.replace(/('[^']*')(:\*)?/g, (_, word: string, prefix: string | undefined) => `${word}:${prefix ? '*' : ''}${weight}`);
}

/** Field boosts of spec §9 (name 4, sku 2, category name 1; colour labels 1), summed over the fields hit. */
function fieldScore(query: TextQuery, v: SQL, text: string): SQL {
  const { name, sku, categoryName } = searchConfig.boosts;
  const hit = (weight: 'A' | 'B' | 'C' | 'D', boost: number) =>
    sql`(${v} @@ ${tsquery(query, inField(text, weight))})::int * ${sql.raw(String(boost))}`;
  return sql`(${hit('A', name)} + ${hit('B', sku)} + ${hit('C', categoryName)} + ${hit('D', categoryName)})`;
}

function anyForm(query: TextQuery, index: number): string {
  const compound = query.compounds[index];
  const split = compound?.parts.length ? `(${compound.parts.join(' & ')})` : '';
  return [query.exactQueries[index], query.synonymQueries[index], query.fuzzyQueries[index], compound?.compounds, split]
    .filter(Boolean)
    .join(' | ');
}

/** How much a synonym and a typo correction count against the word as typed. */
const SYNONYM_FACTOR = 0.7;
const FUZZY_FACTOR = 0.5;
/** A compound or the parts of one count less than the word as typed: an exact compound ranks above its parts. */
const COMPOUND_FACTOR = 0.8;

export interface TextRelevance {
  /** WHERE: a candidate by the GIN index (any term), then minimum_should_match (and min_score where it can bite). */
  condition: SQL;
  /**
   * A cheap pre-rank (matched terms, then PostgreSQL's weighted ts_rank), to keep only the best candidates of a very
   * broad query for the full per-field score.
   */
  preRank: SQL;
  /**
   * The relevance, `_score`, one number that orders like: exact SKU (10,000), exact name (5,000), 200 per matched
   * term, then the summed field boosts (at most 12 per term). Select it once and order by its alias.
   */
  score: SQL;
  /**
   * WHERE, for a text of several words of which fewer must match: the products that match every word. They come before
   * every other match in both the pre-rank and `_score` (200 a matched term; a product named as the text matches every
   * word), so a page within them is a page of the whole result (ADR 0075). Null when there is no such tier (one word, a
   * SKU-like text, whose SKU matches rank first, or every word required) or when a product named as the text might not
   * match every word (a text of other than letters and spaces: `nameHoldsEveryWord`). Within the tier the pre-rank is
   * `rank` alone; among the other matches it is `othersRank`: `rank` alone too when they all match the same number of
   * words (all but one).
   */
  everyTerm: { condition: SQL; rank: SQL; othersRank: SQL } | null;
}

const EXACT_SKU_SCORE = 10_000;
const EXACT_NAME_SCORE = 5_000;

/**
 * One point per field boost; a synonym counts 0.7 and a typo correction half (Elasticsearch scores fuzzy terms
 * lower), so "backpack" lists backpacks before the duffles its synonym "bag" brings.
 */
function termScore(query: TextQuery, v: SQL, index: number): SQL {
  const parts = [fieldScore(query, v, query.exactQueries[index]!)];
  const synonym = query.synonymQueries[index];
  if (synonym) parts.push(sql`${sql.raw(String(SYNONYM_FACTOR))} * ${fieldScore(query, v, synonym)}`);
  const fuzzy = query.fuzzyQueries[index];
  if (fuzzy) parts.push(sql`${sql.raw(String(FUZZY_FACTOR))} * ${fieldScore(query, v, fuzzy)}`);
  const compound = query.compounds[index];
  if (compound?.compounds) parts.push(sql`${sql.raw(String(COMPOUND_FACTOR))} * ${fieldScore(query, v, compound.compounds)}`);
  if (compound?.parts.length) {
    // The parts' mean: each part scores in the field it is found in (Jacke in the name, Damen in a category).
    const share = COMPOUND_FACTOR / compound.parts.length;
    parts.push(sql`${sql.raw(String(share))} * (${sql.join(compound.parts.map((part) => fieldScore(query, v, part)), sql` + `)})`);
  }
  const best = parts.length === 1 ? parts[0]! : sql`GREATEST(${sql.join(parts, sql`, `)})`;
  const weight = query.weights[index] ?? 1;
  return weight === 1 ? best : sql`${sql.raw(String(weight))} * ${best}`;
}

/** The tsquery texts a text search tests its products with (before `to_tsquery` normalizes them). */
export interface TextQueryTexts {
  /** Per term: any of its forms, synonyms, corrections and compounds. */
  terms: string[];
  /** What the text index is asked for (ADR 0071): `required` of the candidate terms. */
  candidate: string;
  /** Any term: what `ts_rank` ranks by. */
  anyTerm: string;
  /** Every term: the first tier of a text of several words (ADR 0075). */
  everyTerm: string;
}

export function textQueryTexts(query: TextQuery): TextQueryTexts {
  const terms = query.terms.map((_, index) => anyForm(query, index));
  const { positions, required } = query.candidates;
  return {
    terms,
    candidate: atLeastQuery(positions.map((index) => terms[index]!), required),
    anyTerm: atLeastQuery(terms, 1),
    everyTerm: allOfQuery(terms),
  };
}

/** The most field points a product can score: every term in every field. */
const maxFieldsOf = (query: TextQuery) =>
  query.weights.reduce((sum, weight) => sum + weight, 0) * (searchConfig.boosts.name + searchConfig.boosts.sku + 2 * searchConfig.boosts.categoryName);

/** Every matched term scores at least a typo's half point, so min_score can only bite on long queries. */
const minScoreCanBite = (query: TextQuery) => (query.minimumMatches * FUZZY_FACTOR) / maxFieldsOf(query) < searchConfig.minScore;

/** The weights of D, C, B and A (colour, category name, SKU, name) the pre-rank's `ts_rank` reads (spec §9's boosts, name 1). */
export const PRE_RANK_WEIGHTS: [number, number, number, number] = (() => {
  const { name, sku, categoryName } = searchConfig.boosts;
  return [categoryName / name, categoryName / name, sku / name, 1];
})();

/**
 * Whether a text's matches and pre-rank can be found from its tsqueries alone (ADR 0082): not when its SKU matches
 * count too (a SKU-like text), nor when min_score may leave a match out (it reads every field's score).
 */
export const rankedByQueriesAlone = (query: TextQuery) => !looksLikeSku(query.raw) && !minScoreCanBite(query);

/** Whether a candidate of the text's candidate query matches enough of its terms without counting them. */
export const candidateMatchesEnough = (query: TextQuery) => candidatesDecide(query.candidates, query.terms.length, query.minimumMatches);

/** The relevance of a text query, reading its vector from the table aliased `alias` (see {@link VectorAlias}). */
export function textRelevance(query: TextQuery, alias: VectorAlias): TextRelevance {
  const v = vector(query, alias);
  const texts = textQueryTexts(query);
  const matched = sql`(${sql.join(
    texts.terms.map((term) => sql`(${v} @@ ${tsquery(query, term)})::int`),
    sql` + `,
  )})`;
  const fields = sql`(${sql.join(
    query.terms.map((_, index) => termScore(query, v, index)),
    sql` + `,
  )})`;
  const { anyTerm, candidate } = texts;
  const minScore = minScoreCanBite(query) ? sql` AND ${fields}::float8 / ${maxFieldsOf(query)} >= ${searchConfig.minScore}` : sql``;
  // When the candidate query is minimum_should_match itself, counting each candidate's matched terms again is waste:
  // two more tsquery tests per row of a broad two-word query.
  const enoughTerms = candidateMatchesEnough(query)
    ? sql``
    : sql` AND ${matched} >= ${query.minimumMatches}`;
  const fullText = sql`(${v} @@ ${tsquery(query, candidate)}${enoughTerms}${minScore})`;
  const exactName = sql`(lower(p.name) = ${query.raw.toLowerCase()})`;
  const ranked = sql`${MATCHED_TERM_SCORE} * ${matched} + ${fields}`;
  const textRank = sql`ts_rank(${sql.raw(`'{${PRE_RANK_WEIGHTS.join(', ')}}'`)}::float4[], ${v}, ${tsquery(query, anyTerm)})`;
  const preRank = sql`(${MATCHED_TERM_SCORE} * ${matched} + ${textRank})`;
  // One word: every candidate the text finds matches it, so the count of matched terms is 1 without testing it again.
  const wordPreRank = query.terms.length === 1 ? sql`(${MATCHED_TERM_SCORE} + ${textRank})` : preRank;
  const everyTerm =
    query.terms.length > 1 && query.minimumMatches < query.terms.length && nameHoldsEveryWord(query.raw)
      ? {
          condition: sql`(${v} @@ ${tsquery(query, texts.everyTerm)}${minScore})`,
          rank: textRank,
          othersRank: query.terms.length - query.minimumMatches === 1 ? textRank : preRank,
        }
      : null;
  if (!looksLikeSku(query.raw)) {
    return { condition: fullText, preRank: wordPreRank, score: sql`(CASE WHEN ${exactName} THEN ${EXACT_NAME_SCORE} ELSE 0 END + ${ranked})`, everyTerm };
  }
  const { prefix, exact } = query.skuMatches;
  const inList = (skus: string[]) => (skus.length ? sql`p.sku IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)})` : sql`false`);
  return {
    condition: prefix.length ? sql`(${fullText} OR ${inList(prefix)})` : fullText,
    preRank: sql`(CASE WHEN ${inList(exact)} THEN ${EXACT_SKU_SCORE} ELSE 0 END + ${preRank})`,
    score: sql`(CASE WHEN ${inList(exact)} THEN ${EXACT_SKU_SCORE} WHEN ${exactName} THEN ${EXACT_NAME_SCORE} ELSE 0 END + ${ranked})`,
    everyTerm: null,
  };
}

export { escapeLike };
