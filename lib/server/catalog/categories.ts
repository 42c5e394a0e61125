import 'server-only';
import { sql } from 'drizzle-orm';
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { cachedRead } from './catalog-cache';

export interface CategoryLink {
  id: number;
  name: string;
  urlPath: string;
  slug: string;
  children: CategoryLink[];
}

function toLink(doc: CategoryDocument): CategoryLink {
  return {
    id: doc.id,
    name: doc.name,
    urlPath: doc.url_path,
    slug: doc.slug,
    children: (doc.children_data ?? [])
      .filter((child) => child.is_active && child.include_in_menu)
      .map(toLink),
  };
}

/** The mega-menu: active menu categories below the root, with their children (cached). */
export const loadMenu = cachedRead(
  'menu',
  async (db: Db): Promise<CategoryLink[]> => {
    const result = await execute<{ doc: CategoryDocument }>(
      db,
      sql`SELECT doc FROM categories WHERE id = ${ROOT_CATEGORY_ID}`,
    );
    const root = result.rows[0]?.doc;
    return root ? toLink(root).children : [];
  },
  { key: () => '', tags: () => ['categories'] },
);

/** An active category by slug or url key (cached). */
export const categoryBySlug = cachedRead(
  'category-by-slug',
  async (db: Db, slug: string): Promise<CategoryDocument | null> => {
    const result = await execute<{ doc: CategoryDocument }>(
      db,
      sql`SELECT doc FROM categories WHERE (slug = ${slug} OR url_key = ${slug}) AND is_active ORDER BY (slug = ${slug}) DESC LIMIT 1`,
    );
    return result.rows[0]?.doc ?? null;
  },
  {
    key: (slug) => slug,
    tags: (category) => ['categories', ...(category ? [`category:${category.id}`] : [])],
  },
);

/**
 * The slug of the active category a former /c/{key} URL meant: its url key when it differed from the slug, or the
 * last segment of its url_path (the seed's and the Magento import's old url keys). Null when none or ambiguous.
 */
export async function categorySlugOfFormerKey(db: Db, key: string): Promise<string | null> {
  const result = await execute<{ slug: string; by_key: boolean }>(
    db,
    sql`SELECT slug, url_key = ${key} AS by_key FROM categories
        WHERE is_active AND slug <> ${key}
          AND (url_key = ${key} OR url_path = ${key} OR right(url_path, ${key.length + 1}) = ${`/${key}`})
        ORDER BY (url_key = ${key}) DESC, id LIMIT 2`,
  );
  const [first, second] = result.rows;
  if (!first) return null;
  return first.by_key || !second ? first.slug : null;
}

const categoryNameRows = cachedRead(
  'category-names',
  async (db: Db) =>
    (
      await execute<{ id: number; name: string; url_path: string }>(
        db,
        sql`SELECT id, name, url_path FROM categories WHERE is_active`,
      )
    ).rows.map((row): [number, { name: string; url_path: string }] => [
      row.id,
      { name: row.name, url_path: row.url_path },
    ]),
  { key: () => '', tags: () => ['categories'] },
);

/** Names and URLs of all categories by id, for breadcrumbs. */
export async function categoryNames(db: Db): Promise<Map<number, { name: string; url_path: string }>> {
  return new Map(await categoryNameRows(db));
}
