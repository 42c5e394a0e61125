import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { redirectChildSku } from '@/lib/server/catalog/product-redirect';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);
const STORE_PREFIX = /^\/(de|it)(\/|$)/;

export default async function proxy(request: NextRequest) {
  const childSkuRedirect = await redirectChildSku(request);
  if (childSkuRedirect) return childSkuRedirect;
  const { pathname } = request.nextUrl;
  if (!isMultistoreEnabled() && STORE_PREFIX.test(pathname)) {
    // Without multistore a store prefix is an ordinary (unknown) path of the default store.
    return NextResponse.rewrite(new URL(`/en-US${pathname}`, request.url));
  }
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|img|serwist|_next|_vercel|.*\\..*).*)'],
};
