/**
 * How a page request reaches its route without proxy.ts (ADR 0024): the store prefix becomes the `[locale]` segment and
 * the request's origin the `[origin]` segment (ADR 0038) by static rewrites, the security headers are static
 * `headers()`, and neither segment is ever a public URL. Measured: a cached page costs about 2 ms of CPU through the
 * proxy and half that without it; the proxy's invocation alone costs ~1.5 ms, more than serving a cached page. The
 * proxy still runs where a page needs request-time work (see `PROXIED_PAGE_QUERY_KEYS` and proxy.ts's matcher).
 */
import { defaultFilters } from '../config/constants';
import { HOST_PATTERN, originSegment, UNKNOWN_ORIGIN_SEGMENT } from './origin-segment';
import {
  baseSecurityHeaders,
  pageContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
  STATIC_FILE_CONTENT_SECURITY_POLICY,
} from './security-headers';

export interface StoreRouting {
  defaultLocale: string;
  /** Locale → public prefix (`{ 'de-DE': '/de' }`); the default locale has none. */
  prefixes: Readonly<Record<string, string>>;
  /** Route folder → locale → public slug, for the shop's pages whose address is translated (`accessibility`). */
  translatedPages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

interface HeaderCondition {
  type: 'header';
  key: string;
  value: string;
}

interface Route {
  source: string;
  destination: string;
  has?: HeaderCondition[];
}

interface HeaderRule {
  source: string;
  has?: HeaderCondition[];
  headers: { key: string; value: string }[];
}

/**
 * Query parameters a listing renders differently for (spec §2 and §10: the default filters, sort and page). A URL
 * with one of them goes through proxy.ts, which moves the query into the path so each listing is cached by itself
 * (lib/domain/query-segment.ts); any other parameter (utm_source…) leaves the cached page as it is.
 */
export const PROXIED_PAGE_QUERY_KEYS: readonly string[] = [...defaultFilters, 'sort', 'page'];

/**
 * Paths that are never storefront pages: the API, images, Next's own files, the service worker's build route, and the
 * back office (its own root layout under app/admin, outside the `[locale]` storefront, ADR 0044).
 */
const NOT_A_PAGE = 'api/|img/|_next/|_vercel/|serwist/|admin(?:/|$)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function prefixedLocales(routing: StoreRouting): [locale: string, prefix: string][] {
  return Object.entries(routing.prefixes).map(([locale, prefix]) => [locale, prefix.replace(/^\//, '')]);
}

/** A path segment's alternatives, whole segments only (`de` but not `demo`). */
const firstSegmentIs = (names: string[]) => `(?:${names.map(escapeRegExp).join('|')})(?:/|$)`;

/** Behind a TLS-terminating proxy (the only way https reaches `next start`), X-Forwarded-Proto says so. */
const OVER_HTTPS: HeaderCondition[] = [{ type: 'header', key: 'x-forwarded-proto', value: '(?:.*,\\s*)?https(?:\\s*,.*)?' }];

/**
 * Where a request's origin is read, first match wins (as `requestOrigin` reads it for the sitemap): the host a proxy in
 * front forwarded (the first of a list), else Host; https when X-Forwarded-Proto says so. Each captures `host` only
 * when it is well formed (HOST_PATTERN); a request matching none is rendered with the unknown origin.
 */
const ORIGIN_SOURCES: { segment: string; has: HeaderCondition[] }[] = [
  { key: 'x-forwarded-host', value: `(?<host>${HOST_PATTERN})(?:\\s*,.*)?` },
  { key: 'host', value: `(?<host>${HOST_PATTERN})` },
].flatMap(({ key, value }) => {
  const host: HeaderCondition = { type: 'header', key, value };
  return [
    { segment: originSegment('https', ':host'), has: [...OVER_HTTPS, host] },
    { segment: originSegment('http', ':host'), has: [host] },
  ];
});

/**
 * One page rewrite per origin source: `/de/:path*` → `/de-DE/http~:host/:path*` when Host is well formed, …, and
 * `/de-DE/_/:path*` when nothing is (ADR 0038).
 */
function withOrigin(source: string, locale: string, rest: string): Route[] {
  return [
    ...ORIGIN_SOURCES.map(({ segment, has }) => ({ source, has, destination: `/${locale}/${segment}${rest}` })),
    { source, destination: `/${locale}/${UNKNOWN_ORIGIN_SEGMENT}${rest}` },
  ];
}

/** Each translated page's public path per locale (`/de/barrierefreiheit`) with its route folder (`accessibility`). */
function translatedPagePaths(routing: StoreRouting): { locale: string; path: string; route: string }[] {
  return Object.entries(routing.translatedPages ?? {}).flatMap(([route, slugs]) =>
    Object.entries(slugs).map(([locale, slug]) => ({ locale, route, path: `${routing.prefixes[locale] ?? ''}/${slug}` })),
  );
}

/**
 * Rewrites run after Next's own files and routes without params are matched (`afterFiles`), so /robots.txt, /sw.js
 * and the API are untouched: `/de/…` is rendered by `/de-DE/<origin>/…`, any other page path by the default locale's.
 * A translated page's slug comes first: `/de/barrierefreiheit` is rendered by `/de-DE/<origin>/accessibility`.
 */
export function storeRewrites(routing: StoreRouting): Route[] {
  const prefixed = prefixedLocales(routing);
  const locales = [routing.defaultLocale, ...prefixed.map(([locale]) => locale)];
  const reserved = [...locales, ...prefixed.map(([, prefix]) => prefix)];
  const translated = (locale: string) =>
    translatedPagePaths(routing)
      .filter((page) => page.locale === locale && page.path !== `${routing.prefixes[locale] ?? ''}/${page.route}`)
      .flatMap(({ path, route }) => withOrigin(path, locale, `/${route}`));
  // The default store's pages first, home after them: Next.js compiles each rule's pattern again on every request until
  // one matches (its route module's handleRewrites), so most pages are matched by the 4th rule instead of the 40th
  // (ADR 0061). A path of one character or more never matches `/`, so the order between those two is free.
  return [
    ...translated(routing.defaultLocale),
    ...withOrigin(`/:path((?!${NOT_A_PAGE}|${firstSegmentIs(reserved)}).+)`, routing.defaultLocale, '/:path'),
    ...withOrigin('/', routing.defaultLocale, ''),
    ...prefixed.flatMap(([locale, prefix]) => [
      ...translated(locale),
      ...withOrigin(`/${prefix}`, locale, ''),
      ...withOrigin(`/${prefix}/:path*`, locale, '/:path*'),
    ]),
  ];
}

/**
 * The locale and origin segments are internal: `/en-US/women` is `/women`, `/de-DE/women` is `/de/women` (one URL per
 * page; a path naming an origin segment after them thus never reaches its route).
 */
export function localeSegmentRedirects(routing: StoreRouting): (Route & { permanent: true })[] {
  const publicPrefix = (locale: string) => routing.prefixes[locale] ?? '';
  const locales = [routing.defaultLocale, ...Object.keys(routing.prefixes)];
  return locales.flatMap((locale) => [
    { source: `/${locale}`, destination: publicPrefix(locale) || '/', permanent: true as const },
    { source: `/${locale}/:path*`, destination: `${publicPrefix(locale)}/:path*`, permanent: true as const },
  ]);
}

/**
 * One address per translated page: its route's own name under a store whose slug differs (`/de/accessibility`)
 * answers 301 to the store's slug (`/de/barrierefreiheit`), as issue 44 asks of an English slug under /de.
 */
export function translatedPageRedirects(routing: StoreRouting): (Route & { statusCode: 301 })[] {
  return translatedPagePaths(routing)
    .map(({ locale, route, path }) => ({ source: `${routing.prefixes[locale] ?? ''}/${route}`, destination: path, statusCode: 301 as const }))
    .filter(({ source, destination }) => source !== destination);
}

/** Every answer under /admin carries these (its route handlers set them too). */
export const ADMIN_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const asHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** Files served from the root that are not pages: they keep a policy a service worker can run under. */
const ROOT_FILES = ['/sw.js', '/sw.js.map', '/serwist/:path*', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/icon.svg', '/icons.svg', '/static-data/:path*'];

/**
 * The security headers of every answer: fixed at build time, so a cached page is served without running any code of
 * ours. The API's and the image proxy's answers get the closed resource policy here and their CORS headers from
 * `withApi` (ADR 0076). Later rules override earlier ones for the same header.
 * PayPal's origins are not here: the checkout goes through proxy.ts, which adds them when PAYPAL_CLIENT_ID is set.
 * Google Tag Manager's are, when the shop sets GTM_ID (`tagManager`; read at build time like the rest of this).
 */
export function staticSecurityHeaders({ tagManager = false }: { tagManager?: boolean } = {}): HeaderRule[] {
  const everything = '/:path*';
  const pages = `/((?!api/|img/|_next/).*)`;
  const csp = (https: boolean) => ({ 'Content-Security-Policy': pageContentSecurityPolicy({ paypal: false, https, tagManager }) });
  return [
    { source: everything, headers: asHeaders(baseSecurityHeaders({ https: false })) },
    { source: everything, has: OVER_HTTPS, headers: asHeaders(baseSecurityHeaders({ https: true })) },
    { source: pages, headers: asHeaders(csp(false)) },
    { source: pages, has: OVER_HTTPS, headers: asHeaders(csp(true)) },
    // At least one segment: `/api` and `/img` themselves are no resource but the shop's 404 page.
    ...['/api/:path+', '/img/:path+'].map((source) => ({ source, headers: asHeaders({ 'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY }) })),
    ...['/_next/:path*', ...ROOT_FILES].map((source) => ({
      source,
      headers: asHeaders({ 'Content-Security-Policy': STATIC_FILE_CONTENT_SECURITY_POLICY }),
    })),
    // Pages name the icon sprite with its content hash (?v=…): a new sprite is a new URL, so browsers may keep it.
    { source: '/icons.svg', headers: asHeaders({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
    // The back office (ADR 0044): never kept by a browser, a CDN or nginx, never indexed; framed by nobody (the page
    // policy's frame-ancestors 'none' and X-Frame-Options above).
    ...['/admin', '/admin/:path*'].map((source) => ({ source, headers: asHeaders(ADMIN_PAGE_HEADERS) })),
  ];
}
