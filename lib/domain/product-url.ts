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
  slug: string;
}

const PRODUCT_PATH = /^(\/(?:de|it))?\/p\/([^/]+)\/([^/]+)\/?$/;

/** A product URL without a child sku (the only shape a child sku can be requested in as a product), else null. */
export function parseProductPath(pathname: string): ProductPathMatch | null {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  const sku = decodePathSegment(match[2] ?? '');
  const slug = decodePathSegment(match[3] ?? '');
  if (!sku || !slug) return null;
  return { storeUrl: match[1] ?? '', sku, slug };
}
