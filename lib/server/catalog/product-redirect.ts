/**
 * Spec §2: a child sku asked for as a product (/p/{childSku}/{slug}, or /p/{childSku} without a slug) answers 301 to
 * its parent's page with the child sku as parameter (/p/{parentSku}/{slug}/{childSku}); and under /de or /it, a
 * product whose slug is translated there answers 301 from any other slug (the English one) to the store's own
 * (`/de/p/MH01/chaz-kangeroo-hoodie` → `/de/p/MH01/chaz-kangeroo-kapuzenpullover`, ADR 0048). Runs in proxy.ts, which
 * does not open the database: the URL is looked up through GET /api/product-redirect and the answer kept for 60 s, as
 * category-redirect.ts does for categories. When the look-up cannot be made, and for client navigations (which skip
 * the proxy), the product page itself still redirects a child sku, with 308 (ADR 0024 addendum).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { parseProductPath, productPageUrl } from '@/lib/domain/product-url';
import { cachedLookup, LookupCache } from './lookup-cache';

interface ProductTarget {
  parentSku: string;
  slug: string;
}

const cache = new LookupCache<ProductTarget | null>();

const isProductTarget = (value: unknown): value is ProductTarget =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProductTarget).parentSku === 'string' &&
  typeof (value as ProductTarget).slug === 'string';

/**
 * A 301 to where a product URL belongs; null for anything else (the proxy carries on). A store prefix the shop does
 * not serve (/de without MULTISTORE) is left to its 404.
 */
export async function redirectChildSku(
  request: NextRequest,
  multistore: boolean,
): Promise<NextResponse | null> {
  const match = parseProductPath(request.nextUrl.pathname);
  if (!match || (match.storeUrl && !multistore)) return null;
  const store = match.storeUrl.replace(/^\//, '') || 'default';
  // The default store's slugs are never translated: its answer depends on the sku alone.
  const slug = store === 'default' ? null : match.slug;
  const query = new URLSearchParams({ sku: match.sku, store, ...(slug ? { slug } : {}) });
  // Not answered in time: the page answers (its own 308 for a child), and the next request asks again.
  const target = await cachedLookup(
    cache,
    JSON.stringify([store, match.sku, slug]),
    `${request.nextUrl.origin}/api/product-redirect?${query}`,
    isProductTarget,
  );
  if (!target) return null;
  const isChild = target.parentSku !== match.sku;
  if (!isChild && target.slug === match.slug) return null;
  const url = request.nextUrl.clone();
  url.pathname = productPageUrl({
    storeUrl: match.storeUrl,
    parentSku: target.parentSku,
    slug: target.slug,
    childSku: isChild ? match.sku : null,
  });
  return NextResponse.redirect(url, 301);
}
