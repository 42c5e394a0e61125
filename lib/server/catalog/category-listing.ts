import 'server-only';
import { defaultFilters, pageSizes } from '@/lib/config/constants';
import type { StoreView } from '@/lib/config/store-views';
import type { AttributeDocument, CategoryDocument, ProductDocument } from '@/lib/domain/catalog-types';
import { parseFilterQuery, type RouteQuery } from '@/lib/domain/filters';
import type { Db } from '@/lib/server/db/client';
import { loadStoreAttributes } from '@/lib/server/catalog/reference-data';
import { searchProducts, type Bucket } from '@/lib/server/search/product-search';
import type { AppliedFilter } from '@/lib/server/search/search-request';
import { cachedRead, productTags } from './catalog-cache';

export interface CategoryListing {
  products: ProductDocument[];
  total: number;
  pageCount: number;
  page: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributes: AttributeDocument[];
}

/** What a listing depends on, in a stable order (the cache key): other query parameters (utm_source, …) are not. */
interface ListingParams {
  categoryId: number;
  filters: [code: string, values: number[]][];
  price: { from: number; to: number | null } | null;
  sort: [field: string, direction: 'asc' | 'desc'];
  page: number;
}

export function listingParams(category: Pick<CategoryDocument, 'id'>, query: RouteQuery): ListingParams {
  const state = parseFilterQuery(query);
  const filters = Object.entries(state.filters)
    // Only the shop's filters: other query parameters (utm_source, …) must not empty the listing.
    .filter(([code, values]) => (defaultFilters as readonly string[]).includes(code) && values.length > 0)
    .map(([code, values]): [string, number[]] => [code, [...new Set(values.map(Number))].sort((a, b) => a - b)])
    .sort(([a], [b]) => a.localeCompare(b));
  const [field, direction] = (state.sort ?? 'updated_at:desc').split(':') as [string, 'asc' | 'desc'];
  return {
    categoryId: category.id,
    filters,
    price: state.price ? { from: state.price.from, to: state.price.to } : null,
    sort: [field, direction],
    page: Math.max(1, state.page ?? 1),
  };
}

const loadListing = cachedRead(
  'category-listing',
  async (db: Db, storeView: StoreView, params: ListingParams): Promise<CategoryListing> => {
    const filters: AppliedFilter[] = [{ attribute: 'category_ids', value: { in: [params.categoryId] } }];
    for (const [code, values] of params.filters) filters.push({ attribute: code, value: { in: values } });
    if (params.price) {
      const { from, to } = params.price;
      filters.push({ attribute: 'price', value: to === null ? { gte: from } : { gte: from, lt: to } });
    }
    const [field, direction] = params.sort;
    const perPage = pageSizes.productList;
    // "Load more" keeps crawlable ?page=N URLs: page N shows everything up to N pages at once.
    const [result, attributes] = await Promise.all([
      searchProducts(db, storeView, {
        filters,
        aggregations: defaultFilters.map((code) => ({ field: code })),
        sort: [{ field, direction }],
        text: '',
        from: 0,
        size: perPage * params.page,
        include: [],
        exclude: [],
      }),
      loadStoreAttributes(db, storeView),
    ]);
    return {
      products: result.items,
      total: result.total,
      page: params.page,
      pageCount: Math.max(1, Math.ceil(result.total / perPage)),
      aggregations: result.aggregations,
      attributes: attributes.filter((attribute) => (defaultFilters as readonly string[]).includes(attribute.attribute_code)),
    };
  },
  {
    key: (storeView, params) => `${storeView.storeCode}|${JSON.stringify(params)}`,
    tags: (listing, _storeView, params) => [`category:${params.categoryId}`, ...productTags(listing.products)],
  },
);

/** A category page's products for the filter, sort and page of its URL query (spec §2, §9); cached per store view. */
export async function loadCategoryListing(
  db: Db,
  storeView: StoreView,
  category: CategoryDocument,
  query: RouteQuery,
): Promise<CategoryListing> {
  return loadListing(db, storeView, listingParams(category, query));
}
