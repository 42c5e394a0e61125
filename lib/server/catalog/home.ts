import 'server-only';
import { sql } from 'drizzle-orm';
import { pageSizes } from '@/lib/config/constants';
import type { StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import type { Db } from '@/lib/server/db/client';
import { searchProducts } from '@/lib/server/search/product-search';
import type { CatalogSearchRequest } from '@/lib/server/search/search-request';
import { execute } from '@/lib/server/db/execute';

const listing = (overrides: Partial<CatalogSearchRequest>): CatalogSearchRequest => ({
  filters: [],
  aggregations: [],
  sort: [],
  text: '',
  from: 0,
  size: pageSizes.homeCollection,
  include: [],
  exclude: [],
  ...overrides,
});

/**
 * Spec §9 list presets: new products (new = 1, newest first) and bestsellers (the Tees category). Not cached here: the
 * home page's `'use cache'` data holds them (lib/server/render/cached-pages.ts).
 */
export async function homeCollections(db: Db, storeView: StoreView) {
  const tees = await execute<{ id: number }>(db, sql`SELECT id FROM categories WHERE name = 'Tees' AND is_active`);
  const teeIds = tees.rows.map((row) => row.id);
  const [newProducts, bestsellers] = await Promise.all([
    searchProducts(
      db,
      storeView,
      listing({ filters: [{ attribute: 'new', value: { eq: 1 } }], sort: [{ field: 'created_at', direction: 'desc' }] }),
    ),
    teeIds.length
      ? searchProducts(
          db,
          storeView,
          listing({
            filters: [{ attribute: 'category_ids', value: { in: teeIds } }],
            sort: [{ field: 'sales_count', direction: 'desc' }],
          }),
        )
      : Promise.resolve({ items: [] as ProductDocument[] }),
  ]);
  return { newProducts: newProducts.items as ProductDocument[], bestsellers: bestsellers.items as ProductDocument[] };
}

