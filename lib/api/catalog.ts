import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { OfflineSearchPage } from '@/lib/domain/offline-search';
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
  /** The spec's flags of a search answer (§3): a live answer, and whether it found nothing. */
  offline: false;
  noresults: boolean;
}

/** A page of the search panel: the shop's answer, or offline the products the shopper has seen (ADR 0052). */
export type SearchPanelPage = ProductSearchPage | OfflineSearchPage;

/** Answers a search the shop could not be reached for: a page from what the browser keeps. */
export type UnreachableSearch = (page: { from: number; size: number }) => Promise<OfflineSearchPage>;

/**
 * The network is gone (spec §8: a search failure while offline is answered from what is kept, one while online is
 * rethrown): the browser says it is offline, or fetch itself failed (no answer at all). A cancelled request is neither.
 */
function unreachable(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return false;
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || error instanceof TypeError;
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
    offline: false,
    noresults: response.hits.total === 0,
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
  /**
   * With `whenUnreachable`, a search the shop cannot be reached for is answered by it (flagged `offline`). Such an
   * answer is stale at once: the next time the same text is shown (and when the panel asks again once back online,
   * components/search/offline-answers.ts) the shop is asked, and its results replace the offline ones.
   */
  search: (storeCode: string, text: string, categoryId: number | undefined, pageSize: number, whenUnreachable?: UnreachableSearch) =>
    infiniteQueryOptions({
      queryKey: ['catalog', 'search', storeCode, text, categoryId ?? null],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }): Promise<SearchPanelPage> => {
        try {
          return await searchCatalog({ storeCode, text, from: pageParam, size: pageSize, categoryId, signal });
        } catch (error) {
          if (!whenUnreachable || !unreachable(error, signal)) throw error;
          return whenUnreachable({ from: pageParam, size: pageSize });
        }
      },
      getNextPageParam: (last: SearchPanelPage, pages: SearchPanelPage[]) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return loaded < last.total ? loaded : undefined;
      },
      // Offline the query runs too (React Query would otherwise pause it until the connection is back).
      networkMode: 'always',
      staleTime: (query) => (query.state.data?.pages.some((page) => page.offline) ? 0 : 60_000),
      refetchOnReconnect: true,
    }),
};
