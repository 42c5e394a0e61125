/**
 * Which errors say the shop's database cannot be reached: the API answers them 503 with Retry-After (its envelope),
 * /api/health too. A page that fails for it is a 500 from Next.js, which deploy/nginx.conf answers 503 (ADR 0040).
 */

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  errors?: unknown;
  message?: unknown;
}

/** The error and the errors it wraps (drizzle puts the driver's error in `cause`), nearest first. */
export function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    chain.push(current as ErrorLike);
  }
  return chain;
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
/**
 * node-postgres gives its own waits up with a bare Error: no answer within query_timeout, no connection within
 * connectionTimeoutMillis (./client.ts sets both). test/api/database-unresponsive.test.ts pins the texts.
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
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(
    ({ name, code, errors, message }) =>
      name === 'DataDirLockedError' ||
      (typeof message === 'string' && CLIENT_TIMEOUT_MESSAGES.has(message)) ||
      (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) ||
      // Node's connect gives an AggregateError (one per address tried, e.g. ::1 and 127.0.0.1).
      (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner))),
  );
}
