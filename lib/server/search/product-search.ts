import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { catalogRules, priceRanges, searchConfig } from '@/lib/config/constants';
import { env } from '@/lib/config/env';
import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument, StockInfo } from '@/lib/domain/catalog-types';
import { localizeProduct } from '@/lib/domain/store-labels';
import { loadCatalogLabels } from '@/lib/server/catalog/catalog-labels';
import { decorateProduct } from '@/lib/server/catalog/decorate-product';
import { loadAttributeCodes, loadTaxRules } from '@/lib/server/catalog/reference-data';
import { loadStock } from '@/lib/server/catalog/stock';
import type { Db } from '@/lib/server/db/client';
import { filterCondition, finalPriceSql, resolveField, sortExpression } from './product-filters';
import type { AppliedFilter, CatalogSearchRequest } from './search-request';
import { buildTextQuery, textCondition, textScore } from './text-query';
import { execute } from '@/lib/server/db/execute';

export interface Bucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

export interface ProductSearchResult {
  items: (ProductDocument & { _score: number })[];
  total: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
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
function implicitConditions(request: CatalogSearchRequest): SQL[] {
  const conditions: SQL[] = [];
  if (request.text) {
    conditions.push(sql`p.visibility IN (3, 4)`, sql`p.status = 1`);
  } else if (!request.filters.some((filter) => IDENTITY_FIELDS.has(filter.attribute))) {
    conditions.push(sql`p.visibility IN (2, 3, 4)`, sql`p.status = 1`);
  }
  if (!listOutOfStock()) {
    conditions.push(sql`EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.is_in_stock)`);
  }
  return conditions;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

function priceRangeKey(from: number, to: number | null): string {
  return `${from.toFixed(1)}-${to === null ? '*' : to.toFixed(1)}`;
}

async function aggregate(
  db: Db,
  field: string,
  size: number,
  conditions: SQL[],
  attributeCodes: ReadonlySet<string>,
): Promise<Bucket[]> {
  const where = whereOf(conditions);
  if (field === 'price' || field === 'final_price') {
    const cases = priceRanges.map(
      (range) =>
        sql`count(*) FILTER (WHERE ${finalPriceSql} >= ${range.from}${range.to === null ? sql`` : sql` AND ${finalPriceSql} < ${range.to}`}) AS ${sql.raw(`"r${range.from}"`)}`,
    );
    const result = await execute<Record<string, string | number>>(db, 
      sql`SELECT ${sql.join(cases, sql`, `)} FROM products p ${where}`,
    );
    const row = result.rows[0] ?? {};
    return priceRanges.map((range) => ({
      key: priceRangeKey(range.from, range.to),
      from: range.from,
      ...(range.to === null ? {} : { to: range.to }),
      doc_count: Number(row[`r${range.from}`] ?? 0),
    }));
  }
  const resolved = resolveField(field, attributeCodes);
  let valuesSql: SQL;
  if (resolved.kind === 'category') valuesSql = sql`unnest(p.category_ids)`;
  else if (resolved.kind === 'attribute') valuesSql = sql`jsonb_array_elements_text(p.attrs -> ${resolved.code})`;
  else if (resolved.kind === 'column') valuesSql = resolved.expr;
  else return [];
  const result = await execute<{ key: string; doc_count: string | number }>(db, sql`
    SELECT v.key, count(*) AS doc_count
    FROM products p CROSS JOIN LATERAL (SELECT ${valuesSql}::text AS key) v
    ${where}
    GROUP BY v.key ORDER BY count(*) DESC, v.key LIMIT ${size}`);
  return result.rows
    .filter((row) => row.key !== null)
    .map((row) => ({ key: /^\d+$/.test(row.key) ? Number(row.key) : row.key, doc_count: Number(row.doc_count) }));
}

const isPriceFilter = (filter: AppliedFilter) => filter.attribute === 'price' || filter.attribute === 'final_price';

export async function searchProducts(
  db: Db,
  storeView: StoreView,
  request: CatalogSearchRequest,
): Promise<ProductSearchResult> {
  const [attributeCodes, taxRules, labels, textQuery] = await Promise.all([
    loadAttributeCodes(db),
    loadTaxRules(db),
    loadCatalogLabels(db, storeView),
    request.text ? buildTextQuery(db, request.text) : Promise.resolve(null),
  ]);
  if (request.text && !textQuery) return { items: [], total: 0, aggregations: {} };

  const base = implicitConditions(request);
  if (textQuery) base.push(textCondition(textQuery));
  const filterSql = request.filters.map((filter) => ({ filter, condition: filterCondition(filter, attributeCodes) }));
  const conditions = [...base, ...filterSql.map((entry) => entry.condition)];
  const score = textQuery ? textScore(textQuery) : sql`1`;
  if (textQuery) conditions.push(sql`${score} >= ${searchConfig.minScore}`);

  const sortSpecs = request.sort.length
    ? request.sort.filter((spec) => spec.field !== '_score')
    : textQuery
      ? []
      : [{ field: 'updated_at', direction: 'desc' as const }];
  const orderBy = [
    ...(textQuery && !request.sort.some((spec) => spec.field !== '_score') ? [sql`_score DESC`] : []),
    ...sortSpecs.map((spec) => sql`${sortExpression(spec.field)} ${sql.raw(spec.direction === 'desc' ? 'DESC' : 'ASC')}`),
    sql`p.id ASC`,
  ];

  const rowsPromise = execute<{ doc: ProductDocument; _score: number; total: string | number }>(db, sql`
    SELECT p.doc, ${score}::float8 AS _score, count(*) OVER () AS total
    FROM products p ${whereOf(conditions)}
    ORDER BY ${sql.join(orderBy, sql`, `)}
    LIMIT ${request.size} OFFSET ${request.from}`);

  const aggregationsPromise = Promise.all(
    request.aggregations.map(async ({ field, size }) => {
      // Disjunctive facets: a facet's counts ignore the filters on its own field.
      const others = filterSql
        .filter(({ filter }) =>
          field === 'price' || field === 'final_price' ? !isPriceFilter(filter) : filter.attribute !== field,
        )
        .map((entry) => entry.condition);
      const buckets = await aggregate(
        db,
        field,
        size ?? searchConfig.filterAggregationSize,
        [...base, ...others],
        attributeCodes,
      );
      const name = field === 'price' || field === 'final_price' ? `agg_range_${field}` : `agg_terms_${field}`;
      return [name, { buckets }] as const;
    }),
  );

  const rows = (await rowsPromise).rows;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && request.from > 0) {
    const count = await execute<{ total: string | number }>(db, 
      sql`SELECT count(*) AS total FROM products p ${whereOf(conditions)}`,
    );
    total = Number(count.rows[0]?.total ?? 0);
  }
  const skus = rows.flatMap((row) => [row.doc.sku, ...(row.doc.configurable_children ?? []).map((child) => child.sku)]);
  const stockBySku: Map<string, StockInfo> = await loadStock(db, skus);
  const items = rows.map((row) => ({
    ...localizeProduct(decorateProduct(row.doc, { storeView, taxRules, stockBySku }), labels),
    _score: Number(row._score),
  }));
  return { items, total, aggregations: Object.fromEntries(await aggregationsPromise) };
}
