/**
 * What proxy.ts adds to the answers it sees (ADR 0015): security headers and CORS on the CORS preflights of /api and
 * /img (their other answers get them from next.config.ts and `withApi`, ADR 0076), and the page headers of the pages that still pass through it
 * (ADR 0024: every other page gets the same headers from next.config.ts), with PayPal's origins when it is offered.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { corsHeadersFor, unsupportedBody, withHeaders } from './api-access';
import {
  baseSecurityHeaders,
  isHttpsUrl,
  pageContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
} from '@/lib/domain/security-headers';

interface Settings {
  https: boolean;
  paypal: boolean;
  tagManager: boolean;
  development: boolean;
}

/** Read per request: cheap, and an operator's or a test's change applies without a rebuild. */
function settings(): Settings {
  return {
    https: isHttpsUrl(process.env.PUBLIC_URL),
    paypal: Boolean(process.env.PAYPAL_CLIENT_ID?.trim()),
    tagManager: Boolean(process.env.GTM_ID?.trim()),
    development: process.env.NODE_ENV === 'development',
  };
}

const isCrossOriginResource = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/img/');

/**
 * /api and /img as far as they pass through proxy.ts (ADR 0076: their CORS preflights only): preflights are answered
 * here, non-JSON bodies refused, and every answer gets the CORS and security headers. Null for other paths.
 */
export function handleResource(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (!isCrossOriginResource(pathname)) return null;
  const headers = { ...baseSecurityHeaders(settings()), 'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY };
  if (request.method === 'OPTIONS') return withHeaders(new Response(null, { status: 204 }), { ...headers, ...corsHeadersFor(request, true) });
  const answer = unsupportedBody(request, pathname) ?? NextResponse.next();
  return withHeaders(answer, { ...headers, ...corsHeadersFor(request) });
}

/** Adds the page policy and the other headers to a page's answer; PayPal's origins only when PayPal is offered. */
export function securePage(response: Response): Response {
  const config = settings();
  return withHeaders(response, { ...baseSecurityHeaders(config), 'Content-Security-Policy': pageContentSecurityPolicy(config) });
}
