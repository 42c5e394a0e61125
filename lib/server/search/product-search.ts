import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { catalogRules, searchConfig } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import { env } from '@/lib/config/env';
import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { localizeProduct } from '@/lib/domain/store-labels';
import { localizeProductUrls } from '@/lib/domain/store-urls';
import { nextSpecialPriceChange } from '@/lib/domain/special-price';
import { documentFieldsOf } from '@/lib/domain/document-fields';
import { loadCatalogLabels } from '@/lib/server/catalog/catalog-labels';
import { cachedRead, productTags } from '@/lib/server/catalog/catalog-cache';
import { decorateProduct } from '@/lib/server/catalog/decorate-product';
import { loadAttributeCodes, loadTaxRules } from '@/lib/server/catalog/reference-data';
import { inStockByStockRow } from '@/lib/server/catalog/in-stock-sql';
import { loadStock } from '@/lib/server/catalog/stock';
import type { Db } from '@/lib/server/db/client';
import { filterCondition, narrowsByIndex, resolveField, sortExpression, valuesFilterOf } from './product-filters';
import { hasFacet, isPriceField } from './facets-query';
import { countFacets, type Bucket } from './facet-counts';
import { facetIndexOf, type ListedRule } from './facet-index';
import { loadScanSlices, overSlices, sliceCondition } from './scan-slices';
import type { IdSlice } from '@/lib/domain/id-slices';
import type { AppliedFilter, CatalogSearchRequest } from './search-request';
import { cappedTotal, TOTAL_COUNT_CAP } from '@/lib/domain/capped-total';
import { rankedInMemory } from './text-in-memory';
import { idsOf, type ListedSet } from '@/lib/domain/listed-columns';
import { KEPT_IN_ORDER, listingPage, ordersByValues, type ListingSort } from '@/lib/domain/listing-order';
import { searchLanguageOf, type SearchLanguage } from '@/lib/domain/search-query';
import { suggestCorrections } from './suggestions';
import { products } from '@/lib/server/db/schema';
import { buildTextQuery, textJoin, textRelevance, textTable, type TextQuery, type TextRelevance, type VectorAlias } from './text-query';
import { execute } from '@/lib/server/db/execute';
import { integerList, integerLiteral, whereOf } from '@/lib/server/db/sql-literals';

export type { Bucket } from './facet-counts';

export interface ProductSearchResult {
  items: (ProductDocument & { _score: number })[];
  /** Exact up to TOTAL_COUNT_CAP; 'gte' when more products match. */
  total: number;
  totalRelation: 'eq' | 'gte';
  aggregations: Record<string, { buckets: Bucket[] }>;
  /** "Did you mean…": corrected search texts that find products, when this one finds none. */
  suggestions: string[];
}

/** Fields that, when filtered, mean the client asks for specific products rather than a listing. */
const IDENTITY_FIELDS = new Set(['sku', 'id', 'url_key', 'url_path', 'slug', 'configurable_children.sku', 'visibility', 'status']);

function listOutOfStock(): boolean {
  return env().LIST_OUT_OF_STOCK_PRODUCTS === 'true' && catalogRules.listOutOfStockProducts;
}

/**
 * Spec §5: search results show visibility 3/4 and enabled products only; listings visibility 2/3/4; lookups by
 * identity see every product so that the client can resolve a child to its parent or report a disabled one.
 */
function implicitConditions(request: CatalogSearchRequest, stock: StockFlag): SQL[] {
  const enabled = sql`p.status = ${integerLiteral(productStatus.enabled)}`;
  const conditions: SQL[] = [];
  if (request.text) {
    conditions.push(sql`p.visibility IN ${integerList(catalogRules.searchVisibilities)}`, enabled);
  } else if (!request.filters.some((filter) => IDENTITY_FIELDS.has(filter.attribute))) {
    conditions.push(sql`p.visibility IN ${integerList(catalogRules.categoryVisibilities)}`, enabled);
  }
  return [...conditions, ...stockConditions(stock)];
}

/**
 * Where a search reads whether a product is in stock: the `in_stock` flag of the projection or a text table it reads
 * (aliased `p` or `txt`; ADR 0073), or, reading `products` alone, the product's stock row.
 */
type StockFlag = 'p' | 'txt' | null;

/** Out-of-stock products are left out of listings and searches unless the shop lists them (spec §5). */
function stockConditions(flag: StockFlag): SQL[] {
  if (listOutOfStock()) return [];
  return [flag ? sql.raw(`${flag}.in_stock`) : inStockByStockRow('p')];
}

/** What implicitConditions keeps of a listing (no identity filter), as the facet index tests it (ADR 0080). */
const listedRule = (): ListedRule => ({ visibilities: catalogRules.categoryVisibilities, inStockOnly: !listOutOfStock() });

/**
 * A text search without filters reads its language's text table alone (ADR 0070): it holds exactly the products a
 * text search may find (visibility 3/4 of the projection, all enabled), so only the text and stock conditions remain.
 */
function textTableSearch(request: CatalogSearchRequest, query: TextQuery): { table: SQL; relevance: TextRelevance; conditions: SQL[] } | null {
  if (request.filters.length > 0) return null;
  const relevance = textRelevance(query, 'p');
  return { table: textTable(query.language), relevance, conditions: [relevance.condition, ...stockConditions('p')] };
}

/**
 * The rows a search reads (ADR 0045): the narrow projection `product_search` (listed, enabled products; no document)
 * when every filter, facet and sort of the request reads a column it has, else `products`. Both are aliased `p`.
 */
interface SearchSource {
  table: SQL;
  narrow: boolean;
  /** The alias of the table whose search vector a text condition reads. */
  vector: VectorAlias;
  stock: StockFlag;
}

const WIDE: SearchSource = { table: sql`products p`, narrow: false, vector: 'p', stock: null };
const NARROW: SearchSource = { table: sql`product_search p`, narrow: true, vector: 'p', stock: 'p' };
/** The projection has no vectors (ADR 0070): a text search joins its language's text table. */
const narrowWithText = (language: SearchLanguage): SearchSource => ({ table: textJoin(language), narrow: true, vector: 'txt', stock: 'p' });
/**
 * A text search with a filter the projection lacks: `products` joined to the text table, whose index finds the
 * candidates (a text search finds only the products that table holds; ADR 0070 addendum).
 */
const wideWithText = (language: SearchLanguage): SearchSource => ({ table: textJoin(language, products), narrow: false, vector: 'txt', stock: 'txt' });

/** The filter and facet fields of the request that `product_search` holds (its columns, categories, attributes). */
const PROJECTED_COLUMNS = new Set([
  'id',
  'sku',
  'status',
  'visibility',
  'name',
  'price',
  'final_price',
  'original_price',
  'special_price',
  'tax_class_id',
  'created_at',
  'updated_at',
  'new',
  'sales_count',
  'stock.is_in_stock',
]);

function isProjected(field: string, attributeCodes: ReadonlySet<string>): boolean {
  const resolved = resolveField(field, attributeCodes);
  return resolved.kind === 'category' || resolved.kind === 'attribute' || (resolved.kind === 'column' && PROJECTED_COLUMNS.has(field));
}

/**
 * Every sort field (product-filters.ts `sortable`) is a projected column; only filters and facets decide, and a facet
 * that has no buckets (a document path) reads nothing.
 */
function searchSourceOf(request: CatalogSearchRequest, attributeCodes: ReadonlySet<string>, language: SearchLanguage): SearchSource {
  const projected =
    request.filters.every((filter) => isProjected(filter.attribute, attributeCodes)) &&
    request.aggregations.every((facet) => !hasFacet(facet.field, attributeCodes) || isProjected(facet.field, attributeCodes));
  if (request.text) return projected ? narrowWithText(language) : wideWithText(language);
  // Without the implicit listing conditions (an identity lookup), products outside the projection may be asked for.
  const listed = !request.filters.some((filter) => IDENTITY_FIELDS.has(filter.attribute));
  return listed && projected ? NARROW : WIDE;
}

const isPriceFilter = (filter: AppliedFilter) => isPriceField(filter.attribute);

/**
 * The projection's columns a listing's sort may read (`sortable` in product-filters.ts): what a materialized set of
 * matches keeps for its ORDER BY (its conditions are tested as it is read; the categories and attributes, the widest
 * columns, are not copied).
 */
const PROJECTION_COLUMNS = sql.raw(
  'p.id, p.sku, p.name, p.price, p.special_price, p.special_from_date, p.special_to_date, p.is_new, p.sales_count, p.created_at, p.updated_at',
);

/** How many of a text search's best candidates (by a cheap pre-rank) get the full relevance score. */
const PRE_RANKED = 500;


/** Matches counted exactly up to the cap; over the projection of a large catalogue slice by slice (ADR 0072). */
async function cappedCount(db: Db, source: SearchSource, conditions: SQL[], slices: readonly IdSlice[] = []): Promise<number> {
  const { counted } = await overSlices(slices, TOTAL_COUNT_CAP + 1, async (slice, remaining) => {
    const where = whereOf(slice ? [...conditions, slice] : conditions);
    const result = await execute<{ total: string | number }>(
      db,
      sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${source.table} ${where} LIMIT ${remaining}) capped`,
    );
    return { counted: Number(result.rows[0]?.total ?? 0), value: null };
  });
  return counted;
}

/** What a search finds before the shopper-specific decoration (prices for the store, stock, labels): cacheable. */
interface FoundProducts {
  rows: { doc: ProductDocument; _score: number }[];
  total: number;
  totalRelation: 'eq' | 'gte';
  aggregations: Record<string, { buckets: Bucket[] }>;
  suggestions: string[];
}

const CATEGORY_FIELDS = new Set(['category_ids', 'category.category_id', 'category_id']);
const scalarsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value).flatMap(scalarsOf) : [value];

/** The filtered categories of a request: a listing's cache entry goes when a product of them changes (stock). */
function categoryTags(request: CatalogSearchRequest): string[] {
  return request.filters
    .filter((filter) => CATEGORY_FIELDS.has(filter.attribute))
    .flatMap((filter) => scalarsOf(filter.value).map((id) => `category:${String(id)}`));
}

/**
 * Everything of a request that changes what is found, per store view: the source filter itself is applied afterwards,
 * but the document fields it needs are all that is read (ADR 0079).
 */
const searchCacheKey = (storeView: StoreView, request: CatalogSearchRequest) =>
  JSON.stringify([storeView.storeCode, request.text, request.filters, request.aggregations, request.sort, request.from, request.size, documentFieldsOf(request.include)]);

/**
 * Found products with the store's prices, live stock and labels. Not cached here: pages hold what they show in their
 * `'use cache'` data, and the catalogue API its whole answer (`searchProductsForApi`).
 */
export async function searchProducts(
  db: Db,
  storeView: StoreView,
  request: CatalogSearchRequest,
): Promise<ProductSearchResult> {
  return decorateFound(db, storeView, await findProducts(db, storeView, request));
}

async function decorateFound(db: Db, storeView: StoreView, found: FoundProducts): Promise<ProductSearchResult> {
  const skus = found.rows.flatMap((row) => [row.doc.sku, ...(row.doc.configurable_children ?? []).map((child) => child.sku)]);
  const [taxRules, labels, stockBySku] = await Promise.all([loadTaxRules(db), loadCatalogLabels(db, storeView), loadStock(db, skus)]);
  const items = found.rows.map((row) => ({
    ...localizeProductUrls(localizeProduct(decorateProduct(row.doc, { storeView, taxRules, stockBySku }), labels), storeView.storeCode),
    _score: row._score,
  }));
  return { items, total: found.total, totalRelation: found.totalRelation, aggregations: found.aggregations, suggestions: found.suggestions };
}

/**
 * The catalogue API's answer (found products with the store's prices, live stock and labels), shared by every
 * client that asks the same: decorating a page of configurables and their variants cost more than finding them.
 * Dropped like the found products (version stamp, the tags of every product and variant shown, so an order's stock
 * change in any instance), and at the next special-price window that opens or closes among them.
 */
const searchProductsCached = cachedRead(
  'product-search-answer',
  async (db: Db, storeView: StoreView, request: CatalogSearchRequest) => decorateFound(db, storeView, await findProducts(db, storeView, request)),
  {
    key: searchCacheKey,
    tags: (answer, _storeView, request) => [...productTags(answer.items), ...categoryTags(request)],
    expiresAt: (answer) => nextSpecialPriceChange(answer.items.flatMap((item) => [item, ...(item.configurable_children ?? [])])),
  },
);

/** {@link searchProducts} for the catalogue API, whose answers are read-only: cached whole when the result cache is on. */
export function searchProductsForApi(db: Db, storeView: StoreView, request: CatalogSearchRequest): Promise<ProductSearchResult> {
  return env().SEARCH_RESULT_CACHE === 'true' ? searchProductsCached(db, storeView, request) : searchProducts(db, storeView, request);
}

/**
 * A text search's page over the projection: the page's ids are ordered and cut in `product_search` alone, and
 * only those 18-odd rows read their document from `products`. A text search ranks its matches once (materialized),
 * the best PRE_RANKED of a broad one by the cheap pre-rank, and counts them up to the cap in the same statement.
 * Ordered by relevance, a text of several words first ranks only the products that match every word (ADR 0075): when
 * they fill the page, the others are never ranked, only counted.
 */
function narrowRowsQuery(
  request: CatalogSearchRequest,
  table: SQL,
  conditions: SQL[],
  orderBy: SQL[],
  relevance: ReturnType<typeof textRelevance>,
  byRelevance: boolean | null,
  fields: DocumentFields,
): SQL {
  const page = pageOfScored(request, sql`ranked JOIN ${table} ON p.id = ranked.id`, orderBy, byRelevance ? sql`${relevance.score}::float8` : sql`ranked._score`);
  const capped = (rows: SQL) => sql`(SELECT count(*) FROM (${rows} LIMIT ${TOTAL_COUNT_CAP + 1}) capped)`;
  const tier = byRelevance ? relevance.everyTerm : null;
  if (!tier) {
    return sql`
    WITH m AS MATERIALIZED (SELECT p.id, ${byRelevance ? relevance.preRank : relevance.score}::float8 AS rank FROM ${table} ${whereOf(conditions)}),
    ranked AS (SELECT m.id${byRelevance ? sql`` : sql`, m.rank AS _score`} FROM m ${byRelevance ? sql`ORDER BY m.rank DESC LIMIT ${PRE_RANKED}` : sql``}),
    ${page}
    ${scoredPageDocuments(fields, capped(sql`SELECT 1 FROM m`))}`;
  }
  // The planner runs a subquery behind a one-time filter only when the filter holds: either only the products that
  // match every word are ranked (they fill the page) or the others are too, and the total is then counted on its own.
  // A materialized CTE is planned for all its rows (the text index's bitmap) and read only as far as the count's cap:
  // as a plain subquery under LIMIT the planner scans the whole table instead, testing every row's vector (2–3 ×
  // slower). The others are ranked without testing again how many words they match when that is the same for all.
  // Every word's products are tested as matches too: a word the text search configuration drops (a stop word of
  // PostgreSQL's, "all" in "all over print") matches no product, yet leaves the every-word query true of others.
  const filled = sql`(SELECT n FROM every_term_count) >= ${request.from + request.size}`;
  return sql`
    WITH every_term AS MATERIALIZED (SELECT p.id, ${tier.rank}::float8 AS rank FROM ${table} ${whereOf([...conditions, tier.condition])}),
    every_term_count AS MATERIALIZED (SELECT count(*) AS n FROM every_term),
    rest AS MATERIALIZED (SELECT p.id, ${tier.othersRank}::float8 AS rank FROM ${table}
      ${whereOf([...conditions, sql`NOT ${filled}`, sql`p.id NOT IN (SELECT id FROM every_term)`])}),
    matches AS MATERIALIZED (SELECT 1 FROM ${table} ${whereOf(conditions)}),
    ranked AS (SELECT pool.id FROM (SELECT id, 1 AS tier, rank FROM every_term UNION ALL SELECT id, 0, rank FROM rest) pool
      ORDER BY pool.tier DESC, pool.rank DESC LIMIT ${PRE_RANKED}),
    ${page}
    ${scoredPageDocuments(
      fields,
      sql`CASE WHEN ${filled} THEN ${capped(sql`SELECT 1 FROM matches`)}
        ELSE LEAST(${capped(sql`SELECT 1 FROM rest`)} + (SELECT n FROM every_term_count), ${TOTAL_COUNT_CAP + 1}) END`,
    )}`;
}

/** The CTE `page`: the request's page of the products `from` gives (aliased `p`), scored by `score` and ordered. */
function pageOfScored(request: CatalogSearchRequest, from: SQL, orderBy: SQL[], score: SQL): SQL {
  return sql`page AS (SELECT ordered.*, row_number() OVER () AS position FROM (
      SELECT p.id, ${score} AS _score FROM ${from}
      ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${request.size} OFFSET ${request.from}) ordered)`;
}

/** The documents of the CTE `page`, in its order, with their score and the statement's total when it counts one. */
function scoredPageDocuments(fields: DocumentFields, total: SQL | null): SQL {
  return sql`SELECT ${documentColumn(sql`d.doc`, fields)} AS doc, page._score${total ? sql`, ${total} AS total` : sql``}
    FROM page JOIN products d ON d.id = page.id
    ORDER BY page.position`;
}

/** A text search's page over `products` (a filter the projection lacks), ranked and counted in one statement. */
function wideRowsQuery(
  request: CatalogSearchRequest,
  table: SQL,
  conditions: SQL[],
  orderBy: SQL[],
  relevance: TextRelevance,
  byRelevance: boolean | null,
  fields: DocumentFields,
): SQL {
  return sql`
    WITH m AS MATERIALIZED (SELECT p.id, ${byRelevance ? relevance.preRank : relevance.score}::float8 AS rank FROM ${table} ${whereOf(conditions)}),
    ranked AS (SELECT m.id${byRelevance ? sql`` : sql`, m.rank AS _score`} FROM m ${byRelevance ? sql`ORDER BY m.rank DESC LIMIT ${PRE_RANKED}` : sql``})
    SELECT ${documentColumn(sql`p.doc`, fields)} AS doc, ${byRelevance ? sql`${relevance.score}::float8` : sql`ranked._score`} AS _score,
      (SELECT count(*) FROM (SELECT 1 FROM m LIMIT ${TOTAL_COUNT_CAP + 1}) capped) AS total
    FROM ranked JOIN ${table} ON p.id = ranked.id
    ORDER BY ${sql.join(orderBy, sql`, `)}
    LIMIT ${request.size} OFFSET ${request.from}`;
}

/**
 * The page of a text search whose best candidates were found in memory (ADR 0082), in their pre-rank's order: only
 * they are scored, as the statement scores its own best PRE_RANKED; the total is the count made in memory.
 */
async function rankedPage(
  db: Db,
  request: CatalogSearchRequest,
  table: SQL,
  orderBy: SQL[],
  relevance: TextRelevance,
  fields: DocumentFields,
  found: { counted: number; best: number[] },
): Promise<{ rows: { doc: ProductDocument; _score: number; total: number }[] }> {
  if (found.best.length === 0) return { rows: [] };
  const best = sql`${table} WHERE p.id = ANY(${`{${found.best.join(',')}}`}::int[])`;
  const { rows } = await execute<{ doc: ProductDocument; _score: number }>(db, sql`
    WITH ${pageOfScored(request, best, orderBy, sql`${relevance.score}::float8`)}
    ${scoredPageDocuments(fields, null)}`);
  return { rows: rows.map((row) => ({ ...row, total: found.counted })) };
}

/**
 * A page within a listing's first KEPT_IN_ORDER products is cut from them in memory whatever their number (they are
 * kept in order as they are read: `listingPage`); a page further on sorts them all on one turn of the event loop, so
 * only up to this many (~10 ms), and a deeper page of more is the database's.
 */
const SORTED_IN_MEMORY_AT_MOST = 20_000;

/** Below this many matches a listing sorts them all rather than walk an index in the listing's order. */
const FEW_MATCHES = 2000;

/**
 * A listing without text over the projection: counted first (exactly, up to the cap), then its page read in the way
 * that count makes cheap. A walk of an index in the listing's order (name, newest) stops after a page when matches are
 * dense, but reads the whole catalogue when they are few or none, and the planner cannot tell the two apart for a
 * filter on the attributes (at 100k products, a colour absent from a category: 717 ms for an empty page). Few matches
 * are found first and sorted (ADR 0067); no match reads no page. When every match is read (few of them, or a price
 * sort) and no index narrows the listing, a large catalogue gives its page's candidates slice by slice (ADR 0072).
 */
async function listingRowsAndCount(
  db: Db,
  request: CatalogSearchRequest,
  conditions: SQL[],
  ordering: { sql: SQL[]; specs: readonly ListingSort[] },
  counting: Promise<number>,
  everyListed: Promise<ListedSet | null> | null,
  slices: readonly IdSlice[],
  fields: DocumentFields,
) {
  const counted = await counting;
  if (counted === 0 || request.from >= counted) return { rows: [], counted };
  // The facets' statement found every product the listing lists, with the values its order reads: the page is cut
  // from them, and only its documents are read (ADR 0077).
  const listed = everyListed ? await everyListed : null;
  if (listed && ordersByValues(ordering.specs) && (request.from + request.size <= KEPT_IN_ORDER || listed.slots.length <= SORTED_IN_MEMORY_AT_MOST)) {
    return { rows: await documentsOf(db, listingPage(listed, ordering.specs, request.from, request.size), fields), counted };
  }
  const order = sql.join(ordering.sql, sql`, `);
  const window = sql`ORDER BY ${order} LIMIT ${request.size} OFFSET ${request.from}`;
  // Few products found, in an order the database's collation gives (a name): those rows alone are sorted.
  if (listed && listed.slots.length <= FEW_MATCHES) {
    const ids = `{${idsOf(listed).join(',')}}`;
    return { rows: await pageDocuments(db, sql`SELECT p.id FROM product_search p WHERE p.id = ANY(${ids}::int[]) ${window}`, fields), counted };
  }
  // Few matches, or a price sort (no index gives the final price's order): every match is read and sorted.
  const readsEvery = counted <= FEW_MATCHES || request.sort.some((spec) => isPriceField(spec.field));
  const candidates = slices.length > 0 && readsEvery ? await slicedPageIds(db, conditions, order, request, slices) : null;
  const page =
    candidates || counted <= FEW_MATCHES
      ? sql`WITH matches AS MATERIALIZED (SELECT ${PROJECTION_COLUMNS} FROM product_search p
          ${whereOf(candidates ? [...conditions, sql`p.id = ANY(${`{${candidates.join(',')}}`}::int[])`] : conditions)})
        SELECT p.id FROM matches p ${window}`
      : sql`SELECT p.id FROM product_search p ${whereOf(conditions)} ${window}`;
  return { rows: await pageDocuments(db, page, fields), counted };
}

/** The documents of a page's ids, found by a statement that answers them in the page's order. */
async function pageDocuments(db: Db, page: SQL, fields: DocumentFields): Promise<{ doc: ProductDocument; _score: number }[]> {
  const { rows } = await execute<{ doc: ProductDocument; _score: number }>(db, sql`SELECT ${documentColumn(sql`d.doc`, fields)} AS doc, 1::float8 AS _score
      FROM (SELECT page.id, row_number() OVER () AS position FROM (${page}) page) page
      JOIN products d ON d.id = page.id
      ORDER BY page.position`);
  return rows;
}

type DocumentFields = ReturnType<typeof documentFieldsOf>;

/** A product's stored document as an answer reads it: whole, or only the top-level fields it can show (ADR 0079). */
function documentColumn(doc: SQL, fields: DocumentFields): SQL {
  if (!fields) return doc;
  return sql`(SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each(${doc}) e WHERE e.key = ANY(${sql.param(fields)}::text[]))`;
}

/** The documents of a page's products, in the page's order. */
async function documentsOf(db: Db, ids: readonly number[], fields: DocumentFields): Promise<{ doc: ProductDocument; _score: number }[]> {
  if (ids.length === 0) return [];
  const { rows } = await execute<{ doc: ProductDocument; _score: number }>(
    db,
    sql`SELECT ${documentColumn(sql`d.doc`, fields)} AS doc, 1::float8 AS _score FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS page(id, position)
      JOIN products d ON d.id = page.id
      ORDER BY page.position`,
  );
  return rows;
}

/**
 * The ids that can be on a listing's page, slice by slice (ADR 0072): each slice's first `from + size` matches in the
 * listing's order (its order ends with the id, so it is total), among which the listing's own first `from + size` are.
 */
async function slicedPageIds(db: Db, conditions: SQL[], order: SQL, request: CatalogSearchRequest, slices: readonly IdSlice[]): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of slices) {
    const { rows } = await execute<{ id: number }>(db, sql`WITH s AS MATERIALIZED (SELECT ${PROJECTION_COLUMNS} FROM product_search p
        ${whereOf([...conditions, sliceCondition(slice)])})
      SELECT p.id FROM s p ORDER BY ${order} LIMIT ${request.from + request.size}`);
    for (const row of rows) ids.push(Number(row.id));
  }
  return ids;
}

async function findProducts(db: Db, storeView: StoreView, request: CatalogSearchRequest): Promise<FoundProducts> {
  const language = searchLanguageOf(storeView.i18n.defaultLanguage);
  const [attributeCodes, textQuery] = await Promise.all([
    loadAttributeCodes(db),
    request.text ? buildTextQuery(db, request.text, language) : Promise.resolve(null),
  ]);
  if (request.text && !textQuery) return { rows: [], total: 0, totalRelation: 'eq', aggregations: {}, suggestions: [] };

  const source = searchSourceOf(request, attributeCodes, language);
  const fields = documentFieldsOf(request.include);
  const relevance = textQuery ? textRelevance(textQuery, source.vector) : null;
  const base = implicitConditions(request, source.stock);
  if (relevance) base.push(relevance.condition);
  const filterSql = request.filters.map((filter, position) => ({
    filter,
    condition: filterCondition(filter, attributeCodes, storeView.storeCode),
    position,
    values: valuesFilterOf(filter, attributeCodes),
  }));
  const conditions = [...base, ...filterSql.map((entry) => entry.condition)];

  const sortSpecs = request.sort.length
    ? request.sort.filter((spec) => spec.field !== '_score')
    : relevance
      ? []
      : [{ field: 'updated_at', direction: 'desc' as const }];
  const orderBy = [
    ...(relevance && !request.sort.some((spec) => spec.field !== '_score') ? [sql`_score DESC`, sql`length(p.name) ASC`] : []),
    ...sortSpecs.map((spec) => sql`${sortExpression(spec.field)} ${sql.raw(spec.direction === 'desc' ? 'DESC' : 'ASC')}`),
    sql`p.id ASC`,
  ];

  // A text search finds its matches once (materialized) and counts them from there, up to the cap, in the same
  // statement. Ordered by relevance, only the best PRE_RANKED of a broad query (by matched terms and ts_rank) get the
  // full per-field score; a listing without text over the projection is counted first (listingRowsAndCount).
  const byRelevance = relevance && !request.sort.some((spec) => spec.field !== '_score') && request.from + request.size <= PRE_RANKED;
  const textOnly = textQuery && source.narrow && byRelevance ? textTableSearch(request, textQuery) : null;
  // Started now, awaited with the rows: the facets' statements start meanwhile.
  const inMemory = textOnly ? rankedInMemory(db, textQuery!, !listOutOfStock(), PRE_RANKED) : Promise.resolve(null);
  const readRows = async () => {
    const found = await inMemory;
    return found && textOnly
      ? rankedPage(db, request, textOnly.table, orderBy, textOnly.relevance, fields, found)
      : source.narrow && relevance
      ? execute<{ doc: ProductDocument; _score: number; total?: string | number }>(
          db,
          textOnly
            ? narrowRowsQuery(request, textOnly.table, textOnly.conditions, orderBy, textOnly.relevance, byRelevance, fields)
            : narrowRowsQuery(request, source.table, conditions, orderBy, relevance, byRelevance, fields),
        )
      : relevance
      ? execute<{ doc: ProductDocument; _score: number; total: string | number }>(db, wideRowsQuery(request, source.table, conditions, orderBy, relevance, byRelevance, fields))
      : execute<{ doc: ProductDocument; _score: number; total?: undefined }>(db, sql`
    SELECT ${documentColumn(sql`p.doc`, fields)} AS doc, 1::float8 AS _score
    FROM products p ${whereOf(conditions)}
    ORDER BY ${sql.join(orderBy, sql`, `)}
    LIMIT ${request.size} OFFSET ${request.from}`);
  };

  const indexed = (entries: typeof filterSql) => entries.some(({ filter }) => narrowsByIndex(filter, attributeCodes));
  const facets = request.aggregations.map(({ field, size }) => {
    const others = filterSql.filter(({ filter }) => (isPriceField(field) ? !isPriceFilter(filter) : filter.attribute !== field));
    return {
      field,
      size: size ?? searchConfig.filterAggregationSize,
      conditions: [...base, ...others.map((entry) => entry.condition)],
      filters: others.map(({ position, values }) => ({ position, values })),
      shared: others.length === filterSql.length,
      indexed: indexed(others),
    };
  });
  const listing = source.narrow && !relevance;
  // A listing scans the projection: without a filter an index answers, slice by slice on a large catalogue (a text
  // search's index finds its candidates; ADR 0072).
  const slices = listing ? await loadScanSlices(db, request.filters) : [];
  const listingSlices = indexed(filterSql) ? [] : slices;
  // A listing's count comes with its shared facets (one pass over the same bounded rows) when it has any.
  const aggregation = facets.length
    ? countFacets(db, source.table, facets, attributeCodes, { countShared: listing, slices, index: source.narrow ? facetIndexOf(db) : null, listed: listing ? listedRule() : null })
    : { buckets: Promise.resolve([]), sharedCount: null, sharedCandidates: null };

  const rowsAndCount = listing
      ? listingRowsAndCount(
          db,
          request,
          conditions,
          { sql: orderBy, specs: sortSpecs },
          aggregation.sharedCount ?? cappedCount(db, source, conditions, listingSlices),
          aggregation.sharedCandidates,
          listingSlices,
          fields,
        )
      : readRows().then(async ({ rows }) => {
          // A short first page is the whole result; otherwise count, exactly up to the cap.
          const counted =
            rows[0]?.total !== undefined
              ? Number(rows[0].total)
              : request.from === 0 && rows.length < request.size
                ? rows.length
                : await cappedCount(db, source, conditions);
          return { rows, counted };
        });
  // Awaited together: facets that fail (a cancelled statement) while the products are still read must not be a
  // rejection nobody handles yet, which ends a plain Node.js process (bench/stall.ts on PostgreSQL at 100k products).
  const [{ rows, counted }, buckets] = await Promise.all([rowsAndCount, aggregation.buckets]);
  const { total, relation } = cappedTotal(counted);
  const aggregations = Object.fromEntries(
    facets.map((facet, position) => [
      isPriceField(facet.field) ? `agg_range_${facet.field}` : `agg_terms_${facet.field}`,
      { buckets: buckets[position] ?? [] },
    ]),
  );
  const suggestions =
    textQuery && total === 0 ? await suggestCorrections(db, textQuery, (text) => countMatches(db, storeView, request, text)) : [];
  return { rows: rows.map((row) => ({ doc: row.doc, _score: Number(row._score) })), total, totalRelation: relation, aggregations, suggestions };
}

/** How many products a corrected text would find with the same filters (0, 1 or more is all that matters). */
async function countMatches(db: Db, storeView: StoreView, request: CatalogSearchRequest, text: string): Promise<number> {
  const language = searchLanguageOf(storeView.i18n.defaultLanguage);
  const [attributeCodes, textQuery] = await Promise.all([loadAttributeCodes(db), buildTextQuery(db, text, language)]);
  if (!textQuery) return 0;
  const source = searchSourceOf(request, attributeCodes, language);
  const { table, conditions } = (source.narrow ? textTableSearch(request, textQuery) : null) ?? {
    table: source.table,
    conditions: [
      ...implicitConditions(request, source.stock),
      textRelevance(textQuery, source.vector).condition,
      ...request.filters.map((filter) => filterCondition(filter, attributeCodes, storeView.storeCode)),
    ],
  };
  const result = await execute<{ found: number }>(db, sql`SELECT count(*)::int AS found FROM (SELECT 1 FROM ${table} ${whereOf(conditions)} LIMIT 1) one`);
  return Number(result.rows[0]?.found ?? 0);
}
