import 'server-only';
import type { StoreView } from '@/lib/config/store-views';
import { catalogLabels, type CatalogLabels } from '@/lib/domain/store-labels';
import type { Db } from '@/lib/server/db/client';
import { cachedRead } from './catalog-cache';
import { loadCategoryTree } from './categories';
import { loadAttributes } from './reference-data';

/** The attribute, option and category labels a store view translates, for the products it shows (cached per store view). */
export const loadCatalogLabels = cachedRead(
  'catalog-labels',
  async (db: Db, storeView: Pick<StoreView, 'storeCode'>): Promise<CatalogLabels> => {
    const [attributes, root] = await Promise.all([loadAttributes(db), loadCategoryTree(db)]);
    return catalogLabels(storeView.storeCode, attributes, root ? [root] : []);
  },
  { key: (storeView) => storeView.storeCode, tags: () => ['attributes', 'categories'] },
);
