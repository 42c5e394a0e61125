import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import { categoryBreadcrumbs } from '@/lib/domain/breadcrumbs';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { parseFilterQuery, SORT_OPTIONS, setPage, setSort, toQueryString, type RouteQuery } from '@/lib/domain/filters';
import type { CategoryListing } from '@/lib/server/catalog/category-listing';
import { Breadcrumbs } from './breadcrumbs';
import { FilterPanel } from './filter-panel';
import { ProductTile } from './product-tile';
import { SortSelect } from './sort-select';

interface Props {
  category: CategoryDocument;
  listing: CategoryListing;
  categories: Map<number, { name: string; url_path: string }>;
  storeView: StoreView;
  basePath: string;
  query: RouteQuery;
}

const withQuery = (basePath: string, query: Record<string, string>) => {
  const search = toQueryString(query);
  return search ? `${basePath}?${search}` : basePath;
};

export async function CategoryView({ category, listing, categories, storeView, basePath, query }: Props) {
  const t = await getTranslations('Category');
  const filterState = parseFilterQuery(query);
  const sort = filterState.sort ?? 'updated_at:desc';
  const colorIds = (filterState.filters.color ?? []).map(Number);
  const crumbs = categoryBreadcrumbs(category.path, categories, {
    homeName: t('home'),
    homeUrl: storeView.url || '/',
    categoryUrl: (entry) => `${storeView.url}/${entry.url_path}`,
  });
  const sortLabels: Record<string, string> = {
    'updated_at:desc': t('sortLatest'),
    'final_price:asc': t('sortPriceAsc'),
    'final_price:desc': t('sortPriceDesc'),
  };
  return (
    <div className="category">
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <h1>{category.name}</h1>
      <div className="category__toolbar">
        <p role="status">{t('itemCount', { count: listing.total })}</p>
        <SortSelect
          label={t('sortBy')}
          current={sort}
          choices={SORT_OPTIONS.map((option) => ({
            value: option.key,
            label: sortLabels[option.key] ?? option.label,
            href: withQuery(basePath, setSort(query, option.key)),
          }))}
        />
      </div>
      <div className="category__body">
        <FilterPanel
          basePath={basePath}
          query={query}
          storeView={storeView}
          attributes={listing.attributes}
          aggregations={listing.aggregations}
          text={{ title: t('filters'), reset: t('resetFilters'), price: t('price'), selected: t('selected') }}
        />
        <section className="category__products" aria-label={t('products')}>
          {listing.products.length === 0 ? (
            <div className="empty-state" role="alert">
              <p>{t('empty')}</p>
              <p>{t('noProductsSynchronized')}</p>
            </div>
          ) : (
            <ul className="product-grid">
              {listing.products.map((product, index) => (
                <ProductTile key={product.sku} product={product} storeView={storeView} colorIds={colorIds} priority={index < 2} />
              ))}
            </ul>
          )}
          {listing.page < listing.pageCount && (
            <p className="load-more">
              <Link href={withQuery(basePath, setPage(query, listing.page + 1))} scroll={false}>
                {t('loadMore')}
              </Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
