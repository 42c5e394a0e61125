import 'server-only';
import { storeViewByLocale, type StoreCode } from '@/lib/config/store-views';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { filterQueryWithOptionIds } from '@/lib/domain/filter-values';
import type { RouteQuery } from '@/lib/domain/filters';
import { categoryBySlug, categoryStoreUrls, loadMenu } from '@/lib/server/catalog/categories';
import { loadCategoryPage } from '@/lib/server/catalog/category-page';
import { loadProductListing } from '@/lib/server/catalog/category-listing';
import { homeCollections } from '@/lib/server/catalog/home';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { loadAttributes } from '@/lib/server/catalog/reference-data';
import { movedUrlPath, resolveUrl } from '@/lib/server/catalog/url-resolver';
import { findCmsPage } from '@/lib/server/cms/cms-page';
import { getDb } from '@/lib/server/db/client';
import { loadHomeData } from '@/lib/server/home/static-data';
import { isBuildPhase } from './build-phase';
import { cacheTags, catalogueCache, catalogueCacheShowing } from './cache-manifest';

type CmsContent = { identifier: string; title: string; content: string };

/**
 * The data of every catalogue page, cached for rendering (`'use cache'`, ADR 0020): a page built from these renders
 * once and is then served from the cache until one of its tags expires or its lifetime ends. Arguments are the
 * locale and what the URL names, never request objects.
 */

/** The header's mega-menu and its banners. */
export async function shopChromeData(locale: string) {
  'use cache';
  catalogueCache();
  if (isBuildPhase()) return { menu: [], banners: [] };
  const storeView = storeViewByLocale(locale);
  const [menu, home] = await Promise.all([
    loadMenu(await getDb(), storeView),
    loadHomeData(storeView.storeCode as StoreCode),
  ]);
  const banners = home
    ? [
        ...home.promotedOffers.smallBanners,
        ...home.promotedOffers.productBanners,
        ...home.promotedOffers.mainBanners,
      ]
    : [];
  return { menu, banners };
}

export async function homePageData(locale: string) {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return { newProducts: [], bestsellers: [], homeData: null };
  }
  const storeView = storeViewByLocale(locale);
  const [collections, homeData] = await Promise.all([
    homeCollections(await getDb(), storeView),
    loadHomeData(storeView.storeCode as StoreCode),
  ]);
  catalogueCacheShowing([...collections.newProducts, ...collections.bestsellers]);
  return { ...collections, homeData };
}

export async function categoryData(locale: string, slug: string): Promise<CategoryDocument | null> {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return null;
  }
  const category = await categoryBySlug(await getDb(), slug, storeViewByLocale(locale));
  catalogueCache(...(category ? [cacheTags.category(category.id)] : []));
  return category;
}

/** A category's addresses in every store view (canonical and hreflang URLs, ADR 0048). */
export async function categoryUrlsData(id: number) {
  'use cache';
  catalogueCache(cacheTags.category(id));
  if (isBuildPhase()) return {};
  return categoryStoreUrls(await getDb(), id);
}

/** A category page for one filter/sort/page query (the query is part of the cache key); null for no category. */
export async function categoryPageData(locale: string, slug: string, query: RouteQuery) {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return null;
  }
  const db = await getDb();
  const storeView = storeViewByLocale(locale);
  const category = await categoryBySlug(db, slug, storeView);
  if (!category) {
    catalogueCache();
    return null;
  }
  const data = await loadCategoryPage(db, storeView, category, query);
  catalogueCacheShowing(data.listing.products, cacheTags.category(category.id));
  return data;
}

export async function productPageData(locale: string, parentSku: string) {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return { kind: 'not-found' } as Awaited<ReturnType<typeof loadProductPage>>;
  }
  const result = await loadProductPage(await getDb(), storeViewByLocale(locale), parentSku);
  catalogueCacheShowing(
    result.kind === 'found' ? [result.data.product, ...result.data.linked, ...result.data.related] : [],
    cacheTags.product(parentSku),
  );
  return result;
}

export async function cmsPageData(locale: string, slug: string) {
  'use cache';
  catalogueCache();
  if (isBuildPhase()) return null;
  return findCmsPage(await getDb(), storeViewByLocale(locale), slug);
}

/**
 * Spec §2 dispatcher: what a store-relative path names — a product, a category (with its listing for the query),
 * a CMS page — or null.
 */
export async function dispatchPageData(locale: string, segments: string[], query: RouteQuery) {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return null;
  }
  const storeView = storeViewByLocale(locale);
  const db = await getDb();
  // Segments arrive decoded (a second decoding would fail on a literal '%').
  const path = segments.join('/');
  const hit = await resolveUrl(db, storeView, path, { stripStoreCode: false });
  const moved = hit ? movedUrlPath(hit, path) : null;
  if (hit && moved) {
    // An English url path under /de: the page sends it on to the store's own (ADR 0048).
    catalogueCache(...(hit._type === 'category' ? [cacheTags.category(Number(hit._id))] : [cacheTags.product(String(hit._source.sku))]));
    return { kind: 'moved' as const, path: moved };
  }
  if (hit?._type === 'category') {
    const data = await loadCategoryPage(db, storeView, hit._source as unknown as CategoryDocument, query);
    catalogueCacheShowing(data.listing.products, cacheTags.category(data.category.id));
    return { kind: 'category' as const, path, data };
  }
  if (hit?._type === 'product') {
    const sku = String(hit._source.sku);
    const result = await loadProductPage(db, storeView, sku);
    catalogueCacheShowing(
      result.kind === 'found' ? [result.data.product, ...result.data.linked, ...result.data.related] : [],
      cacheTags.product(sku),
    );
    return { kind: 'product' as const, path, result };
  }
  catalogueCache();
  if (hit) return { kind: 'cms' as const, path, page: hit._source as CmsContent };
  const page = segments.length === 1 ? await findCmsPage(db, storeView, path) : null;
  return page ? { kind: 'cms' as const, path, page: page as CmsContent } : null;
}

/**
 * Search results for one term and filter/sort/page query (both part of the cache key), with the query's filter labels
 * replaced by option ids as on category pages.
 */
export async function searchPageData(locale: string, text: string, rawQuery: RouteQuery) {
  'use cache';
  if (isBuildPhase()) {
    catalogueCache();
    return null;
  }
  const db = await getDb();
  const storeView = storeViewByLocale(locale);
  const query = filterQueryWithOptionIds(rawQuery, await loadAttributes(db), storeView.storeCode);
  const listing = await loadProductListing(db, storeView, { text }, query);
  catalogueCacheShowing(listing.products);
  return { listing, query };
}
