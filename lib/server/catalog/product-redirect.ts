/**
 * Spec §2: a child sku asked for as a product (/p/{childSku}/{slug}, or /p/{childSku} without a slug) answers 301 to
 * its parent's page with the child sku as parameter (/p/{parentSku}/{slug}/{childSku}). Runs in proxy.ts, which does
 * not open the database: the sku is looked up through GET /api/product-redirect and the answer kept for 60 s, as
 * category-redirect.ts does for former category keys. When the look-up cannot be made, and for client navigations
 * (which skip the proxy), the product page itself still redirects a child sku, with 308 (ADR 0024 addendum).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { parseProductPath, productPageUrl } from '@/lib/domain/product-url';
import { LookupCache, lookupResult } from './lookup-cache';

interface ParentOfChild {
  parentSku: string;
  slug: string;
}

const cache = new LookupCache<ParentOfChild | null>();

const isParentOfChild = (value: unknown): value is ParentOfChild =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ParentOfChild).parentSku === 'string' &&
  typeof (value as ParentOfChild).slug === 'string';

/**
 * A 301 to the parent's page for a child sku's product URL; null for anything else (the proxy carries on). A store
 * prefix the shop does not serve (/de without MULTISTORE) is left to its 404.
 */
export async function redirectChildSku(request: NextRequest, multistore: boolean): Promise<NextResponse | null> {
  const match = parseProductPath(request.nextUrl.pathname);
  if (!match || (match.storeUrl && !multistore)) return null;
  let parent = cache.get(match.sku);
  if (parent === undefined) {
    parent = await lookupResult(
      `${request.nextUrl.origin}/api/product-redirect?sku=${encodeURIComponent(match.sku)}`,
      isParentOfChild,
    );
    // Not answered in time: the page answers (its own 308 for a child), and the next request asks again.
    if (parent === undefined) return null;
    cache.set(match.sku, parent);
  }
  if (!parent) return null;
  const target = request.nextUrl.clone();
  target.pathname = productPageUrl({
    storeUrl: match.storeUrl,
    parentSku: parent.parentSku,
    slug: parent.slug,
    childSku: match.sku,
  });
  return NextResponse.redirect(target, 301);
}
