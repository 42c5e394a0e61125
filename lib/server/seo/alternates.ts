import type { Metadata } from 'next';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews, type StoreView } from '@/lib/config/store-views';

/**
 * Canonical URL and hreflang alternates of a store-relative path (e.g. `/women/tops-women`), the same in every store,
 * or each store's own (a translated page's slug: `(view) => …`).
 */
export function alternatesFor(storeView: StoreView, path: string | ((view: StoreView) => string)): Metadata['alternates'] {
  const pathIn = (view: StoreView) => {
    const relative = typeof path === 'string' ? path : path(view);
    return relative === '/' ? '' : relative;
  };
  const languages: Record<string, string> = { 'x-default': pathIn(storeViews.default) || '/' };
  if (isMultistoreEnabled()) {
    for (const view of Object.values(storeViews)) languages[view.locale] = `${view.url}${pathIn(view)}` || '/';
  }
  return { canonical: `${storeView.url}${pathIn(storeView)}` || '/', languages };
}

/**
 * Canonical URL and hreflang alternates of a category (its url path), each store view's at its own address (ADR 0048):
 * `urls` holds the category's url path per store code; a store without one uses `fallback`.
 */
export function categoryAlternates(
  storeView: StoreView,
  urls: Readonly<Record<string, { url_path: string }>>,
  fallback: string,
): Metadata['alternates'] {
  return alternatesFor(storeView, (view) => `/${urls[view.storeCode]?.url_path ?? fallback}`);
}

/** Filtered, sorted and paged URLs are not indexed, but their links are followed. */
export function robotsForQuery(query: Record<string, unknown>): Metadata['robots'] {
  return Object.keys(query).length > 0 ? { index: false, follow: true } : undefined;
}
