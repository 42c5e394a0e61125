/**
 * State-changing JSON endpoints accept only JSON bodies (ADR 0015): an HTML form on another site can post
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` without a preflight, never
 * `application/json`. A request with no body and no Content-Type (`fetch(url, {method: 'POST'})`) is no form post
 * and stays allowed: vue-storefront-api clients create carts that way.
 */

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Content-Type must be application/json for this request.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Catalogue searches only read (Elasticsearch clients post them), so any body type is accepted there. */
const READ_ONLY_POSTS = [/^\/api\/catalog\//];

const isJsonMediaType = (contentType: string) => {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
};

export interface BodyRequestFacts {
  method: string;
  pathname: string;
  contentType: string | null;
  /** True when the request announces a body (Content-Length > 0 or Transfer-Encoding). */
  hasBody: boolean;
}

/** True when the request must be refused with 415. */
export function needsJsonContentType(request: BodyRequestFacts): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  if (!request.pathname.startsWith('/api/') || READ_ONLY_POSTS.some((pattern) => pattern.test(request.pathname))) return false;
  if (request.contentType === null || request.contentType.trim() === '') return request.hasBody;
  return !isJsonMediaType(request.contentType);
}
