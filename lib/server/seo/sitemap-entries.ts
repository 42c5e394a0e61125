import 'server-only';
import { sql } from 'drizzle-orm';
import type { Translations } from '@/lib/domain/catalog-types';
import { productPageUrl } from '@/lib/domain/product-url';
import { storeUrlsOf, type StoreUrls } from '@/lib/domain/store-urls';
import { storeCodes } from '@/lib/config/store-views';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { catalogRules } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import { integerList, integerLiteral } from '@/lib/server/db/sql-literals';

export interface SitemapPath {
  path: string;
  lastModified?: Date;
  priority: number;
  /** The page's store-relative path per store code where it differs from `path` (a translated address, ADR 0048). */
  storePaths?: Record<string, string>;
}

/** The paths of a page in the store views whose address differs from the default one. */
function translatedPaths(doc: Parameters<typeof storeUrlsOf>[0], pathOf: (urls: StoreUrls) => string, path: string) {
  if (!doc.translations) return undefined;
  const entries = storeCodes.map((code) => [code, pathOf(storeUrlsOf(doc, code))] as const).filter(([, own]) => own !== path);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Every indexable store-relative path: home, categories, visible products, CMS pages. */
export async function sitemapPaths(db: Db, limit = 45_000): Promise<SitemapPath[]> {
  const [categories, products, pages] = await Promise.all([
    execute<{ url_path: string; updated_at: Date; translations: Translations | null }>(
      db,
      sql`SELECT url_path, updated_at, doc->'translations' AS translations FROM categories WHERE is_active AND level > 1 ORDER BY level, position`,
    ),
    execute<{ sku: string; slug: string; url_key: string; updated_at: Date; translations: Translations | null }>(
      db,
      sql`SELECT sku, doc->>'slug' AS slug, url_key, updated_at, doc->'translations' AS translations FROM products
          WHERE status = ${integerLiteral(productStatus.enabled)} AND visibility IN ${integerList(catalogRules.sitemapVisibilities)} ORDER BY id LIMIT ${limit}`,
    ),
    execute<{ identifier: string; updated_at: Date }>(
      db,
      sql`SELECT identifier, updated_at FROM cms_pages WHERE is_active AND identifier NOT IN ('home', 'no-route', 'enable-cookies')`,
    ),
  ]);
  return [
    { path: '/', priority: 1 },
    ...categories.rows.map((row) => {
      const path = `/${row.url_path}`;
      const doc = { url_path: row.url_path, translations: row.translations ?? undefined };
      return { path, lastModified: new Date(row.updated_at), priority: 0.8, storePaths: translatedPaths(doc, (urls) => `/${urls.url_path}`, path) };
    }),
    ...products.rows.map((row) => {
      const pathOf = (urls: StoreUrls) => productPageUrl({ storeUrl: '', parentSku: row.sku, slug: urls.slug });
      const doc = { url_key: row.url_key, slug: row.slug ?? undefined, translations: row.translations ?? undefined };
      const path = pathOf(storeUrlsOf(doc, 'default'));
      return { path, lastModified: new Date(row.updated_at), priority: 0.6, storePaths: translatedPaths(doc, pathOf, path) };
    }),
    ...pages.rows.map((row) => ({ path: `/i/${row.identifier}`, lastModified: new Date(row.updated_at), priority: 0.3 })),
  ];
}
