import type { RouteQuery } from './filters';
import { decodePathSegment } from './path-segment';

/**
 * Listing pages are cached per URL query (ADR 0020). A page that read `searchParams` would render on every request,
 * so proxy.ts moves the query into the path instead: `/c/gear-3?color=50&page=2` is rendered by
 * `/c/gear-3/~q/color%3D50%26page%3D2`, whose params name the query and can be cached like any other page. The
 * shopper's address does not change (a rewrite). Parameters are sorted, so one query has one cache entry.
 */
const QUERY_MARKER = '~q';

/** The path segment for a URL query (`?b=2&a=1` → `a%3D1%26b%3D2`), or null for an empty one. */
export function queryToSegment(search: string): string | null {
  const params = new URLSearchParams(search);
  params.sort();
  const text = params.toString();
  return text ? encodeURIComponent(text) : null;
}

/** The query a decoded segment names, as pages read it (repeated keys become arrays). */
export function segmentToQuery(segment: string): RouteQuery {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(segment)) {
    const known = query[key];
    query[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return query;
}

/** A page's query as a URL's search (`?color=50&size=1&size=2`), '' for none: what a redirect of a listing keeps. */
export function routeQueryToSearch(query: RouteQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const entry of Array.isArray(value) ? value : [value]) if (typeof entry === 'string') params.append(key, entry);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const decodeOnce = (segment: string) => decodePathSegment(segment) ?? segment;

/**
 * Splits route segments into the path and the query that proxy.ts appended (`[..., '~q', 'a%3D1']`). Next.js hands a
 * rewritten path's params on as they were written (still escaped), a typed URL's decoded: the query segment is
 * escaped exactly when it has no `=` (every pair of a query string has one), and then the whole path is.
 */
export function splitQuerySegments(segments: readonly string[]): { path: string[]; query: RouteQuery } | null {
  const marker = segments.indexOf(QUERY_MARKER);
  if (marker === -1) return { path: [...segments], query: {} };
  if (marker !== segments.length - 2) return null;
  const query = segments[marker + 1]!;
  const escaped = !query.includes('=');
  const path = segments.slice(0, marker);
  return { path: escaped ? path.map(decodeOnce) : path, query: segmentToQuery(escaped ? decodeOnce(query) : query) };
}

/** First path segments (after a store prefix) of routes that never read the query; the others (and search) are listings. */
const ROUTES_WITHOUT_QUERY = new Set(['p', 'i', 'jobs', 'checkout', 'compare', 'my-account', 'wishlist', 'create-password', 'reset-password', 'offline', 'error']);

/**
 * The path proxy.ts hands on for a page request: with the query moved into the path for listings (categories, the
 * URL dispatcher and search results), unchanged for everything else. `storePath` is the path after the store prefix.
 */
export function listingPath(storePath: string, search: string): string | null {
  const first = storePath.split('/')[1] ?? '';
  if (first === '' || ROUTES_WITHOUT_QUERY.has(first) || storePath.includes(`/${QUERY_MARKER}/`)) return null;
  const segment = queryToSegment(search);
  return segment ? `${storePath.replace(/\/$/, '')}/${QUERY_MARKER}/${segment}` : null;
}
