/**
 * Whether the shop's database can be reached: which errors say it cannot, and a process-wide note of the last
 * outcome. The note is read outside Next.js's bundles, by server/outage-status.mjs, which answers a page that failed
 * while the database was out of reach with 503 and Retry-After instead of 500 (crawlers and load balancers retry a
 * 503 later and keep the page; a run of 500s counts against it).
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

/** performance.now() of the last failure to reach the database, absent once a query succeeds again. */
const UNAVAILABLE_SINCE = Symbol.for('storefront.database.unavailableSince');
const note = globalThis as typeof globalThis & { [UNAVAILABLE_SINCE]?: number };

/** Records how a query ended: a success clears the note, a failure to reach the database sets it. */
export function noteDatabaseOutcome(error?: unknown): void {
  if (error === undefined) {
    // Read first: every query succeeds this way, and a write to the global object on each would cost more.
    if (note[UNAVAILABLE_SINCE] !== undefined) note[UNAVAILABLE_SINCE] = undefined;
  } else if (isDatabaseUnavailable(error)) note[UNAVAILABLE_SINCE] = performance.now();
}
