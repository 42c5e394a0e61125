import 'server-only';
import { env } from '@/lib/config/env';

/**
 * The shop's public origin for canonical, hreflang, Open Graph and structured-data URLs: PUBLIC_URL without its
 * trailing slash, or '' when it is unset. Then URLs stay root-relative (`/c/gear-3`), which browsers and crawlers
 * resolve against the address they used; reading the request's Host instead would make every page render per
 * request (ADR 0020).
 */
export function publicOrigin(): string {
  return env().PUBLIC_URL?.replace(/\/$/, '') ?? '';
}

/** The metadataBase of every page: only with PUBLIC_URL (without it Next.js leaves relative URLs relative). */
export function publicMetadataBase(): URL | undefined {
  const origin = publicOrigin();
  return origin ? new URL(origin) : undefined;
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
