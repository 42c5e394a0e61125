import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { redirectChildSku } from '@/lib/server/catalog/product-redirect';
import { routing } from '@/lib/i18n/routing';
import { isPagePath, malformedPathResponse } from '@/lib/server/http/malformed-path';

const intl = createMiddleware(routing);
const STORE_PREFIX = /^\/(de|it)(\/|$)/;

export default async function proxy(request: NextRequest) {
  const malformed = await malformedPathResponse(request, isMultistoreEnabled());
  if (malformed) return malformed;
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next();
  const childSkuRedirect = await redirectChildSku(request);
  if (childSkuRedirect) return childSkuRedirect;
  const { pathname } = request.nextUrl;
  if (pathname === '/pwa.html') return NextResponse.rewrite(new URL('/', request.url));
  if (!isMultistoreEnabled() && STORE_PREFIX.test(pathname)) {
    // Without multistore a store prefix is an ordinary (unknown) path of the default store.
    return NextResponse.rewrite(new URL(`/en-US${pathname}`, request.url));
  }
  return intl(request);
}

export const config = {
  // The third entry brings paths with non-ASCII or malformed escapes (`%ff`, a stray `%`) of every kind here, so that
  // Next.js never answers them with its plain-text 500; API requests with ordinary paths keep bypassing the proxy
  // (which would buffer their bodies).
  matcher: ['/((?!api|img|serwist|_next|_vercel|.*\\..*).*)', '/pwa.html', '/(.*%(?![0-7][0-9a-fA-F]).*)'],
};
