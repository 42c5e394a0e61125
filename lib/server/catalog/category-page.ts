import 'server-only';
import type { StoreView } from '@/lib/config/store-views';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { filterQueryWithOptionIds } from '@/lib/domain/filter-values';
import type { RouteQuery } from '@/lib/domain/filters';
import type { Db } from '@/lib/server/db/client';
import { categoryNames } from './categories';
import { loadCategoryListing } from './category-listing';
import { loadAttributes } from './reference-data';

/** The page's data; `query` comes back with filter labels (`?color=Blue`) replaced by option ids. */
export async function loadCategoryPage(db: Db, storeView: StoreView, category: CategoryDocument, rawQuery: RouteQuery) {
  const query = filterQueryWithOptionIds(rawQuery, await loadAttributes(db), storeView.storeCode);
  const [listing, categories] = await Promise.all([
    loadCategoryListing(db, storeView, category, query),
    categoryNames(db, storeView),
  ]);
  return { category, listing, categories, query };
}
