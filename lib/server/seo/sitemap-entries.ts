import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

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
          WHERE status = 1 AND visibility IN (2, 4) ORDER BY id LIMIT ${limit}`,
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
      path: `/p/${encodeURIComponent(row.sku)}/${encodeURIComponent(row.slug)}`,
      lastModified: new Date(row.updated_at),
      priority: 0.6,
    })),
    ...pages.rows.map((row) => ({ path: `/i/${row.identifier}`, lastModified: new Date(row.updated_at), priority: 0.3 })),
  ];
}
