import { NextRequest, NextResponse } from 'next/server';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { redirectFormerCategoryKey } from '@/lib/server/catalog/category-redirect';
import { redirectChildSku } from '@/lib/server/catalog/product-redirect';
import { redirectStoreUrlPath } from '@/lib/server/catalog/url-path-redirect';
import { adminGate } from '@/lib/server/http/admin-gate';
import { handleResource, securePage } from '@/lib/server/http/edge-security';
import { malformedPathResponse } from '@/lib/server/http/malformed-path';
import { listingPath } from '@/lib/domain/query-segment';

const STORE_PREFIX = /^\/(de|it)(\/|$)/;

/**
 * Listing URLs with a query are rendered by a path that names it, so they are cached like any page (ADR 0020). The
 * rewrite names the public path (`/c/gear-3/~q/color%3D49`): next.config.ts's store rewrites, which Next.js applies
 * after the proxy's, map it to its locale and origin segments as they map any page (ADR 0038).
 */
function listingRewrite(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const prefix = STORE_PREFIX.exec(pathname)?.[0].replace(/\/$/, '') ?? '';
  const path = listingPath(pathname.slice(prefix.length) || '/', search);
  if (!path) return null;
  const url = request.nextUrl.clone();
  url.pathname = `${prefix}${path}`;
  url.search = '';
  return NextResponse.rewrite(url, { request: { headers: request.headers } });
}

/**
 * Only what needs request-time work comes here (ADR 0024; every other page is served from the cache without it):
 * CORS preflights of the API and the image proxy, malformed escapes, listing URLs with a filter, sort or page, search
 * results, former category keys, English slugs and url paths under /de and /it and child skus asked for as products
 * (a 301 after a lookup), the checkout (PayPal's origins in its policy when PayPal is offered), and the back office (sign-in first).
 */
export default async function proxy(request: NextRequest) {
  // Malformed escapes: a JSON 400 for /api and /img, the shop's 404 page for pages (never Next's plain-text 500).
  const malformed = await malformedPathResponse(request, isMultistoreEnabled());
  if (malformed) return malformed;
  const resource = handleResource(request);
  if (resource) return resource;
  const admin = adminGate(request);
  if (admin) return securePage(admin);
  const categoryRedirect = await redirectFormerCategoryKey(request);
  if (categoryRedirect) return categoryRedirect;
  const childSkuRedirect = await redirectChildSku(request, isMultistoreEnabled());
  if (childSkuRedirect) return childSkuRedirect;
  const urlPathRedirect = await redirectStoreUrlPath(request, isMultistoreEnabled());
  if (urlPathRedirect) return urlPathRedirect;
  return securePage(listingRewrite(request) ?? NextResponse.next());
}

export const config = {
  // Literal values: Next.js reads them at build time. test/unit/proxy-matcher.test.ts checks the listing keys against
  // PROXIED_PAGE_QUERY_KEYS and the paths against what each branch above expects.
  matcher: [
    // CORS preflights only: the API's and the image proxy's route handlers refuse non-JSON bodies and add CORS
    // themselves (withApi), their security headers are next.config.ts's (ADR 0076), so their requests skip the proxy.
    { source: '/api/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    { source: '/img/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    // Paths with non-ASCII or malformed escapes (`%ff`, a stray `%`), which Next.js would answer with a plain-text 500.
    '/(.*%(?![0-7][0-9a-fA-F]).*)',
    '/checkout',
    '/:store(de|it)/checkout',
    // The back office: a visitor without a staff session goes to its sign-in form (ADR 0044).
    '/admin',
    '/admin/:path*',
    // Search results are cached per query like a filtered listing: the term moves into the path as well.
    '/search',
    '/:store(de|it)/search',
    // A category key without the `-<id>` of current slugs is a former URL.
    '/c/:key((?![^/]*-[0-9]+$)[^/]+)',
    '/:store(de|it)/c/:key((?![^/]*-[0-9]+$)[^/]+)',
    // Under a store prefix a current slug may be the English one of a category whose slug is translated there
    // (ADR 0048). Documents only: the shop's own links name the store's slug, so its client navigations skip the proxy.
    { source: '/:store(de|it)/c/:key([^/]*-[0-9]+)', missing: [{ type: 'header', key: 'rsc' }] },
    // Any other path under a store prefix may be the English url path of a category or product whose path is
    // translated there (a 301 to the store's, ADR 0050). Documents only, as above.
    {
      source: '/:store(de|it)/:path((?!(?:c|p|i|search|checkout|admin|api|img|_next)(?:/|$)).+)',
      missing: [{ type: 'header', key: 'rsc' }],
    },
    // A product URL without a chosen child may name a child sku (a 301 to its parent). Documents only: the shop's own
    // links name parents, so its client navigations and prefetches (RSC requests) skip the proxy (ADR 0024 addendum).
    { source: '/p/:sku/:slug?', missing: [{ type: 'header', key: 'rsc' }] },
    { source: '/:store(de|it)/p/:sku/:slug?', missing: [{ type: 'header', key: 'rsc' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'color' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'erin_recommends' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'price' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'size' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!api/|img/|_next/).*)', has: [{ type: 'query', key: 'page' }] },
  ],
};
