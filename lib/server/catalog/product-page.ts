import 'server-only';
import { sql } from 'drizzle-orm';
import { catalogRules } from '@/lib/config/constants';
import { env } from '@/lib/config/env';
import type { StoreView } from '@/lib/config/store-views';
import { productBreadcrumbs, type Breadcrumb } from '@/lib/domain/breadcrumbs';
import type { AttributeDocument, CategoryDocument, ProductDocument, Translations } from '@/lib/domain/catalog-types';
import { translatedText } from '@/lib/domain/store-labels';
import { storeSlugRedirect, storeUrlsOf } from '@/lib/domain/store-urls';
import { storeCodes } from '@/lib/config/store-views';
import { loadStoreAttributes } from '@/lib/server/catalog/reference-data';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { APPROVED_REVIEW_STATUS } from '@/lib/server/review/create-review';
import { searchProducts } from '@/lib/server/search/product-search';
import type { AppliedFilter, CatalogSearchRequest } from '@/lib/server/search/search-request';
import { productVisibility } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';

const RELATED_MIN = 4;
const RELATED_MAX = 8;
/** Attributes shown elsewhere on the page, never in the attributes table. */
const OWN_PLACE_ATTRIBUTES = new Set(['name', 'sku', 'description', 'price']);

export interface ApprovedReview {
  id: number;
  nickname: string;
  title: string;
  detail: string;
  createdAt: string;
}

export interface AttributeRow {
  code: string;
  label: string;
  /** Option labels, or the text value; a boolean attribute that is set reads as yes. */
  values: string[];
  isFlag: boolean;
}

export interface ProductPageData {
  product: ProductDocument;
  /** The products of a bundle's options or a grouped product's table, with their store-view prices. */
  linked: ProductDocument[];
  reviews: ApprovedReview[];
  attributes: AttributeRow[];
  /** Attribute documents with option swatches (colour), for the configurable options. */
  swatchAttributes: AttributeDocument[];
  breadcrumbs: Breadcrumb[];
  related: ProductDocument[];
  childSku: string | null;
  listOutOfStock: boolean;
  /** The product's slug in every store view (its translated one where it has one), for hreflang and the store switch. */
  storeSlugs: Record<string, string>;
}

export type ProductPageResult =
  | { kind: 'found'; data: ProductPageData }
  | { kind: 'not-found'; message: string }
  /** The sku asked for is a configurable's child: the page of its parent shows it. */
  | { kind: 'child'; parentSku: string; slug: string; childSku: string };

function listOutOfStockProducts(): boolean {
  return env().LIST_OUT_OF_STOCK_PRODUCTS === 'true' && catalogRules.listOutOfStockProducts;
}

const lookup = (filters: AppliedFilter[], size: number): CatalogSearchRequest => ({
  filters,
  aggregations: [],
  sort: [],
  text: '',
  from: 0,
  size,
  include: [],
  exclude: [],
});

async function findBySku(db: Db, storeView: StoreView, sku: string): Promise<ProductDocument | null> {
  const result = await searchProducts(db, storeView, lookup([{ attribute: 'sku', value: { eq: sku } }], 1));
  return result.items[0] ?? null;
}

type AddressRow = { sku: string; slug: string | null; url_key: string; translations: Translations | null };

const slugIn = (row: AddressRow, storeCode: string) =>
  storeUrlsOf({ url_key: row.url_key, slug: row.slug ?? undefined, translations: row.translations ?? undefined }, storeCode).slug;

/**
 * The parent of a configurable child (any status: the page reports a disabled parent itself), with the parent's slug
 * in the store view.
 */
async function findParentOfChild(db: Db, childSku: string, storeCode = 'default'): Promise<{ parentSku: string; slug: string } | null> {
  const result = await execute<AddressRow>(db, sql`
    SELECT p.sku, p.doc->>'slug' AS slug, p.url_key, p.doc->'translations' AS translations
    FROM products c JOIN products p ON p.sku = c.parent_sku
    WHERE c.sku = ${childSku} AND c.parent_sku IS NOT NULL AND p.type_id = 'configurable'
    LIMIT 1`);
  const row = result.rows[0];
  return row ? { parentSku: row.sku, slug: slugIn(row, storeCode) } : null;
}

/**
 * Where a product URL in a store view belongs when it is not the product's own address there (proxy.ts's 301): the
 * parent's page for a child sku, the store's slug for a product whose slug in the store is translated and was not the
 * one asked for (`/de/p/MH01/chaz-kangeroo-hoodie`); null otherwise, and for unknown skus.
 */
export async function productRedirect(
  db: Db,
  sku: string,
  storeCode: string,
  requestedSlug: string | null,
): Promise<{ parentSku: string; slug: string } | null> {
  const parent = await findParentOfChild(db, sku, storeCode);
  if (parent) return parent;
  if (requestedSlug === null) return null;
  const result = await execute<{ doc: ProductDocument }>(db, sql`
    SELECT jsonb_build_object('url_key', url_key, 'url_path', url_path, 'slug', doc->'slug', 'translations', doc->'translations') AS doc
    FROM products WHERE sku = ${sku} LIMIT 1`);
  const doc = result.rows[0]?.doc;
  const slug = doc ? storeSlugRedirect(doc, storeCode, requestedSlug) : null;
  return slug ? { parentSku: sku, slug } : null;
}

/** A product's slug in every store view. */
async function storeSlugsOf(db: Db, sku: string): Promise<Record<string, string>> {
  const result = await execute<AddressRow>(db, sql`
    SELECT sku, doc->>'slug' AS slug, url_key, doc->'translations' AS translations FROM products WHERE sku = ${sku} LIMIT 1`);
  const row = result.rows[0];
  return row ? Object.fromEntries(storeCodes.map((code) => [code, slugIn(row, code)])) : {};
}

function linkedSkus(product: ProductDocument): string[] {
  if (product.type_id === 'bundle') {
    return [...new Set((product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku)))];
  }
  if (product.type_id === 'grouped') {
    return (product.product_links ?? [])
      .filter((link) => link.link_type === 'associated')
      .map((link) => link.linked_product_sku);
  }
  return [];
}

async function loadLinked(db: Db, storeView: StoreView, product: ProductDocument): Promise<ProductDocument[]> {
  const skus = linkedSkus(product);
  if (skus.length === 0) return [];
  const result = await searchProducts(db, storeView, lookup([{ attribute: 'sku', value: { in: skus } }], skus.length));
  return result.items.filter((item) => item.status < productStatus.disabled);
}

async function loadApprovedReviews(db: Db, productId: number): Promise<ApprovedReview[]> {
  const result = await execute<{ id: number; nickname: string; title: string; detail: string; created_at: string | Date }>(
    db,
    sql`SELECT id, nickname, title, detail, created_at FROM reviews
        WHERE product_id = ${productId} AND review_status = ${APPROVED_REVIEW_STATUS} ORDER BY created_at DESC, id DESC LIMIT 50`,
  );
  return result.rows.map((row) => ({
    id: row.id,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

interface CategoryRow {
  id: number;
  name: string;
  url_path: string;
  path: string;
  level: number;
}

/** Active categories by id, named in the store view's language. */
async function loadCategories(db: Db, storeView: StoreView, ids: readonly number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  const result = await execute<CategoryRow & { translations: CategoryDocument['translations'] | null }>(db, sql`
    SELECT id, name, url_path, path, level, doc -> 'translations' AS translations FROM categories
    WHERE id = ANY(${sql.param([...ids])}::int[]) AND is_active`);
  return result.rows.map(({ translations, ...row }) => ({
    ...row,
    name: translatedText({ name: row.name, translations: translations ?? undefined }, 'name', storeView.storeCode),
    url_path: storeUrlsOf({ url_path: row.url_path, translations: translations ?? undefined }, storeView.storeCode).url_path,
  }));
}

/** The most specific of the product's categories (deepest; the first listed on a tie). */
function mainCategory(product: ProductDocument, categories: readonly CategoryRow[]): CategoryRow | null {
  let best: CategoryRow | null = null;
  for (const id of product.category_ids ?? []) {
    const category = categories.find((entry) => entry.id === id);
    if (category && (!best || category.level > best.level)) best = category;
  }
  return best;
}

async function breadcrumbsOf(db: Db, storeView: StoreView, product: ProductDocument, main: CategoryRow | null) {
  const pathIds = (main?.path ?? '').split('/').filter((part) => /^\d+$/.test(part)).map(Number);
  const onPath = await loadCategories(db, storeView, pathIds);
  return productBreadcrumbs(product.name, main?.path, new Map(onPath.map((category) => [category.id, category])), {
    homeUrl: storeView.url || '/',
    categoryUrl: (category) => `${storeView.url}/${category.url_path.replace(/^\/+/, '')}`,
  });
}

/** 4–8 listed products of the main category, else of the first category; never the product itself. */
async function loadRelated(db: Db, storeView: StoreView, product: ProductDocument, main: CategoryRow | null) {
  const candidates = [main?.id, product.category_ids?.[0]].filter((id): id is number => typeof id === 'number');
  let related: ProductDocument[] = [];
  for (const categoryId of [...new Set(candidates)]) {
    const result = await searchProducts(
      db,
      storeView,
      lookup(
        [
          { attribute: 'category_ids', value: { in: [categoryId] } },
          { attribute: 'visibility', value: { in: [2, 4] } },
          { attribute: 'status', value: { eq: 1 } },
        ],
        RELATED_MAX + 1,
      ),
    );
    related = result.items.filter((item) => item.sku !== product.sku).slice(0, RELATED_MAX);
    if (related.length >= RELATED_MIN) break;
  }
  return related.length >= RELATED_MIN ? related : [];
}

function attributeValues(product: ProductDocument, attribute: AttributeDocument): string[] {
  const raw = product[attribute.attribute_code] ?? product[`${attribute.attribute_code}_options`];
  const list = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== null && value !== undefined && value !== '');
  if (attribute.frontend_input === 'boolean') {
    return list.some((value) => value === true || String(value) === '1') ? ['1'] : [];
  }
  if (attribute.options.length > 0) {
    return list.flatMap((value) => {
      const option = attribute.options.find((entry) => entry.value === String(value));
      return option ? [option.label] : [];
    });
  }
  return list.filter((value) => typeof value === 'string' || typeof value === 'number').map(String);
}

function attributeRows(product: ProductDocument, attributes: readonly AttributeDocument[]): AttributeRow[] {
  return attributes
    .filter((attribute) => attribute.is_visible && attribute.is_visible_on_front)
    .filter((attribute) => !OWN_PLACE_ATTRIBUTES.has(attribute.attribute_code) && attribute.frontend_input !== 'price')
    .sort((a, b) => a.position - b.position)
    .map((attribute) => ({
      code: attribute.attribute_code,
      label: attribute.frontend_label,
      values: attributeValues(product, attribute),
      isFlag: attribute.frontend_input === 'boolean',
    }))
    .filter((row) => row.values.length > 0);
}

async function loadProductPageData(db: Db, storeView: StoreView, parentSku: string): Promise<ProductPageResult> {
  const product = await findBySku(db, storeView, parentSku);
  if (!product) return { kind: 'not-found', message: `Product query returned empty result sku = ${parentSku}` };
  if (product.status >= productStatus.disabled) {
    return { kind: 'not-found', message: `Product query returned empty result product status = ${product.status}` };
  }
  if (product.visibility === productVisibility.notVisibleIndividually) {
    const parent = await findParentOfChild(db, product.sku, storeView.storeCode);
    if (parent) return { kind: 'child', ...parent, childSku: product.sku };
  }
  const [linked, reviews, attributes, categories, storeSlugs] = await Promise.all([
    loadLinked(db, storeView, product),
    loadApprovedReviews(db, product.id),
    loadStoreAttributes(db, storeView),
    loadCategories(db, storeView, product.category_ids ?? []),
    storeSlugsOf(db, product.sku),
  ]);
  const main = mainCategory(product, categories);
  const [breadcrumbs, related] = await Promise.all([
    breadcrumbsOf(db, storeView, product, main),
    loadRelated(db, storeView, product, main),
  ]);
  return {
    kind: 'found',
    data: {
      product,
      linked,
      reviews,
      attributes: attributeRows(product, attributes),
      swatchAttributes: attributes.filter((attribute) => attribute.options.some((option) => option.swatch)),
      breadcrumbs,
      related,
      childSku: null,
      listOutOfStock: listOutOfStockProducts(),
      storeSlugs,
    },
  };
}

/**
 * Everything the product page shows: the product by its sku (404 for unknown or disabled ones; a child sku
 * points to its parent), linked products, approved reviews, visible attributes, breadcrumbs and related products.
 * Not cached here: the page's `'use cache'` data holds it (lib/server/render/cached-pages.ts); the chosen child only
 * travels along.
 */
export async function loadProductPage(
  db: Db,
  storeView: StoreView,
  parentSku: string,
  childSku?: string | null,
): Promise<ProductPageResult> {
  const result = await loadProductPageData(db, storeView, parentSku);
  return result.kind === 'found' ? { kind: 'found', data: { ...result.data, childSku: childSku ?? null } } : result;
}
