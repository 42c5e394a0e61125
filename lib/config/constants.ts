/** Business constants of the spec (§9). Grouped by concern; env overrides live in env.ts. */
export const ROOT_CATEGORY_ID = 2;

/** A page's document title: its own, then the shop's name. */
export const PAGE_TITLE_TEMPLATE = '%s | Storefront';

export const searchConfig = {
  minScore: 0.02,
  fuzziness: 2,
  prefixLength: 2,
  maxExpansions: 3,
  minimumShouldMatch: 0.75,
  boosts: { name: 4, sku: 2, categoryName: 1 },
  minQueryLength: 3,
  /** Longer search text is cut to this length (the API refuses it), never an error page. */
  maxQueryLength: 200,
  maxFilterQuerySize: 999,
  filterAggregationSize: 10,
} as const;

export const pageSizes = {
  productList: 50,
  categoryList: 4000,
  attributeList: 150,
  cmsList: 150,
  cmsMaxCount: 500,
  orderHistory: 20,
  searchMixin: 18,
  searchPanel: 16,
  homeCollection: 8,
  stockBatch: 15,
  /** Upper bound for any single search request (protects the server). */
  maxSearchSize: 4000,
} as const;

export const priceRanges = [
  { from: 0, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 150 },
  { from: 150, to: null },
] as const;

export const defaultFilters = ['color', 'erin_recommends', 'price', 'size'] as const;

export const sortOptions = [
  { label: 'Latest', field: 'updated_at', direction: 'desc' },
  { label: 'Price: Low to high', field: 'final_price', direction: 'asc' },
  { label: 'Price: High to low', field: 'final_price', direction: 'desc' },
] as const;

export const imageSizes = {
  cartThumbnail: { width: 210, height: 300 },
  productThumbnail: { width: 324, height: 489 },
  gallery: { width: 600, height: 744 },
  maxDimension: 1024,
  fallbackDimension: 400,
} as const;

/** Magento's product visibility codes: where a product is listed on its own. */
export const productVisibility = { notVisibleIndividually: 1, catalog: 2, search: 3, catalogAndSearch: 4 } as const;

export const catalogRules = {
  listOutOfStockProducts: true,
  allowOutOfStockInCart: true,
  allowZeroPriceProducts: true,
  /** Spec §5: what a text search lists. */
  searchVisibilities: [productVisibility.search, productVisibility.catalogAndSearch],
  /** Spec §5: what a category listing (a search without text) lists. */
  categoryVisibilities: [productVisibility.catalog, productVisibility.search, productVisibility.catalogAndSearch],
  /** What the sitemap lists: the products a shopper reaches by browsing the catalogue. */
  sitemapVisibilities: [productVisibility.catalog, productVisibility.catalogAndSearch],
} as const;

export const appVersion = { version: '1.12.2', buildDate: '2024-06-06' } as const;

/** Spec §9 queues: a failing cart connect/sync reconnects as a guest cart at most this often. */
export const queueConfig = { maxCartBypassAttempts: 1 } as const;
