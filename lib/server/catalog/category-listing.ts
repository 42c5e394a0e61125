import 'server-only';
import { defaultFilters, pageSizes } from '@/lib/config/constants';
import type { StoreView } from '@/lib/config/store-views';
import type { AttributeDocument, CategoryDocument, ProductDocument } from '@/lib/domain/catalog-types';
import { numericOptionIds } from '@/lib/domain/filter-values';
import { parseFilterQuery, type RouteQuery } from '@/lib/domain/filters';
import type { Db } from '@/lib/server/db/client';
import { loadStoreAttributes } from '@/lib/server/catalog/reference-data';
import { searchProducts, type Bucket } from '@/lib/server/search/product-search';
import type { AppliedFilter } from '@/lib/server/search/search-request';

export interface ProductListing {
  products: ProductDocument[];
  total: number;
  /** True when more products match than are counted (the total then reads "10,000+"). */
  totalCapped: boolean;
  /** "Did you mean…" texts when a search found nothing. */
  suggestions: string[];
  pageCount: number;
  page: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributes: AttributeDocument[];
}
export type CategoryListing = ProductListing;

/** What a listing shows: a category's products, or the products a search text finds (ranked by relevance). */
export type ListingScope = { categoryId: number } | { text: string };

/** What a listing depends on, in a stable order (the cache key): other query parameters (utm_source, …) are not. */
interface ListingParams {
  categoryId: number | null;
  text: string;
  filters: [code: string, values: number[]][];
  price: { from: number; to: number | null } | null;
  /** null: by relevance (search without a chosen sort). */
  sort: [field: string, direction: 'asc' | 'desc'] | null;
  page: number;
}

function listingParams(scope: ListingScope, query: RouteQuery): ListingParams {
  const state = parseFilterQuery(query);
  const filters = Object.entries(state.filters)
    // Only the shop's filters: other query parameters (utm_source, …) must not empty the listing.
    .filter(([code, values]) => (defaultFilters as readonly string[]).includes(code) && values.length > 0)
    .map(([code, values]): [string, number[]] => [code, numericOptionIds(values)])
    .sort(([a], [b]) => a.localeCompare(b));
  const isSearch = 'text' in scope;
  const sort = state.sort ?? (isSearch ? undefined : 'updated_at:desc');
  return {
    categoryId: isSearch ? null : scope.categoryId,
    text: isSearch ? scope.text : '',
    filters,
    price: state.price ? { from: state.price.from, to: state.price.to } : null,
    sort: sort ? (sort.split(':') as [string, 'asc' | 'desc']) : null,
    page: Math.max(1, state.page ?? 1),
  };
}

const filterableAttributes = (attributes: AttributeDocument[]) =>
  attributes.filter((attribute) => (defaultFilters as readonly string[]).includes(attribute.attribute_code));

function emptyListing(page: number, attributes: AttributeDocument[]): ProductListing {
  return { products: [], total: 0, totalCapped: false, suggestions: [], page, pageCount: 1, aggregations: {}, attributes: filterableAttributes(attributes) };
}

function perPage(params: ListingParams): number {
  return params.text ? pageSizes.searchMixin : pageSizes.productList;
}

/** Not cached here: the listing's page holds it in its `'use cache'` data (lib/server/render/cached-pages.ts). */
async function loadListing(db: Db, storeView: StoreView, params: ListingParams): Promise<ProductListing> {
  // A filter whose values name no option (`?color=abc`) matches nothing: an empty page, not an error.
  if (params.filters.some(([, values]) => values.length === 0)) return emptyListing(params.page, await loadStoreAttributes(db, storeView));
  const filters: AppliedFilter[] = [];
  if (params.categoryId !== null) filters.push({ attribute: 'category_ids', value: { in: [params.categoryId] } });
  for (const [code, values] of params.filters) filters.push({ attribute: code, value: { in: values } });
  if (params.price) {
    const { from, to } = params.price;
    filters.push({ attribute: 'price', value: to === null ? { gte: from } : { gte: from, lt: to } });
  }
  const size = perPage(params);
  // "Load more" keeps crawlable ?page=N URLs: page N shows everything up to N pages at once.
  const [result, attributes] = await Promise.all([
    searchProducts(db, storeView, {
      filters,
      aggregations: defaultFilters.map((code) => ({ field: code })),
      sort: params.sort ? [{ field: params.sort[0], direction: params.sort[1] }] : [],
      text: params.text,
      from: 0,
      size: size * params.page,
      include: [],
      exclude: [],
    }),
    loadStoreAttributes(db, storeView),
  ]);
  return {
    products: result.items,
    total: result.total,
    totalCapped: result.totalRelation === 'gte',
    suggestions: result.suggestions,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(result.total / size)),
    aggregations: result.aggregations,
    attributes: filterableAttributes(attributes),
  };
}

/** A listing's products for the filter, sort and page of its URL query (spec §2, §9). */
export async function loadProductListing(
  db: Db,
  storeView: StoreView,
  scope: ListingScope,
  query: RouteQuery,
): Promise<ProductListing> {
  return loadListing(db, storeView, listingParams(scope, query));
}

export async function loadCategoryListing(
  db: Db,
  storeView: StoreView,
  category: Pick<CategoryDocument, 'id'>,
  query: RouteQuery,
): Promise<CategoryListing> {
  return loadProductListing(db, storeView, { categoryId: category.id }, query);
}
