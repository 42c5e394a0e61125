import 'server-only';
import { sql } from 'drizzle-orm';
import { productPageUrl } from '@/lib/domain/product-url';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { catalogRules } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import { integerList, integerLiteral } from '@/lib/server/db/sql-literals';

export interface SitemapPath {
  path: string;
  lastModified?: Date;
  priority: number;
}

/** Every indexable store-relative path: home, categories, visible products, CMS pages. */
export async function sitemapPaths(db: Db, limit = 45_000): Promise<SitemapPath[]> {
  const [categories, products, pages] = await Promise.all([
    execute<{ url_path: string; updated_at: Date }>(
      db,
      sql`SELECT url_path, updated_at FROM categories WHERE is_active AND level > 1 ORDER BY level, position`,
    ),
    execute<{ sku: string; slug: string; updated_at: Date }>(
      db,
      sql`SELECT sku, doc->>'slug' AS slug, updated_at FROM products
          WHERE status = ${integerLiteral(productStatus.enabled)} AND visibility IN ${integerList(catalogRules.sitemapVisibilities)} ORDER BY id LIMIT ${limit}`,
    ),
    execute<{ identifier: string; updated_at: Date }>(
      db,
      sql`SELECT identifier, updated_at FROM cms_pages WHERE is_active AND identifier NOT IN ('home', 'no-route', 'enable-cookies')`,
    ),
  ]);
  return [
    { path: '/', priority: 1 },
    ...categories.rows.map((row) => ({ path: `/${row.url_path}`, lastModified: new Date(row.updated_at), priority: 0.8 })),
    ...products.rows.map((row) => ({
      path: productPageUrl({ storeUrl: '', parentSku: row.sku, slug: row.slug }),
      lastModified: new Date(row.updated_at),
      priority: 0.6,
    })),
    ...pages.rows.map((row) => ({ path: `/i/${row.identifier}`, lastModified: new Date(row.updated_at), priority: 0.3 })),
  ];
}
