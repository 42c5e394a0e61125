import { getTranslations } from 'next-intl/server';
import type { StoreView } from '@/lib/config/store-views';
import { categoryBreadcrumbs } from '@/lib/domain/breadcrumbs';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { hasActiveFilters, type RouteQuery } from '@/lib/domain/filters';
import type { CategoryListing } from '@/lib/server/catalog/category-listing';
import { Breadcrumbs } from './breadcrumbs';
import { ListingView } from './listing-view';

interface Props {
  category: CategoryDocument;
  listing: CategoryListing;
  categories: Map<number, { name: string; url_path: string }>;
  storeView: StoreView;
  basePath: string;
  query: RouteQuery;
}

export async function CategoryView({ category, listing, categories, storeView, basePath, query }: Props) {
  const t = await getTranslations('Category');
  const crumbs = categoryBreadcrumbs(category.path, categories, {
    homeName: t('home'),
    homeUrl: storeView.url || '/',
    categoryUrl: (entry) => `${storeView.url}/${entry.url_path}`,
  });
  return (
    <div className="category">
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <h1>{category.name}</h1>
      <ListingView
        listing={listing}
        storeView={storeView}
        basePath={basePath}
        query={query}
        analytics={{ list: { id: `category-${category.id}`, name: category.name } }}
        emptyText={hasActiveFilters(query) ? t('empty') : t('noProductsSynchronized')}
      />
    </div>
  );
}
