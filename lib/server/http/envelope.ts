import { unstable_rethrow } from 'next/navigation';
import { ZodError } from 'zod';
import { causeChain, isDatabaseUnavailable } from '@/lib/server/db/availability';
import { ApiError } from './api-error';
import { logRequest } from '@/lib/server/telemetry/request-log';
import { corsHeadersFor, unsupportedBody, withHeaders } from './api-access';

/** The vue-storefront-api envelope: `{ code, result }` with the HTTP status equal to `code`. */
export function envelope(
  result: unknown,
  code = 200,
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
): Response {
  return Response.json({ code, result, ...extra }, { status: code, headers });
}

/** Turns a zod issue list into one readable sentence: "cartItem.qty: Quantity must be above 0". */
function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** PostgreSQL's query_canceled, as DB_STATEMENT_TIMEOUT_MS raises it. */
function isStatementTimeout(error: unknown): boolean {
  return causeChain(error).some(({ code }) => code === '57014');
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return envelope(error.message, error.status, error.details === undefined ? undefined : { errors: error.details }, error.headers);
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return envelope(describeZodError(error), 400, { errors });
  }
  if (isStatementTimeout(error)) {
    return envelope('The request took too long and was stopped. Ask for less (fewer filters, values or results) and try again.', 503);
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[api] database unavailable:', (error as Error).message);
    return envelope("The shop's database is not available at the moment. Try again in a few seconds.", 503, undefined, {
      'Retry-After': '5',
    });
  }
  console.error('[api] unhandled error', error);
  return envelope('Something went wrong. Try again in a few seconds.', 500);
}

/**
 * Wraps a route handler so every thrown error becomes an envelope and nothing escapes as an HTML 500. It also does what
 * proxy.ts did for every API request before ADR 0076: a state-changing request whose body is not JSON is answered 415
 * before the handler reads it, and every answer gets the CORS headers for the request's Origin (the security headers
 * are next.config.ts's, fixed at build time).
 */
export function withApi<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args: Args) => {
    const startedAt = performance.now();
    // Next.js calls a route handler with the request first (a handler may ignore it).
    const request = args[0] as Request;
    let response: Response;
    try {
      response = unsupportedBody(request, new URL(request.url).pathname) ?? (await handler(...args));
    } catch (error) {
      // Next's own control flow (a route handler that reads the request bails out of prerendering) is not an error.
      unstable_rethrow(error);
      response = errorResponse(error);
    }
    logRequest(request, response.status, startedAt);
    return withHeaders(response, corsHeadersFor(request));
  };
}
