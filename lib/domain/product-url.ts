import { decodePathSegment } from './path-segment';

/** Product page URLs (spec §2): /p/{parentSku}/{slug} and /p/{parentSku}/{slug}/{childSku}, store prefix first. */

export interface ProductUrlInput {
  /** The store view's URL prefix: '' for the default store, '/de', '/it'. */
  storeUrl: string;
  parentSku: string;
  slug: string;
  childSku?: string | null;
}

export function productPageUrl({ storeUrl, parentSku, slug, childSku }: ProductUrlInput): string {
  const base = `${storeUrl}/p/${encodeURIComponent(parentSku)}/${encodeURIComponent(slug)}`;
  return childSku && childSku !== parentSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

export interface ProductPathMatch {
  storeUrl: string;
  sku: string;
  /** The slug named after the sku, decoded; null when the URL has none. */
  slug: string | null;
}

const PRODUCT_PATH = /^(\/(?:de|it))?\/p\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The sku of a product URL without a chosen child, with or without its slug (`/p/WS08-L-Black/diva-gym-tee`,
 * `/de/p/WS08-L-Black`): the only shapes a child sku can be asked for as a product in. Null for anything else, and for
 * malformed escapes.
 */
export function parseProductPath(pathname: string): ProductPathMatch | null {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  const sku = decodePathSegment(match[2] ?? '');
  const slug = match[3] === undefined ? null : decodePathSegment(match[3]);
  if (!sku || (match[3] !== undefined && !slug)) return null;
  return { storeUrl: match[1] ?? '', sku, slug: slug ?? null };
}
