/**
 * What proxy.ts adds to the answers it sees (ADR 0015): security headers and CORS on /api and /img, 415 for
 * state-changing API requests whose body is not JSON, and the page headers of the pages that still pass through it
 * (ADR 0024: every other page gets the same headers from next.config.ts), with PayPal's origins when it is offered.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { corsHeaders, parseCorsOrigins } from '@/lib/domain/cors';
import { needsJsonContentType, UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '@/lib/domain/json-content-type';
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
  corsOrigins: '*' | string[];
  development: boolean;
}

/** Read per request: cheap, and an operator's or a test's change applies without a rebuild. */
function settings(): Settings {
  return {
    https: isHttpsUrl(process.env.PUBLIC_URL),
    paypal: Boolean(process.env.PAYPAL_CLIENT_ID?.trim()),
    tagManager: Boolean(process.env.GTM_ID?.trim()),
    corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
    development: process.env.NODE_ENV === 'development',
  };
}

const isCrossOriginResource = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/img/');

function applyHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * /api and /img: preflights are answered here, non-JSON bodies refused, and every answer gets the CORS and
 * security headers. Null for other paths.
 */
export function handleResource(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (!isCrossOriginResource(pathname)) return null;
  const config = settings();
  const origin = request.headers.get('origin');
  const headers = { ...baseSecurityHeaders(config), 'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY };
  if (request.method === 'OPTIONS') {
    return applyHeaders(new Response(null, { status: 204 }), { ...headers, ...corsHeaders(config.corsOrigins, origin, true) });
  }
  const cors = corsHeaders(config.corsOrigins, origin);
  const contentLength = Number(request.headers.get('content-length') ?? 0);
  const refused = needsJsonContentType({
    method: request.method,
    pathname,
    contentType: request.headers.get('content-type'),
    hasBody: contentLength > 0 || request.headers.has('transfer-encoding'),
  });
  if (refused) {
    return applyHeaders(Response.json({ code: 415, result: UNSUPPORTED_MEDIA_TYPE_MESSAGE }, { status: 415 }), { ...headers, ...cors });
  }
  return applyHeaders(NextResponse.next(), { ...headers, ...cors });
}

/** Adds the page policy and the other headers to a page's answer; PayPal's origins only when PayPal is offered. */
export function securePage(response: Response): Response {
  const config = settings();
  return applyHeaders(response, { ...baseSecurityHeaders(config), 'Content-Security-Policy': pageContentSecurityPolicy(config) });
}
