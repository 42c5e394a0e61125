/**
 * Spec §2: a child sku requested as a product (/p/{childSku}/{slug}) answers 301 to its parent's page with the
 * child sku as parameter. Runs in proxy.ts, which does not open the database: the sku is looked up through
 * GET /api/product-redirect (app/api/product-redirect/route.ts) and the answer kept in memory for 60 s.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { parseProductPath, productPageUrl } from '@/lib/domain/product-url';

export interface ParentRef {
  parentSku: string;
  slug: string;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const LOOKUP_TIMEOUT_MS = 2_000;

const cache = new Map<string, { value: ParentRef | null; expires: number }>();

function cached(sku: string, now: number): ParentRef | null | undefined {
  const entry = cache.get(sku);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    cache.delete(sku);
    return undefined;
  }
  return entry.value;
}

function remember(sku: string, value: ParentRef | null, now: number): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(sku, { value, expires: now + TTL_MS });
}

/** Empties the lookup cache (tests). */
export function clearProductRedirectCache(): void {
  cache.clear();
}

async function lookupParent(origin: string, sku: string): Promise<ParentRef | null | undefined> {
  try {
    const response = await fetch(`${origin}/api/product-redirect?sku=${encodeURIComponent(sku)}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { code?: number; result?: ParentRef | null };
    return body.result && typeof body.result.parentSku === 'string' ? body.result : null;
  } catch {
    // The page still renders the parent's product (with a 308) when the lookup cannot be made.
    return undefined;
  }
}

/** A 301 to the parent's page for a child sku's product URL; null for anything else (the proxy carries on). */
export async function redirectChildSku(request: NextRequest): Promise<NextResponse | null> {
  const match = parseProductPath(request.nextUrl.pathname);
  if (!match) return null;
  const now = Date.now();
  let parent = cached(match.sku, now);
  if (parent === undefined) {
    parent = await lookupParent(request.nextUrl.origin, match.sku);
    if (parent === undefined) return null;
    remember(match.sku, parent, now);
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
