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
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return envelope(
      error.message,
      error.status,
      error.details === undefined ? undefined : { errors: error.details },
    );
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return envelope(describeZodError(error), 400, { errors });
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
      return errorResponse(error);
    }
  };
}
