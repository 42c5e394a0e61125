import 'server-only';
import { sql } from 'drizzle-orm';
import type { StoreView } from '@/lib/config/store-views';
import { storeCodes } from '@/lib/config/store-views';
import { localize } from '@/lib/domain/store-labels';
import type { Db } from '@/lib/server/db/client';
import { DEFAULT_INDEX } from '@/lib/server/search/catalog-search';
import { searchProducts } from '@/lib/server/search/product-search';
import { filterSource } from '@/lib/server/search/source-filter';
import { execute } from '@/lib/server/db/execute';
import { cachedRead, productTags } from './catalog-cache';

type UrlTarget = 'product' | 'category' | 'cms_page';

export interface UrlHit {
  _index: string;
  _type: UrlTarget;
  _id: string;
  _score: number;
  _source: Record<string, unknown>;
}

/** `https://shop/de/women/tops.html?x=1#y` → `women/tops` (no store code, slashes, suffix, query). */
function normalizeUrlPath(url: string, stripStoreCode = true): string {
  let path = url.trim();
  path = path.replace(/^[a-z]+:\/\/[^/]+/i, '');
  path = path.split(/[?#]/)[0] ?? '';
  path = path.replace(/^\/+|\/+$/g, '');
  const [first, ...rest] = path.split('/');
  if (stripStoreCode && first && first !== 'default' && (storeCodes as string[]).includes(first)) path = rest.join('/');
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep the raw path */
  }
  return path.replace(/\.html$/, '').toLowerCase();
}

interface ResolveOptions {
  includeFields?: string[];
  excludeFields?: string[];
  /** API clients may send store-prefixed URLs; the page dispatcher has resolved the store already. */
  stripStoreCode?: boolean;
}

async function resolvePath(db: Db, storeView: StoreView, path: string): Promise<UrlHit | null> {
  const index = storeView.storeCode === 'default' ? DEFAULT_INDEX : `${DEFAULT_INDEX}_${storeView.storeCode}`;
  const hit = (type: UrlTarget, source: Record<string, unknown>): UrlHit => ({
    _index: index,
    _type: type,
    _id: String(source.id ?? source.identifier),
    _score: 1,
    _source: source,
  });

  const products = await searchProducts(db, storeView, {
    filters: [{ attribute: 'url_path', value: { eq: path } }],
    aggregations: [],
    sort: [],
    text: '',
    from: 0,
    size: 1,
    include: [],
    exclude: [],
  });
  const product = products.items[0];
  if (product) {
    const { _score, ...source } = product;
    return hit('product', source);
  }

  // The store's own url path first (`damen/oberteile`), then the default one (`women/tops-women`, which the page sends on).
  const storePath = sql`(doc #>> ${`{translations,${storeView.storeCode},url_path}`}::text[])`;
  const category = await execute<{ doc: Record<string, unknown> }>(db,
    sql`SELECT doc FROM categories WHERE (url_path = ${path} OR ${storePath} = ${path}) AND is_active
        ORDER BY (${storePath} = ${path}) IS TRUE DESC LIMIT 1`,
  );
  if (category.rows[0]) return hit('category', localize(category.rows[0].doc, storeView.storeCode));

  const page = await execute<Record<string, unknown> & { doc: Record<string, unknown> }>(db, sql`
    SELECT id, identifier, title, content, store_id, doc FROM cms_pages
    WHERE identifier = ${path} AND is_active AND store_id IN (0, ${storeView.storeId})
    ORDER BY store_id DESC LIMIT 1`);
  if (page.rows[0]) {
    const { doc, ...row } = page.rows[0];
    return hit('cms_page', { ...doc, ...row });
  }
  return null;
}

function hitTags(hit: UrlHit | null): string[] {
  if (!hit) return ['urls'];
  if (hit._type === 'product') return productTags([hit._source as { sku: string }]);
  if (hit._type === 'category') return ['categories', `category:${hit._id}`];
  return ['cms'];
}

const cachedResolve = cachedRead('url', resolvePath, {
  key: (storeView, path) => `${storeView.storeCode}|${path}`,
  tags: hitTags,
});

/**
 * The store-relative address a dispatcher hit should be shown at when the path asked for is not the store's own (an
 * English url path under /de): its url path in the store view, or null when the path is already that.
 */
export function movedUrlPath(hit: UrlHit, requested: string): string | null {
  if (hit._type === 'cms_page') return null;
  const own = hit._source.url_path;
  return typeof own === 'string' && own !== '' && own !== normalizeUrlPath(requested, false) ? own : null;
}

/** The store's own url path for a path that names a category or product by another (English) one; null otherwise. */
export async function storeUrlPathOf(db: Db, storeView: StoreView, path: string): Promise<string | null> {
  const normalized = normalizeUrlPath(path, false);
  if (!normalized) return null;
  const hit = await cachedResolve(db, storeView, normalized);
  return hit ? movedUrlPath(hit, normalized) : null;
}

/** Spec §2 dispatcher: product url_path first, then category, then CMS page identifier; null when none (cached). */
export async function resolveUrl(
  db: Db,
  storeView: StoreView,
  url: string,
  options: ResolveOptions = {},
): Promise<UrlHit | null> {
  const path = normalizeUrlPath(url, options.stripStoreCode ?? true);
  if (!path) return null;
  const hit = await cachedResolve(db, storeView, path);
  if (!hit || (!options.includeFields?.length && !options.excludeFields?.length)) return hit;
  return { ...hit, _source: filterSource(hit._source, options.includeFields, options.excludeFields) };
}
