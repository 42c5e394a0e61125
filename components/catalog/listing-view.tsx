import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import {
  hasActiveFilters,
  listingHref,
  parseFilterQuery,
  resetFilters,
  SORT_OPTIONS,
  setPage,
  setSort,
  toFilterQuery,
  type RouteQuery,
} from '@/lib/domain/filters';
import type { ProductListing } from '@/lib/server/catalog/category-listing';
import { productItem, viewItemList, viewSearchResults, type EcommerceEvent } from '@/lib/domain/analytics-events';
import { PageEvent } from '@/components/analytics/page-event';
import { FilterPanel } from './filter-panel';
import { ListingFocus } from './listing-focus';
import { ProductTile } from './product-tile';
import { SortSelect } from './sort-select';

interface Props {
  listing: ProductListing;
  storeView: StoreView;
  basePath: string;
  query: RouteQuery;
  /** Query keys every link of the listing keeps (the search text `q`). */
  keep?: Record<string, string>;
  /** Search results are ranked by relevance until the shopper picks another order. */
  relevanceSort?: boolean;
  emptyText: string;
  /** What the listing is for statistics (ADR 0046): a category's list, or the search results of a term. */
  analytics: { list: { id: string; name: string } } | { searchTerm: string };
}

function listingEvent({ analytics, listing, storeView }: Pick<Props, 'analytics' | 'listing' | 'storeView'>): EcommerceEvent {
  const items = listing.products.map((product, index) => productItem(product, index));
  const currency = storeView.i18n.currencyCode;
  return 'searchTerm' in analytics ? viewSearchResults(analytics.searchTerm, currency, items) : viewItemList(analytics.list, currency, items);
}

const RELEVANCE = 'relevance';

/** Count, sort, filters, the product grid and "load more" (crawlable `?page=`): shared by categories and search. */
export async function ListingView({ listing, storeView, basePath, query, keep = {}, relevanceSort = false, emptyText, analytics }: Props) {
  const t = await getTranslations('Category');
  const withQuery = (next: Record<string, string>) => listingHref(basePath, next, keep);
  const filterState = parseFilterQuery(query);
  const sort = filterState.sort ?? (relevanceSort ? RELEVANCE : 'updated_at:desc');
  const colorIds = (filterState.filters.color ?? []).map(Number);
  const sortLabels: Record<string, string> = {
    'updated_at:desc': t('sortLatest'),
    'final_price:asc': t('sortPriceAsc'),
    'final_price:desc': t('sortPriceDesc'),
  };
  const choices = SORT_OPTIONS.map((option) => ({
    value: option.key as string,
    label: sortLabels[option.key] ?? option.label,
    href: withQuery(setSort(query, option.key)),
  }));
  if (relevanceSort) {
    choices.unshift({
      value: RELEVANCE,
      label: t('sortRelevance'),
      href: withQuery(toFilterQuery({ ...filterState, page: undefined, sort: undefined })),
    });
  }
  const colorOptions = listing.attributes.find((attribute) => attribute.attribute_code === 'color')?.options ?? [];
  const swatches = new Map(colorOptions.filter((option) => option.swatch).map((option) => [Number(option.value), option.swatch as string]));
  const count = listing.totalCapped ? t('itemCountCapped', { count: listing.total }) : t('itemCount', { count: listing.total });
  return (
    <ListingFocus status={count}>
      <div className="category__toolbar">
        {/* Focused after a filter whose control the new listing no longer has (listing-focus.tsx). */}
        <p role="status" tabIndex={-1} data-listing-count="">
          {count}
        </p>
        <SortSelect label={t('sortBy')} submitLabel={t('sortApply')} current={sort} choices={choices} />
      </div>
      <div className="category__body">
        <FilterPanel
          basePath={basePath}
          keep={keep}
          query={query}
          storeView={storeView}
          attributes={listing.attributes}
          aggregations={listing.aggregations}
          text={{ title: t('filters'), reset: t('resetFilters'), price: t('price'), selected: t('selected') }}
        />
        <section className="category__products" aria-label={t('products')} data-analytics-list="">
          <PageEvent event={listingEvent({ analytics, listing, storeView })} />
          {listing.products.length === 0 ? (
            <div className="empty-state" role="alert">
              <p>{emptyText}</p>
              {hasActiveFilters(query) && (
                <p>
                  <Link href={withQuery(resetFilters(query))} rel="nofollow" prefetch={false} data-focus-key="filters-reset">
                    {t('resetFilters')}
                  </Link>
                </p>
              )}
            </div>
          ) : (
            <ul className="product-grid">
              {listing.products.map((product, index) => (
                <ProductTile key={product.sku} product={product} storeView={storeView} colorIds={colorIds} priority={index < 2} swatches={swatches} />
              ))}
            </ul>
          )}
          {listing.page < listing.pageCount && (
            <p className="load-more">
              <Link href={withQuery(setPage(query, listing.page + 1))} scroll={false} prefetch={false}>
                {t('loadMore')}
              </Link>
            </p>
          )}
        </section>
      </div>
    </ListingFocus>
  );
}
