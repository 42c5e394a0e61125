import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { redirectFormerCategoryKey } from '@/lib/server/catalog/category-redirect';
import { redirectChildSku } from '@/lib/server/catalog/product-redirect';
import { handleResource, pageSecurity, secureStatic } from '@/lib/server/http/edge-security';
import { routing } from '@/lib/i18n/routing';
import { malformedPathResponse } from '@/lib/server/http/malformed-path';

const intl = createMiddleware(routing);
const STORE_PREFIX = /^\/(de|it)(\/|$)/;
/** Files (a dot in the last segment) and the service worker's build route: headers only, no locale routing. */
const STATIC_PATH = /^\/serwist\/|\/[^/]*\.[^/]*$/;

async function routePage(request: NextRequest): Promise<Response> {
  const childSkuRedirect = await redirectChildSku(request);
  if (childSkuRedirect) return childSkuRedirect;
  const categoryRedirect = await redirectFormerCategoryKey(request);
  if (categoryRedirect) return categoryRedirect;
  const { pathname } = request.nextUrl;
  const forward = { request: { headers: request.headers } };
  if (!isMultistoreEnabled() && STORE_PREFIX.test(pathname)) {
    // Without multistore a store prefix is an ordinary (unknown) path of the default store.
    return NextResponse.rewrite(new URL(`/en-US${pathname}`, request.url), forward);
  }
  return intl(request);
}

export default async function proxy(request: NextRequest) {
  // Malformed escapes: a JSON 400 for /api and /img, the shop's 404 page for pages (never Next's plain-text 500).
  const malformed = await malformedPathResponse(request, isMultistoreEnabled());
  if (malformed) return malformed;
  const resource = handleResource(request);
  if (resource) return resource;
  if (STATIC_PATH.test(request.nextUrl.pathname)) return secureStatic(NextResponse.next());
  const { request: withPolicy, secure } = pageSecurity(request);
  return secure(await routePage(withPolicy));
}

export const config = {
  // Everything but Next's own paths (build output, image optimizer, dev server), which carry next.config.ts headers.
  // The second entry brings paths with non-ASCII or malformed escapes (`%ff`, a stray `%`) here too, so that
  // Next.js never answers them with its plain-text 500.
  matcher: ['/((?!_next/|_vercel/).*)', '/(.*%(?![0-7][0-9a-fA-F]).*)'],
};
