/**
 * Which service-worker strategy a request gets (DESIGN.md "Client state and offline").
 * Pure, so it is unit tested here and bundled into app/sw.ts as is.
 *
 * - `page`: HTML of shop pages (navigations, and the CACHE_URLS warm-up of client-side navigations): network first, last copy offline.
 * - `rsc`: React Server Component payloads of client-side navigations: network first.
 * - `catalog-api`: GET reads of the catalogue, URL map and CMS APIs: network first.
 * - `image`: the image proxy (/img/**): cache first with limits.
 * - `static`: hashed build assets (/_next/static/**): cache first (most are precached anyway).
 * - `asset`: other same-origin files (icon, web manifest): stale while revalidate.
 * - `bypass`: the service worker does not answer at all; the browser goes to the network as without a worker.
 *   Cart, user and order APIs, stock (volatile), any other API, every non-GET request and anything carrying a token:
 *   the app's own Dexie task queue handles offline for these. The back office (/admin) too: nothing of it is cached.
 */
export type SwPolicy = 'page' | 'rsc' | 'catalog-api' | 'image' | 'static' | 'asset' | 'bypass';

export interface SwRequestInfo {
  url: URL;
  method: string;
  /** The worker's own origin (`self.location.origin`). */
  origin: string;
  /** `request.headers.get('RSC')`. */
  rsc: string | null;
  /** `request.headers.has('Authorization')`. */
  authorization: boolean;
}

/** Query parameters that carry a secret or a personal cart: such URLs are never cached or replayed. */
const SECRET_PARAMS = ['token', 'refreshtoken', 'refresh_token', 'cartid', 'password', 'code'];

/** GET APIs whose answers are catalogue data, the same for every visitor. */
const CATALOG_API_PREFIXES = ['/api/catalog/', '/api/url/', '/api/ext/cms-data/', '/api/cms-data/'];

function carriesSecret(url: URL): boolean {
  for (const name of url.searchParams.keys()) {
    if (SECRET_PARAMS.includes(name.toLowerCase())) return true;
  }
  return false;
}

function hasFileExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

export function swPolicy({ url, method, origin, rsc, authorization }: SwRequestInfo): SwPolicy {
  if (method !== 'GET') return 'bypass';
  if (url.origin !== origin) return 'bypass';
  if (authorization || carriesSecret(url)) return 'bypass';
  const path = url.pathname;
  // The back office (ADR 0044): staff data never goes into a cache of the worker, online or offline.
  if (path === '/admin' || path.startsWith('/admin/')) return 'bypass';
  if (path === '/api' || path.startsWith('/api/')) {
    return CATALOG_API_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'catalog-api' : 'bypass';
  }
  if (path.startsWith('/img/')) return 'image';
  if (path.startsWith('/_next/static/')) return 'static';
  // Other build internals (image optimizer, HMR) and the worker's own script.
  if (path.startsWith('/_next/') || path.startsWith('/serwist/') || path === '/sw.js' || path === '/sw.js.map') return 'bypass';
  if (rsc === '1') return 'rsc';
  if (hasFileExtension(path)) return path.endsWith('.map') ? 'bypass' : 'asset';
  return 'page';
}

/** Store-code prefixes with their own offline page (multistore). */
export const STORE_PREFIXES = ['/de', '/it'] as const;

/** The store prefix of a path ('/de/p/…' → '/de'), or '' for the default store. */
export function storePrefixOf(pathname: string): string {
  return STORE_PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? '';
}

/** The offline page shown for a never-visited page of this path's store. */
export function offlinePageFor(pathname: string): string {
  return `${storePrefixOf(pathname)}/offline`;
}

/** The page that draws search results from the products seen (ADR 0052), under each store's prefix. */
export const OFFLINE_SEARCH_PATH = '/search-offline';

/** For a search results address, the offline search page of its store; null for any other page. */
export function offlineSearchPageFor(pathname: string): string | null {
  const prefix = storePrefixOf(pathname);
  const rest = pathname.slice(prefix.length);
  return rest === '/search' || rest.startsWith('/search/') ? `${prefix}${OFFLINE_SEARCH_PATH}` : null;
}
