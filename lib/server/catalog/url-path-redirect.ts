/**
 * An English url path under /de or /it (`/de/women/tops-women`) answers 301 to the store's own (`/de/damen/oberteile`),
 * query kept (ADR 0048, ADR 0050). Runs in proxy.ts, which does not open the database: the path is looked up through
 * GET /api/url-redirect and the answer kept for 60 s, as category-redirect.ts does for /c/{key}. A page can only
 * answer a permanent redirect with 308, and Next.js repeats a page's headers on a cache miss (two `Location`
 * headers, which a browser joins into one broken address through the service worker); so the proxy answers
 * documents, and the page sends on only what the proxy did not (client navigations, a look-up not answered in time).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { cachedLookup, LookupCache } from './lookup-cache';

// The store's routes with a first segment of their own are never url paths (proxy.ts's matcher leaves them out too).
const STORE_URL_PATH = /^\/(de|it)\/((?!(?:c|p|i|search|checkout)(?:\/|$)).+?)\/?$/;

const cache = new LookupCache<string | null>();
const isUrlPath = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export async function redirectStoreUrlPath(
  request: NextRequest,
  multistore: boolean,
): Promise<NextResponse | null> {
  const match = STORE_URL_PATH.exec(request.nextUrl.pathname);
  if (!match || !multistore) return null;
  const [, store, rawPath] = match as unknown as [string, string, string];
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const query = new URLSearchParams({ path, store });
  // Not answered in time: the page answers (its own 308), and the next request asks again.
  const target = await cachedLookup(
    cache,
    `${store}|${path}`,
    `${request.nextUrl.origin}/api/url-redirect?${query}`,
    isUrlPath,
  );
  if (!target) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/${store}/${target.split('/').map(encodeURIComponent).join('/')}`;
  return NextResponse.redirect(url, 301);
}
