import 'server-only';
import { z } from 'zod';
import { pageSizes } from '@/lib/config/constants';
import { normalizePaging } from '@/lib/domain/paging';
import { getStoreView, isStoreCode, type StoreCode, type StoreView } from '@/lib/config/store-views';
import type { Db } from '@/lib/server/db/client';
import { badRequest, notFound } from '@/lib/server/http/api-error';
import { assertSafeInput } from '@/lib/server/http/input-guard';
import { catalogEntities, searchEntity, type CatalogEntity } from './entity-search';
import { searchProductsForApi, type Bucket } from './product-search';
import {
  parseSort,
  searchParamsSchema,
  searchLimits,
  searchQueryBodySchema,
  type CatalogSearchRequest,
} from './search-request';
import { filterSource } from './source-filter';
import { inBulkLane } from '@/lib/server/db/query-scheduler';
import { mergeRangeFilters } from '@/lib/domain/range-filters';

export const DEFAULT_INDEX = 'vue_storefront_catalog';

/** `vue_storefront_catalog` is the default store's index, `vue_storefront_catalog_de` the German one, … */
export function storeCodeOfIndex(index: string): StoreCode {
  if (index === DEFAULT_INDEX) return 'default';
  const suffix = index.startsWith(`${DEFAULT_INDEX}_`) ? index.slice(DEFAULT_INDEX.length + 1) : '';
  if (!isStoreCode(suffix)) throw notFound(`Unknown catalogue index '${index}'.`);
  return suffix;
}

export function parseEntity(entity: string): CatalogEntity {
  if (!(catalogEntities as readonly string[]).includes(entity)) {
    throw notFound(`Unknown entity type '${entity}'. Use one of: ${catalogEntities.join(', ')}.`);
  }
  return entity as CatalogEntity;
}

const maxSizeByEntity: Partial<Record<CatalogEntity, number>> = {
  product: searchLimits.productSize,
  cms_page: pageSizes.cmsMaxCount,
  cms_block: pageSizes.cmsMaxCount,
};

function maxSizeOf(entity: CatalogEntity): number {
  return maxSizeByEntity[entity] ?? pageSizes.maxSearchSize;
}

/** One aggregation per field: the answer has one `agg_terms_{field}` per field anyway. */
function uniqueByField<T extends { field: string }>(filters: T[]): T[] {
  return [...new Map(filters.map((filter) => [filter.field, filter] as const)).values()];
}

export function buildSearchRequest(
  entity: CatalogEntity,
  params: Record<string, string>,
  body: unknown,
): CatalogSearchRequest {
  const query = searchParamsSchema.parse(params);
  let rawBody = body;
  if (query.request !== undefined) {
    try {
      rawBody = JSON.parse(query.request);
    } catch {
      throw badRequest("The 'request' query parameter is not valid JSON.");
    }
    assertSafeInput(rawBody);
  }
  const parsed = searchQueryBodySchema.parse(rawBody ?? {});
  const maxSize = maxSizeOf(entity);
  if ((query.size ?? 0) > maxSize) throw badRequest(`size must be at most ${maxSize} for ${entity} searches.`);
  const { size, from } = normalizePaging({ size: query.size, from: query.from }, maxSize);
  return {
    filters: mergeRangeFilters(parsed._appliedFilters),
    aggregations: uniqueByField(parsed._availableFilters).map((filter) => ({ field: filter.field, size: filter.options?.size })),
    sort: parseSort(query.sort, parsed._appliedSort),
    text: parsed._searchText.trim(),
    from,
    size,
    include: query._source_include ?? query._source_includes ?? [],
    exclude: query._source_exclude ?? query._source_excludes ?? [],
  };
}

interface SearchHit {
  _index: string;
  _type: CatalogEntity;
  _id: string;
  _score: number;
  _source: Record<string, unknown>;
}

export interface ElasticResponse {
  took: number;
  timed_out: false;
  /** `total_relation: 'gte'` when more products match than are counted (10,000). */
  hits: { total: number; total_relation: 'eq' | 'gte'; max_score: number | null; hits: SearchHit[] };
  aggregations: Record<string, { buckets: Bucket[] }>;
  /** "Did you mean…" texts (spec §3 Search result `suggestions`) when a product search found nothing. */
  suggestions: string[];
}

export async function runCatalogSearch(
  db: Db,
  index: string,
  entity: CatalogEntity,
  request: CatalogSearchRequest,
  storeView?: StoreView,
): Promise<ElasticResponse> {
  const started = Date.now();
  const view = storeView ?? getStoreView(storeCodeOfIndex(index));
  // A client chooses these filters and aggregations: its queries wait while a shopper's queries are queued.
  const result = await inBulkLane(async () =>
    entity === 'product'
      ? searchProductsForApi(db, view, request)
      : { ...(await searchEntity(db, entity, request, view)), totalRelation: 'eq' as const, aggregations: {}, suggestions: [] },
  );
  const hits = result.items.map((item) => {
    const { _score, ...source } = item as Record<string, unknown> & { _score?: number };
    const id = source.id ?? source.identifier ?? source.attribute_code;
    return {
      _index: index,
      _type: entity,
      _id: String(id),
      _score: typeof _score === 'number' ? _score : 1,
      _source: filterSource(source, request.include, request.exclude),
    };
  });
  return {
    took: Date.now() - started,
    timed_out: false,
    hits: {
      total: result.total,
      total_relation: result.totalRelation,
      max_score: hits.length ? Math.max(...hits.map((hit) => hit._score)) : null,
      hits,
    },
    aggregations: result.aggregations,
    suggestions: result.suggestions,
  };
}

/** vue-storefront-api's `response_format=compact`: hits flattened to their sources. */
export function toCompactResponse(response: ElasticResponse, request: CatalogSearchRequest) {
  return {
    hits: response.hits.hits.map((hit) => ({ ...hit._source, _score: hit._score })),
    total: response.hits.total,
    start: request.from,
    perPage: request.size,
    aggregations: response.aggregations,
    suggestions: response.suggestions,
  };
}

export const searchBodySchema = z.unknown();
