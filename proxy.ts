import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { redirectFormerCategoryKey } from '@/lib/server/catalog/category-redirect';
import { redirectChildSku } from '@/lib/server/catalog/product-redirect';
import { handleResource, securePage, secureStatic } from '@/lib/server/http/edge-security';
import { routing } from '@/lib/i18n/routing';
import { malformedPathResponse } from '@/lib/server/http/malformed-path';
import { listingPath } from '@/lib/domain/query-segment';

const intl = createMiddleware(routing);
const STORE_PREFIX = /^\/(de|it)(\/|$)/;
/** Files (a dot in the last segment) and the service worker's build route: headers only, no locale routing. */
const STATIC_PATH = /^\/serwist\/|\/[^/]*\.[^/]*$/;

/** Listing URLs with a query are rendered by a path that names it, so they are cached like any page (ADR 0020). */
function withQueryInPath(request: NextRequest): NextRequest {
  const { pathname, search } = request.nextUrl;
  const prefix = isMultistoreEnabled() ? (STORE_PREFIX.exec(pathname)?.[0].replace(/\/$/, '') ?? '') : '';
  const path = listingPath(pathname.slice(prefix.length) || '/', search);
  if (!path) return request;
  const url = request.nextUrl.clone();
  url.pathname = `${prefix}${path}`;
  url.search = '';
  return new NextRequest(url, request);
}

async function routePage(request: NextRequest): Promise<Response> {
  const childSkuRedirect = await redirectChildSku(request);
  if (childSkuRedirect) return childSkuRedirect;
  const categoryRedirect = await redirectFormerCategoryKey(request);
  if (categoryRedirect) return categoryRedirect;
  const routed = withQueryInPath(request);
  const { pathname, search } = routed.nextUrl;
  const forward = { request: { headers: request.headers } };
  if (!isMultistoreEnabled() && STORE_PREFIX.test(pathname)) {
    // Without multistore a store prefix is an ordinary (unknown) path of the default store.
    return NextResponse.rewrite(new URL(`/en-US${pathname}${search}`, request.url), forward);
  }
  return intl(routed);
}

export default async function proxy(request: NextRequest) {
  // Malformed escapes: a JSON 400 for /api and /img, the shop's 404 page for pages (never Next's plain-text 500).
  const malformed = await malformedPathResponse(request, isMultistoreEnabled());
  if (malformed) return malformed;
  const resource = handleResource(request);
  if (resource) return resource;
  if (STATIC_PATH.test(request.nextUrl.pathname)) return secureStatic(NextResponse.next());
  return securePage(await routePage(request));
}

export const config = {
  // Everything but Next's own paths (build output, image optimizer, dev server), which carry next.config.ts headers.
  // The second entry brings paths with non-ASCII or malformed escapes (`%ff`, a stray `%`) here too, so that
  // Next.js never answers them with its plain-text 500.
  matcher: ['/((?!_next/|_vercel/).*)', '/(.*%(?![0-7][0-9a-fA-F]).*)'],
};
