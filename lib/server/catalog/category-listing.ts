import 'server-only';
import { defaultFilters, pageSizes } from '@/lib/config/constants';
import type { StoreView } from '@/lib/config/store-views';
import type { AttributeDocument, CategoryDocument, ProductDocument } from '@/lib/domain/catalog-types';
import { parseFilterQuery, type RouteQuery } from '@/lib/domain/filters';
import type { Db } from '@/lib/server/db/client';
import { loadAttributes } from '@/lib/server/catalog/reference-data';
import { searchProducts, type Bucket } from '@/lib/server/search/product-search';
import type { AppliedFilter } from '@/lib/server/search/search-request';

export interface CategoryListing {
  products: ProductDocument[];
  total: number;
  pageCount: number;
  page: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributes: AttributeDocument[];
}

/** A category page's products for the filter, sort and page of its URL query (spec §2, §9). */
export async function loadCategoryListing(
  db: Db,
  storeView: StoreView,
  category: CategoryDocument,
  query: RouteQuery,
): Promise<CategoryListing> {
  const state = parseFilterQuery(query);
  const page = Math.max(1, state.page ?? 1);
  const filters: AppliedFilter[] = [{ attribute: 'category_ids', value: { in: [category.id] } }];
  for (const [code, values] of Object.entries(state.filters)) {
    // Only the shop's filters: other query parameters (utm_source, …) must not empty the listing.
    if (!(defaultFilters as readonly string[]).includes(code)) continue;
    if (values.length) filters.push({ attribute: code, value: { in: values.map(Number) } });
  }
  if (state.price) {
    filters.push({
      attribute: 'price',
      value: state.price.to === null ? { gte: state.price.from } : { gte: state.price.from, lt: state.price.to },
    });
  }
  const [field, direction] = (state.sort ?? 'updated_at:desc').split(':') as [string, 'asc' | 'desc'];
  const perPage = pageSizes.productList;
  // "Load more" keeps crawlable ?page=N URLs: page N shows everything up to N pages at once.
  const [result, attributes] = await Promise.all([
    searchProducts(db, storeView, {
      filters,
      aggregations: defaultFilters.map((code) => ({ field: code })),
      sort: [{ field, direction }],
      text: '',
      from: 0,
      size: perPage * page,
      include: [],
      exclude: [],
    }),
    loadAttributes(db),
  ]);
  return {
    products: result.items,
    total: result.total,
    page,
    pageCount: Math.max(1, Math.ceil(result.total / perPage)),
    aggregations: result.aggregations,
    attributes: attributes.filter((attribute) => (defaultFilters as readonly string[]).includes(attribute.attribute_code)),
  };
}
