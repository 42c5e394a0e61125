import { unstable_rethrow } from 'next/navigation';
import { ZodError } from 'zod';
import { ApiError } from './api-error';

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

/** The error and the errors it wraps (drizzle puts the driver's error in `cause`), nearest first. */
function causeChain(error: unknown): { name?: unknown; code?: unknown; errors?: unknown; message?: unknown }[] {
  const chain = [];
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    chain.push(current as { name?: unknown; code?: unknown; errors?: unknown; message?: unknown });
  }
  return chain;
}

/** PostgreSQL's query_canceled, as DB_STATEMENT_TIMEOUT_MS raises it. */
function isStatementTimeout(error: unknown): boolean {
  return causeChain(error).some(({ code }) => code === '57014');
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
/**
 * node-postgres gives its own waits up with a bare Error: no answer within query_timeout, no connection within
 * connectionTimeoutMillis (lib/server/db/client.ts sets both). test/api/database-unresponsive.test.ts pins the texts.
 */
const CLIENT_TIMEOUT_MESSAGES = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * The database cannot be reached: a PGlite directory another process holds (by name: instrumentation and the route
 * handlers are separate bundles with their own copy of the class), a PostgreSQL server that refuses or drops the
 * connection, is shutting down or starting (SQLSTATE class 08, 57P01–57P03), or does not answer in time. Not the
 * client's fault, and over soon.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(
    ({ name, code, errors, message }) =>
      name === 'DataDirLockedError' ||
      (typeof message === 'string' && CLIENT_TIMEOUT_MESSAGES.has(message)) ||
      (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) ||
      // Node's connect gives an AggregateError (one per address tried, e.g. ::1 and 127.0.0.1).
      (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner))),
  );
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

/** Wraps a route handler so every thrown error becomes an envelope and nothing escapes as an HTML 500. */
export function withApi<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args: Args) => {
    try {
      return await handler(...args);
    } catch (error) {
      // Next's own control flow (a route handler that reads the request bails out of prerendering) is not an error.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}
