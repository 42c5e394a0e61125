/**
 * Translated addresses per store view (issue 44, ADR 0048). A category or product document may carry its German and
 * Italian `url_key`, `url_path` and `slug` in the same `translations` map as its texts (ADR 0016):
 *
 *   { slug: 'women-20', url_path: 'women', translations: { de: { name: 'Damen', slug: 'damen-20', url_path: 'damen' } } }
 *
 * A store view without an entry uses the default address. One address per page and store: the default (English) slug
 * under a store prefix whose slug differs answers a permanent redirect to the store's slug.
 */
import { translatedText, type Translatable } from './store-labels';

export const URL_FIELDS = ['url_key', 'url_path', 'slug'] as const;
type UrlField = (typeof URL_FIELDS)[number];

export type StoreUrls = Record<UrlField, string>;

type Addressed = Translatable & { url_key?: string; url_path?: string; slug?: string };

/** A document's url key, url path and slug in a store view (its own where it has none of its own). */
export function storeUrlsOf(doc: Addressed, storeCode: string): StoreUrls {
  const text = (field: UrlField) => translatedText(doc, field, storeCode) ?? '';
  return { url_key: text('url_key'), url_path: text('url_path'), slug: text('slug') || text('url_key') };
}

/** Whether a document has an address of its own in a store view that differs from its default one. */
export function hasTranslatedUrl(doc: Addressed, storeCode: string): boolean {
  const own = storeUrlsOf(doc, storeCode);
  return URL_FIELDS.some((field) => own[field] !== (doc[field] ?? (field === 'slug' ? doc.url_key : undefined) ?? ''));
}

/**
 * A product as a store view addresses it: its url key, url path and slug from the store's translations (products are
 * otherwise localized by their labels, `localizeProduct`), the translations map removed. The input is never changed.
 */
export function localizeProductUrls<T extends Addressed>(product: T, storeCode: string): T {
  if (product.translations === undefined) return product;
  const { translations: _translations, ...rest } = product;
  const urls = storeUrlsOf(product, storeCode);
  const localized: Record<string, unknown> = { ...rest };
  for (const field of URL_FIELDS) if (product[field] !== undefined) localized[field] = urls[field];
  return localized as T;
}

/**
 * The slug a request for `requested` in a store view should be sent to, or null when `requested` is that store's own
 * slug (or the document has no address in that store other than its default one, which then stays as it is).
 */
export function storeSlugRedirect(doc: Addressed, storeCode: string, requested: string): string | null {
  const { slug } = storeUrlsOf(doc, storeCode);
  if (!slug || slug === requested || !hasTranslatedUrl(doc, storeCode)) return null;
  return slug;
}

/** Store codes that may name a path in SQL (`{translations,de,url_path}`): lower-case letters, digits and `_` only. */
export function isSqlSafeStoreCode(storeCode: string): boolean {
  return /^[a-z][a-z0-9_]{0,31}$/.test(storeCode);
}
