/**
 * Spec §2: a child sku requested as a product (/p/{childSku}/{slug}) answers 301 to its parent's page with the
 * child sku as parameter. Runs in proxy.ts, which does not open the database: the sku is looked up through
 * GET /api/product-redirect (app/api/product-redirect/route.ts) and the answer kept in memory for 60 s.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { parseProductPath, productPageUrl } from '@/lib/domain/product-url';
import { LookupCache, lookupResult } from './lookup-cache';

interface ParentRef {
  parentSku: string;
  slug: string;
}

const cache = new LookupCache<ParentRef | null>();

const isParentRef = (value: unknown): value is ParentRef =>
  typeof value === 'object' && value !== null && typeof (value as ParentRef).parentSku === 'string';

/** A 301 to the parent's page for a child sku's product URL; null for anything else (the proxy carries on). */
export async function redirectChildSku(request: NextRequest): Promise<NextResponse | null> {
  const match = parseProductPath(request.nextUrl.pathname);
  if (!match) return null;
  let parent = cache.get(match.sku);
  if (parent === undefined) {
    // Unanswered (the page still renders the parent's product, with a 308): ask again next time.
    parent = await lookupResult(`${request.nextUrl.origin}/api/product-redirect?sku=${encodeURIComponent(match.sku)}`, isParentRef);
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
