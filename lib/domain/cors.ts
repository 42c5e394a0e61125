/**
 * CORS of the commerce API and the image proxy (ADR 0015): other front ends (a Vue Storefront PWA) call them from
 * their own origin. Tokens travel in the query or the Authorization header, never in cookies, so allowing every
 * origin gives a foreign page nothing it could not do itself; credentials are never allowed.
 */

const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Requested-With, X-VS-Store-Code';
const CORS_MAX_AGE_SECONDS = 86_400;

/** `CORS_ORIGINS`: `*` (default) or a comma-separated list of origins such as `https://pwa.example.com`. */
export function parseCorsOrigins(setting: string | undefined): '*' | string[] {
  const value = setting?.trim();
  if (!value || value === '*') return '*';
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, '').toLowerCase())
    .filter(Boolean);
}

/** The Access-Control-Allow-Origin value for a request's Origin, or null when that origin is not allowed. */
export function allowedOrigin(allowed: '*' | string[], origin: string | null): string | null {
  if (allowed === '*') return '*';
  if (!origin) return null;
  return allowed.includes(origin.toLowerCase()) ? origin : null;
}

/** The CORS headers of an answer (and, with `preflight`, of the answer to an OPTIONS preflight). */
export function corsHeaders(allowed: '*' | string[], origin: string | null, preflight = false): Record<string, string> {
  const value = allowedOrigin(allowed, origin);
  // With a list the answer depends on the Origin: caches must keep one copy per origin.
  const vary: Record<string, string> = allowed === '*' ? {} : { Vary: 'Origin' };
  if (!value) return vary;
  return {
    ...vary,
    'Access-Control-Allow-Origin': value,
    ...(preflight
      ? {
          'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
          'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        }
      : {}),
  };
}
