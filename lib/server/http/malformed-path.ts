import { NextResponse, type NextRequest } from 'next/server';

/** The paths the proxy handles as pages (its first matcher); other paths only visit it to have their escapes checked. */
const PAGE_PATH = /^\/(?!api|img|serwist|_next|_vercel|.*\..*)/;

export function isPagePath(pathname: string): boolean {
  return PAGE_PATH.test(pathname) || pathname === '/pwa.html';
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Next.js decodes a page path once more after the proxy rewrites it, so `%25` must survive two decodings. */
function decodesTwice(text: string): boolean {
  return decodes(text) && decodes(decodeURIComponent(text));
}

const STORE_LOCALES: Record<string, string> = { de: 'de-DE', it: 'it-IT' };

/**
 * A path Next.js would fail to decode (its answer is a plain-text 500) gets the shop's answer instead: a JSON 400
 * envelope under /api and /img, the shop's own 404 page elsewhere. Null for every other path.
 */
export function malformedPathResponse(request: NextRequest, multistore: boolean): NextResponse | null {
  const { pathname } = request.nextUrl;
  const isApi = /^\/(api|img)\//.test(pathname);
  if (isApi ? decodes(pathname) : decodesTwice(pathname)) return null;
  if (isApi) {
    return NextResponse.json(
      { code: 400, result: 'The path has malformed percent-encoding (for example %ff or a stray %).' },
      { status: 400 },
    );
  }
  const prefix = /^\/(de|it)(\/|$)/.exec(pathname)?.[1];
  const locale = (multistore && prefix && STORE_LOCALES[prefix]) || 'en-US';
  return NextResponse.rewrite(new URL(`/${locale}/_not-found`, request.url));
}
