import 'server-only';
import type { StoreView } from '@/lib/config/store-views';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import type { RouteQuery } from '@/lib/domain/filters';
import type { Db } from '@/lib/server/db/client';
import { categoryNames } from './categories';
import { loadCategoryListing } from './category-listing';

export async function loadCategoryPage(db: Db, storeView: StoreView, category: CategoryDocument, query: RouteQuery) {
  const [listing, categories] = await Promise.all([
    loadCategoryListing(db, storeView, category, query),
    categoryNames(db, storeView),
  ]);
  return { category, listing, categories };
}
