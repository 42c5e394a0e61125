import 'server-only';
import { sql } from 'drizzle-orm';
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import { storeCodes, type StoreView } from '@/lib/config/store-views';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { localize, translatedText } from '@/lib/domain/store-labels';
import { storeUrlsOf, type StoreUrls } from '@/lib/domain/store-urls';
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

type StoreCodeOf = Pick<StoreView, 'storeCode'>;

/** The stored category tree from the root, with the names of every store view (`translations`); null when empty. */
export const loadCategoryTree = cachedRead(
  'category-tree',
  async (db: Db): Promise<CategoryDocument | null> => {
    const result = await execute<{ doc: CategoryDocument }>(
      db,
      sql`SELECT doc FROM categories WHERE id = ${ROOT_CATEGORY_ID}`,
    );
    return result.rows[0]?.doc ?? null;
  },
  { key: () => '', tags: () => ['categories'] },
);

/** The mega-menu of a store view: active menu categories below the root, with their children (cached). */
export const loadMenu = cachedRead(
  'menu',
  async (db: Db, storeView: StoreCodeOf): Promise<CategoryLink[]> => {
    const root = await loadCategoryTree(db);
    return root ? toLink(localize(root, storeView.storeCode)).children : [];
  },
  { key: (storeView) => storeView.storeCode, tags: () => ['categories'] },
);

/** The store's own slug of a category document (`doc #>> '{translations,de,slug}'`), NULL in SQL where it has none. */
function storeSlugSql(storeCode: string) {
  return sql`(doc #>> ${`{translations,${storeCode},slug}`}::text[])`;
}

/**
 * An active category by slug or url key, in the store view's language (cached): the store's own slug first, then the
 * default one (an English slug under /de, which proxy.ts sends on to the German one).
 */
export const categoryBySlug = cachedRead(
  'category-by-slug',
  async (db: Db, slug: string, storeView: StoreCodeOf): Promise<CategoryDocument | null> => {
    const storeSlug = storeSlugSql(storeView.storeCode);
    const result = await execute<{ doc: CategoryDocument }>(
      db,
      sql`SELECT doc FROM categories WHERE (slug = ${slug} OR url_key = ${slug} OR ${storeSlug} = ${slug}) AND is_active
          ORDER BY (${storeSlug} = ${slug}) IS TRUE DESC, (slug = ${slug}) DESC LIMIT 1`,
    );
    const doc = result.rows[0]?.doc;
    return doc ? localize(doc, storeView.storeCode) : null;
  },
  {
    key: (slug, storeView) => `${storeView.storeCode}|${slug}`,
    tags: (category) => ['categories', ...(category ? [`category:${category.id}`] : [])],
  },
);

/** A category's url key, url path and slug in every store view (its translated ones where it has them); {} when unknown. */
export async function categoryStoreUrls(db: Db, id: number): Promise<Record<string, StoreUrls>> {
  const result = await execute<{ doc: CategoryDocument }>(
    db,
    sql`SELECT jsonb_build_object('url_key', url_key, 'url_path', url_path, 'slug', slug, 'translations', doc->'translations') AS doc
        FROM categories WHERE id = ${id}`,
  );
  const doc = result.rows[0]?.doc;
  return doc ? Object.fromEntries(storeCodes.map((code) => [code, storeUrlsOf(doc, code)])) : {};
}

/**
 * Where /c/{key} in a store view belongs when it is not the store's own address (proxy.ts's 301): the store's slug of
 * the category the key names (its English slug or url key under /de, or a former key), or null when the key is the
 * store's own slug, names no category, or names one whose address in the store is its default one.
 */
export async function categoryStoreSlug(db: Db, key: string, storeCode: string): Promise<string | null> {
  const byKey = await execute<{ doc: CategoryDocument }>(
    db,
    sql`SELECT doc FROM categories WHERE is_active AND (slug = ${key} OR url_key = ${key}) ORDER BY (slug = ${key}) DESC LIMIT 1`,
  );
  const doc = byKey.rows[0]?.doc;
  if (doc) {
    const own = storeUrlsOf(doc, storeCode).slug;
    return own && own !== key ? own : null;
  }
  const own = await execute<{ id: number }>(db, sql`SELECT id FROM categories WHERE is_active AND ${storeSlugSql(storeCode)} = ${key} LIMIT 1`);
  if (own.rows[0]) return null;
  const former = await categorySlugOfFormerKey(db, key);
  if (!former) return null;
  const target = await execute<{ doc: CategoryDocument }>(db, sql`SELECT doc FROM categories WHERE slug = ${former} LIMIT 1`);
  return target.rows[0] ? storeUrlsOf(target.rows[0].doc, storeCode).slug : former;
}

/**
 * The slug of the active category a former /c/{key} URL meant: its url key when it differed from the slug, or the
 * last segment of its url_path (the seed's and the Magento import's old url keys). Null when none or ambiguous.
 */
async function categorySlugOfFormerKey(db: Db, key: string): Promise<string | null> {
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
  async (db: Db, storeView: StoreCodeOf) =>
    (
      await execute<{ id: number; name: string; url_path: string; translations: CategoryDocument['translations'] | null }>(
        db,
        sql`SELECT id, name, url_path, doc -> 'translations' AS translations FROM categories WHERE is_active`,
      )
    ).rows.map((row): [number, { name: string; url_path: string }] => [
      row.id,
      {
        name: translatedText({ name: row.name, translations: row.translations ?? undefined }, 'name', storeView.storeCode),
        url_path: storeUrlsOf({ url_path: row.url_path, translations: row.translations ?? undefined }, storeView.storeCode).url_path,
      },
    ]),
  { key: (storeView) => storeView.storeCode, tags: () => ['categories'] },
);

/** Names (in the store view's language) and URLs of all categories by id, for breadcrumbs. */
export async function categoryNames(db: Db, storeView: StoreCodeOf): Promise<Map<number, { name: string; url_path: string }>> {
  return new Map(await categoryNameRows(db, storeView));
}
