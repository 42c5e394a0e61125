/**
 * Who may call the commerce API and with what body (ADR 0015): the CORS headers of an answer for the request's Origin
 * and the 415 of a state-changing request whose body is not JSON. Route handlers apply them through `withApi`
 * (ADR 0076); proxy.ts answers CORS preflights and the image proxy with the same functions. Read per request: cheap,
 * and an operator's or a test's change of CORS_ORIGINS applies without a rebuild.
 */
import { corsHeaders, parseCorsOrigins } from '@/lib/domain/cors';
import { needsJsonContentType, UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '@/lib/domain/json-content-type';

/** The CORS headers of an answer to `request` (with `preflight`, of the answer to an OPTIONS preflight). */
export function corsHeadersFor(request: Request, preflight = false): Record<string, string> {
  return corsHeaders(parseCorsOrigins(process.env.CORS_ORIGINS), request.headers.get('origin'), preflight);
}

/** The 415 answer to a state-changing API request whose body is not JSON, or null when the body is acceptable. */
export function unsupportedBody(request: Request, pathname: string): Response | null {
  const contentLength = Number(request.headers.get('content-length') ?? 0);
  const refused = needsJsonContentType({
    method: request.method,
    pathname,
    contentType: request.headers.get('content-type'),
    hasBody: contentLength > 0 || request.headers.has('transfer-encoding'),
  });
  return refused ? Response.json({ code: 415, result: UNSUPPORTED_MEDIA_TYPE_MESSAGE }, { status: 415 }) : null;
}

/**
 * The answer with `headers` set. A response whose headers are immutable (`Response.redirect`, a fetched one) is
 * copied into one that is not.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const entries = Object.entries(headers);
  if (entries.length === 0) return response;
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
    for (const [name, value] of entries) copy.headers.set(name, value);
    return copy;
  }
}
