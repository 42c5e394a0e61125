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

/** Served only if the shop's own 404 page cannot be fetched. */
const FALLBACK_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title><h1>Page not found</h1><p><a href="/">Home</a></p></html>';

/**
 * The shop's own 404 page, rendered for a clean path of the same store: Next.js re-reads the original URL when it
 * renders a rewrite, so a rewrite would fail on the malformed path again.
 */
async function notFoundPage(request: NextRequest, multistore: boolean): Promise<NextResponse> {
  const prefix = multistore ? (/^\/(de|it)(\/|$)/.exec(request.nextUrl.pathname)?.[1] ?? '') : '';
  let html = FALLBACK_PAGE;
  try {
    const page = await fetch(new URL(`${prefix ? `/${prefix}` : ''}/_bad-path`, request.url), {
      headers: { accept: 'text/html' },
    });
    if (page.status === 404) html = await page.text();
  } catch {
    /* keep the fallback */
  }
  return new NextResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * A path Next.js would fail to decode (its answer is a plain-text 500) gets the shop's answer instead: a JSON 400
 * envelope under /api and /img, the shop's own 404 page elsewhere. Null for every other path.
 */
export async function malformedPathResponse(
  request: NextRequest,
  multistore: boolean,
): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const isApi = /^\/(api|img)\//.test(pathname);
  if (isApi ? decodes(pathname) : decodesTwice(pathname)) return null;
  if (isApi) {
    return NextResponse.json(
      { code: 400, result: 'The path has malformed percent-encoding (for example %ff or a stray %).' },
      { status: 400 },
    );
  }
  return notFoundPage(request, multistore);
}
