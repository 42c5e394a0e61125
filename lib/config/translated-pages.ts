import type { StoreView } from './store-views';

type Locale = StoreView['locale'];

/**
 * The shop's own pages whose address is translated per store: the route's folder (app/[locale]/[origin]/(shop)/…) is
 * the key, each store's public slug the value. next.config.ts's rewrites render `/de/barrierefreiheit` by the
 * `accessibility` route, and the untranslated slug under a store's prefix answers a permanent redirect, 308 (lib/domain/page-routing.ts).
 */
export const translatedPages = {
  accessibility: { 'en-US': 'accessibility', 'de-DE': 'barrierefreiheit', 'it-IT': 'accessibilita' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TranslatedPage = keyof typeof translatedPages;

/** The store-relative path of a translated page in a store view (`/de/barrierefreiheit`). */
export function translatedPagePath(page: TranslatedPage, storeView: Pick<StoreView, 'url' | 'locale'>): string {
  return `${storeView.url}/${translatedPages[page][storeView.locale]}`;
}

/** The date the accessibility statement was prepared (and last reviewed), shown on the statement. */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-28';
