import 'server-only';
import { env } from '@/lib/config/env';
import { originOfSegment } from '@/lib/domain/origin-segment';

/** PUBLIC_URL without its trailing slash, or '' when it is unset. */
function publicOrigin(): string {
  return env().PUBLIC_URL?.replace(/\/$/, '') ?? '';
}

/**
 * The origin of a page's canonical, hreflang, Open Graph and structured-data URLs (ADR 0038): PUBLIC_URL when it is
 * set, else the origin the request arrived at, which reaches the page as its `[origin]` route segment (so each origin
 * has its own cached pages). '' when neither is known (a request without a well-formed Host): URLs stay root-relative.
 */
export function pageOrigin(originSegment: string | undefined): string {
  return publicOrigin() || originOfSegment(originSegment) || '';
}

/** The metadataBase of a page: Next.js makes its relative metadata URLs absolute against it. */
export function pageMetadataBase(originSegment: string | undefined): URL | undefined {
  const origin = pageOrigin(originSegment);
  return origin ? new URL(origin) : undefined;
}

/** The start-up line when PUBLIC_URL is unset and page URLs name the origin each request arrived at; else null. */
export function guessedOriginNotice(): string | null {
  if (publicOrigin()) return null;
  return (
    'PUBLIC_URL is unset: canonical, hreflang and structured-data URLs name the origin each request arrived at ' +
    '(X-Forwarded-Host or Host, X-Forwarded-Proto), one cached copy of a page per origin; set PUBLIC_URL to name one.'
  );
}

/**
 * For the sitemap and robots.txt, which need absolute URLs and are rendered per request: PUBLIC_URL, else the origin
 * the crawler used.
 */
export async function requestOrigin(): Promise<string> {
  const configured = publicOrigin();
  if (configured) return configured;
  const { headers } = await import('next/headers');
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const proto = list.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto.split(',')[0]}://${host.split(',')[0]}`;
}
