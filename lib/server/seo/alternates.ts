import type { Metadata } from 'next';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews, type StoreView } from '@/lib/config/store-views';

/** Canonical URL and hreflang alternates of a store-relative path (e.g. `/women/tops-women`). */
export function alternatesFor(storeView: StoreView, path: string): Metadata['alternates'] {
  const clean = path === '/' ? '' : path;
  const languages: Record<string, string> = { 'x-default': clean || '/' };
  if (isMultistoreEnabled()) {
    for (const view of Object.values(storeViews)) languages[view.locale] = `${view.url}${clean}` || '/';
  }
  return { canonical: `${storeView.url}${clean}` || '/', languages };
}

/** Filtered, sorted and paged URLs are not indexed, but their links are followed. */
export function robotsForQuery(query: Record<string, unknown>): Metadata['robots'] {
  return Object.keys(query).length > 0 ? { index: false, follow: true } : undefined;
}
