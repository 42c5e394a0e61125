/**
 * How a page request reaches its route without proxy.ts (ADR 0024): the store prefix becomes the `[locale]` segment by
 * static rewrites, the security headers are static `headers()`, and the locale segment itself is never a public URL.
 * Measured: a cached page costs about 2 ms of CPU through the proxy and half that without it; the proxy's invocation
 * alone costs ~1.5 ms, more than serving a cached page. The proxy still runs where a page needs request-time work
 * (see `PROXIED_PAGE_QUERY_KEYS` and proxy.ts's matcher).
 */
import { defaultFilters } from '../config/constants';
import {
  baseSecurityHeaders,
  pageContentSecurityPolicy,
  STATIC_FILE_CONTENT_SECURITY_POLICY,
} from './security-headers';

export interface StoreRouting {
  defaultLocale: string;
  /** Locale → public prefix (`{ 'de-DE': '/de' }`); the default locale has none. */
  prefixes: Readonly<Record<string, string>>;
}

interface Route {
  source: string;
  destination: string;
}

interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
}

/**
 * Query parameters a listing renders differently for (spec §2 and §10: the default filters, sort and page). A URL
 * with one of them goes through proxy.ts, which moves the query into the path so each listing is cached by itself
 * (lib/domain/query-segment.ts); any other parameter (utm_source…) leaves the cached page as it is.
 */
export const PROXIED_PAGE_QUERY_KEYS: readonly string[] = [...defaultFilters, 'sort', 'page'];

/** Paths that are never pages: the API, images, Next's own files, the service worker's build route. */
const NOT_A_PAGE = 'api/|img/|_next/|_vercel/|serwist/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function prefixedLocales(routing: StoreRouting): [locale: string, prefix: string][] {
  return Object.entries(routing.prefixes).map(([locale, prefix]) => [locale, prefix.replace(/^\//, '')]);
}

/** A path segment's alternatives, whole segments only (`de` but not `demo`). */
const firstSegmentIs = (names: string[]) => `(?:${names.map(escapeRegExp).join('|')})(?:/|$)`;

/**
 * Rewrites run after Next's own files and routes without params are matched (`afterFiles`), so /robots.txt, /sw.js
 * and the API are untouched: `/de/…` is rendered by `/de-DE/…`, any other page path by the default locale's.
 */
export function storeRewrites(routing: StoreRouting): Route[] {
  const prefixed = prefixedLocales(routing);
  const locales = [routing.defaultLocale, ...prefixed.map(([locale]) => locale)];
  const reserved = [...locales, ...prefixed.map(([, prefix]) => prefix)];
  return [
    ...prefixed.flatMap(([locale, prefix]) => [
      { source: `/${prefix}`, destination: `/${locale}` },
      { source: `/${prefix}/:path*`, destination: `/${locale}/:path*` },
    ]),
    { source: '/', destination: `/${routing.defaultLocale}` },
    { source: `/:path((?!${NOT_A_PAGE}|${firstSegmentIs(reserved)}).+)`, destination: `/${routing.defaultLocale}/:path` },
  ];
}

/** The locale segment is internal: `/en-US/women` is `/women`, `/de-DE/women` is `/de/women` (one URL per page). */
export function localeSegmentRedirects(routing: StoreRouting): (Route & { permanent: true })[] {
  const publicPrefix = (locale: string) => routing.prefixes[locale] ?? '';
  const locales = [routing.defaultLocale, ...Object.keys(routing.prefixes)];
  return locales.flatMap((locale) => [
    { source: `/${locale}`, destination: publicPrefix(locale) || '/', permanent: true as const },
    { source: `/${locale}/:path*`, destination: `${publicPrefix(locale)}/:path*`, permanent: true as const },
  ]);
}

/** The internal path a page URL is rendered by, as the rewrites above map it (proxy.ts rewrites listing URLs itself). */
export function localePagePath(routing: StoreRouting, pathname: string): string {
  for (const [locale, prefix] of prefixedLocales(routing)) {
    if (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)) return `/${locale}${pathname.slice(prefix.length + 1)}`;
  }
  return `/${routing.defaultLocale}${pathname === '/' ? '' : pathname}`;
}

const asHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** Behind a TLS-terminating proxy (the only way https reaches `next start`), X-Forwarded-Proto says so. */
const OVER_HTTPS = [{ type: 'header' as const, key: 'x-forwarded-proto', value: '(?:.*,\\s*)?https(?:\\s*,.*)?' }];

/** Files served from the root that are not pages: they keep a policy a service worker can run under. */
const ROOT_FILES = ['/sw.js', '/sw.js.map', '/serwist/:path*', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/icon.svg', '/icons.svg', '/static-data/:path*'];

/**
 * The security headers of everything but /api and /img (which proxy.ts answers with CORS): fixed at build time, so a
 * cached page is served without running any code of ours. Later rules override earlier ones for the same header.
 * PayPal's origins are not here: the checkout goes through proxy.ts, which adds them when PAYPAL_CLIENT_ID is set.
 */
export function staticSecurityHeaders(): HeaderRule[] {
  const everything = `/((?!api/|img/).*)`;
  const pages = `/((?!api/|img/|_next/).*)`;
  const csp = (https: boolean) => ({ 'Content-Security-Policy': pageContentSecurityPolicy({ paypal: false, https }) });
  return [
    { source: everything, headers: asHeaders(baseSecurityHeaders({ https: false })) },
    { source: everything, has: OVER_HTTPS, headers: asHeaders(baseSecurityHeaders({ https: true })) },
    { source: pages, headers: asHeaders(csp(false)) },
    { source: pages, has: OVER_HTTPS, headers: asHeaders(csp(true)) },
    ...['/_next/:path*', ...ROOT_FILES].map((source) => ({
      source,
      headers: asHeaders({ 'Content-Security-Policy': STATIC_FILE_CONTENT_SECURITY_POLICY }),
    })),
    // Pages name the icon sprite with its content hash (?v=…): a new sprite is a new URL, so browsers may keep it.
    { source: '/icons.svg', headers: asHeaders({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
  ];
}
