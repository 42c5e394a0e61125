import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetchJson } from './http';

/** What a product card shows (search results, the compare table): name, link, image and price. */
export const productCardFields = {
  sku: z.string(),
  name: z.string(),
  slug: z.optional(z.string()),
  url_key: z.string(),
  image: z.optional(z.string()),
  final_price_incl_tax: z.number(),
};

const productHitSchema = z.looseObject({
  ...productCardFields,
  original_price_incl_tax: z.number(),
  category_ids: z._default(z.array(z.number()), []),
});
type ProductHit = z.infer<typeof productHitSchema>;

const bucketSchema = z.object({ key: z.union([z.string(), z.number()]), doc_count: z.number() });

const searchResponseSchema = z.object({
  hits: z.object({
    total: z.number(),
    hits: z.array(z.object({ _source: productHitSchema })),
  }),
  aggregations: z._default(z.record(z.string(), z.object({ buckets: z.array(bucketSchema) })), {}),
  suggestions: z._default(z.array(z.string()), []),
});

export interface ProductSearchPage {
  items: ProductHit[];
  total: number;
  /** "Did you mean…" texts when nothing was found. */
  suggestions: string[];
  categoryBuckets: { id: number; count: number }[];
}

const indexOf = (storeCode: string) => (storeCode === 'default' ? 'vue_storefront_catalog' : `vue_storefront_catalog_${storeCode}`);

const SEARCH_FIELDS = ['sku', 'name', 'slug', 'url_key', 'image', 'final_price_incl_tax', 'original_price_incl_tax', 'category_ids'];

async function searchCatalog(options: {
  storeCode: string;
  text: string;
  from: number;
  size: number;
  categoryId?: number;
  signal?: AbortSignal;
}): Promise<ProductSearchPage> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: String(options.size),
    from: String(options.from),
    _source_include: SEARCH_FIELDS.join(','),
  });
  const body = {
    _searchText: options.text,
    _appliedFilters: options.categoryId ? [{ attribute: 'category_ids', value: { in: [options.categoryId] } }] : [],
    _availableFilters: [{ field: 'category_ids', options: { size: 12 } }],
  };
  const response = await fetchJson(`/api/catalog/${indexOf(options.storeCode)}/product/_search?${params}`, searchResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
    signal: options.signal,
  });
  return {
    items: response.hits.hits.map((hit) => hit._source),
    total: response.hits.total,
    suggestions: response.suggestions,
    categoryBuckets: (response.aggregations.agg_terms_category_ids?.buckets ?? []).map((bucket) => ({
      id: Number(bucket.key),
      count: bucket.doc_count,
    })),
  };
}

/** Query options of the catalogue search (TanStack Query): the key and the paging live here, not in components. */
export const catalogQueries = {
  search: (storeCode: string, text: string, categoryId: number | undefined, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: ['catalog', 'search', storeCode, text, categoryId ?? null],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) => searchCatalog({ storeCode, text, from: pageParam, size: pageSize, categoryId, signal }),
      getNextPageParam: (last: ProductSearchPage, pages: ProductSearchPage[]) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return loaded < last.total ? loaded : undefined;
      },
    }),
};
