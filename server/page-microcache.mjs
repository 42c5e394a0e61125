// @ts-check
/**
 * A shared cache in front of Next.js's request handler, in the same process (ADR 0026). Put in front of the request
 * listener of the server `next start` creates (server/preload.mjs), it keeps, for a short time, the answers Next.js
 * itself marks as shareable (`Cache-Control: s-maxage=…`, no `private`, no `Set-Cookie`): the prerendered catalogue pages. A hit is
 * written from memory without entering Next.js's router (about 1.5 ms of CPU per request on a cached category page).
 *
 * Freshness: an entry is fresh for PAGE_MICROCACHE_MS (1,000 ms by default; 0 turns the cache off), and the whole
 * cache is dropped whenever the shop expires rendered pages (lib/server/render/expire-tags.ts calls the function
 * registered on globalThis under CLEAR_KEY), so an order or a catalogue change is never served from here.
 * One request at a time asks Next.js for a page: for an entry past its lifetime, requests that arrive meanwhile are
 * answered with the entry it replaces (for at most RENEWAL_GRACE_MS more); for a page not kept at all (first visit,
 * or just after an order dropped the cache), they wait for its answer and are given the same bytes, or go to Next.js
 * themselves if that answer cannot be kept. Without that, every request in flight when a popular page expired went to
 * Next.js at once, and Next.js compressed the page for each: the p99 of a busy page.
 */
import { LRUCache } from 'lru-cache';
import { NOT_PAGES } from './not-pages.mjs';

const CLEAR_KEY = Symbol.for('storefront.pageMicrocache.clear');
const ttl = Number(process.env.PAGE_MICROCACHE_MS ?? 1000);
const maxBytes = Number(process.env.PAGE_MICROCACHE_MB ?? 64) * 1024 * 1024;
/** How long past its lifetime an entry may stand in while one request renews it: a renewal that hangs ends it. */
const RENEWAL_GRACE_MS = 5000;

/**
 * Request headers a page's answer depends on: those Next.js names in `Vary` (the compression's encoding among them),
 * and X-Forwarded-Proto, which adds HSTS to the headers (next.config.ts).
 */
const KEY_HEADERS = [
  // Without PUBLIC_URL a page names the origin it was asked at (ADR 0038): one copy per host.
  'host',
  'x-forwarded-host',
  'accept-encoding',
  'x-forwarded-proto',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
/** Headers a replay does not repeat: they describe the original connection, moment or framing. */
const UNREPLAYED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * @typedef {{ status: number, headers: string[], body: Buffer, storedAt: number }} Entry  headers: name, value, name,
 *   value…; storedAt: performance.now() when it was kept
 */

/** @param {import('node:http').IncomingMessage} request */
function cacheKey(request) {
  if (request.method !== 'GET' || !request.url || NOT_PAGES.test(request.url)) return null;
  if (request.headers.authorization) return null;
  let key = request.url;
  for (const name of KEY_HEADERS) key += `\n${request.headers[name] ?? ''}`;
  return key;
}

/**
 * Shareable in the sense of RFC 9111 for a shared cache: a 200 with s-maxage, neither private nor no-store, no cookie,
 * and a Vary that names only headers in the key.
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 */
function isShareable(status, headers) {
  if (status !== 200 || headers['set-cookie']) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/(?:^|,)\s*s-maxage=\d+/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl))
    return false;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => KEY_HEADERS.includes(name));
}

/**
 * The answer as it is replayed: Next.js's headers without the connection's, a length for the whole body.
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {Entry}
 */
function toEntry(status, headers, body) {
  /** @type {string[]} */
  const flat = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || UNREPLAYED_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push('content-length', String(body.length), 'x-page-cache', 'HIT');
  return { status, headers: flat, body, storedAt: performance.now() };
}

/**
 * Records what Next.js writes to `response` and calls `store` with it once the answer is complete.
 * @param {import('node:http').ServerResponse} response
 * @param {(entry: Entry) => void} store
 */
function record(response, store) {
  /** @type {Buffer[]} */
  const chunks = [];
  let status = 200;
  /** @type {import('node:http').OutgoingHttpHeaders} */
  let headers = {};
  // Known once the headers are written (a first write can come before): an answer that cannot be kept is not copied.
  /** @type {boolean | null} */
  let shareable = null;
  const { writeHead, write, end } = response;
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (shareable === false || chunk == null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'),
      );
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ code, /** @type {any[]} */ ...rest) {
      const result = Reflect.apply(writeHead, response, [code, ...rest]);
      status = code;
      headers = { ...response.getHeaders() };
      const given = rest.find((value) => value && typeof value === 'object');
      if (Array.isArray(given))
        for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1];
      else if (given) for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
      shareable = isShareable(status, headers);
      if (!shareable) chunks.length = 0;
      return result;
    }
  );
  response.write = /** @type {typeof response.write} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      keep(chunk, rest[0]);
      return Reflect.apply(write, response, [chunk, ...rest]);
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      keep(chunk, rest[0]);
      const result = Reflect.apply(end, response, [chunk, ...rest]);
      if (shareable && !response.destroyed) store(toEntry(status, headers, Buffer.concat(chunks)));
      return result;
    }
  );
}

/**
 * @param {import('node:http').RequestListener} listener
 * @returns {import('node:http').RequestListener}
 */
export function withPageMicrocache(listener) {
  if (!(ttl > 0)) return listener;
  /** @type {LRUCache<string, Entry>} */
  const cache = new LRUCache({
    ttl: ttl + RENEWAL_GRACE_MS,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 512,
  });
  /**
   * Keys one request is asking Next.js for: the requests waiting for its answer (a page with no entry to stand in).
   * @type {Map<string, Array<() => void>>}
   */
  const asking = new Map();
  // An answer begun before a clear may carry what the clear was for: it is not kept.
  let generation = 0;
  /** @type {Record<symbol, unknown>} */ (globalThis)[CLEAR_KEY] = () => {
    generation += 1;
    cache.clear();
    asking.clear();
  };
  /**
   * @param {Entry | undefined} entry
   * @param {import('node:http').ServerResponse} response
   */
  const replay = (entry, response) => {
    if (!entry) return false;
    response.writeHead(entry.status, entry.headers);
    response.end(entry.body);
    return true;
  };
  return (request, response) => {
    const key = cacheKey(request);
    if (key === null) return listener(request, response);
    const hit = cache.get(key);
    const waiting = asking.get(key);
    if (hit && (performance.now() - hit.storedAt < ttl || waiting)) return void replay(hit, response);
    if (waiting) {
      // Given the answer being fetched, or (not kept, or dropped by a clear) sent on to Next.js.
      waiting.push(() => replay(cache.get(key), response) || listener(request, response));
      return;
    }
    const begun = generation;
    /** @type {Array<() => void>} */
    const waiters = [];
    asking.set(key, waiters);
    // Ended, aborted or not shareable after all: the waiting requests go on, and the next one asks again.
    response.once('close', () => {
      if (asking.get(key) === waiters) asking.delete(key);
      for (const release of waiters) release();
    });
    record(response, (entry) => {
      if (generation === begun) cache.set(key, entry);
    });
    return listener(request, response);
  };
}
