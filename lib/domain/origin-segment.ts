/**
 * The origin a page's absolute URLs name (canonical, hreflang, Open Graph, JSON-LD) when PUBLIC_URL is unset, carried to
 * the page as a route segment so that it is part of the rendering cache's key (ADR 0038): `/de/c/gear-3` asked for at
 * `http://127.0.0.1:3000` is rendered by `/de-DE/http~127.0.0.1:3000/c/gear-3`. The static rewrites of
 * lib/domain/page-routing.ts write the segment from the request's headers; a request whose host is not a well-formed
 * lower-case host name or IPv4 address (with an optional port) gets {@link UNKNOWN_ORIGIN_SEGMENT}, and its page keeps
 * root-relative URLs.
 */

import { decodePathSegment } from './path-segment';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/**
 * A host as a request names it (Host, X-Forwarded-Host): a lower-case DNS name or IPv4 address, at most 253
 * characters, and an optional port. Upper case, IPv6 literals, user info and anything else do not match.
 */
export const HOST_PATTERN = `(?=[a-z0-9.-]{1,253}(?::|$|[^a-z0-9.-]))${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?`;

const SCHEMES = ['http', 'https'] as const;
export type OriginScheme = (typeof SCHEMES)[number];

/** The segment of a page rendered without a known origin (and the build's stand-in). */
export const UNKNOWN_ORIGIN_SEGMENT = '_';

const SEPARATOR = '~';
const SEGMENT = new RegExp(`^(${SCHEMES.join('|')})${SEPARATOR}(${HOST_PATTERN})$`);

/** The route segment of an origin: `http~127.0.0.1:3000`; `host` may be a rewrite's parameter (`:host`). */
export function originSegment(scheme: OriginScheme, host: string): string {
  return `${scheme}${SEPARATOR}${host}`;
}

/**
 * The origin a segment names (`http://127.0.0.1:3000`), or null for the unknown origin or anything malformed. A page's
 * params may carry the segment as its URL spells it (`http~127.0.0.1%3A3000`): it is decoded first.
 */
export function originOfSegment(segment: string | undefined): string | null {
  const decoded = segment === undefined ? null : decodePathSegment(segment);
  const match = decoded === null ? null : SEGMENT.exec(decoded);
  return match ? `${match[1]}://${match[2]}` : null;
}
