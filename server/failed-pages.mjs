// @ts-check
/**
 * How a page Next.js could not render is answered (pages only: not the API, images or Next.js's own files).
 * - Status: 503 Service Unavailable with Retry-After instead of 500 while the shop's database is out of reach.
 *   Crawlers and load balancers take a 503 for "come back later" and keep the page; a run of 500s counts against it.
 *   The database layer notes its last failure to reach the database on globalThis (lib/server/db/availability.ts)
 *   and clears the note on the next query that succeeds (the catalogue watch queries twice a second).
 * - Body, for a browser's page load: the shop's error page (/error, or /de/error, /it/error for a page of those
 *   stores: the minimal layout and the spec's "Something went wrong. Try again in a few seconds."), as Next.js renders
 *   it, asked for once and kept. Next.js's own error document is blank until its scripts have loaded, then says
 *   "Application error: a server-side exception has occurred", without the shop around it and in English only.
 *   An error boundary (error.tsx) would be the framework's way, but its code loads with every page (ADR 0030).
 */
import http from 'node:http';
import { NOT_PAGES } from './not-pages.mjs';

const UNAVAILABLE_SINCE = Symbol.for('storefront.database.unavailableSince');
/** A failure older than this without a newer outcome is not taken as the reason for a 500. */
const RECENT_MS = 10_000;
const RETRY_AFTER_SECONDS = '5';
/** Marks the layer's own request for the error page, which must not be answered by the layer again. */
const INTERNAL_HEADER = 'x-storefront-error-page';
/** Headers of the failed answer that describe its body, which is replaced. */
const BODY_HEADERS = ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'transfer-encoding'];

function databaseUnavailable() {
  const since = /** @type {Record<symbol, unknown>} */ (globalThis)[UNAVAILABLE_SINCE];
  return typeof since === 'number' && performance.now() - since < RECENT_MS;
}

/** The error page's body by path (/error, /de/error…), once Next.js has rendered it. @type {Map<string, Buffer>} */
const errorPages = new Map();

/**
 * @param {{ host: string, port: number }} server  the address the failed request came in on
 * @param {string} path
 * @returns {Promise<Buffer | null>}
 */
function fetchErrorPage(server, path) {
  return new Promise((resolve) => {
    const request = http.get(
      { ...server, path, agent: false, headers: { accept: 'text/html', [INTERNAL_HEADER]: '1' } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(response.statusCode === 200 ? Buffer.concat(chunks) : null));
        response.on('error', () => resolve(null));
      },
    );
    request.setTimeout(5000, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/**
 * The error page in the language of the failed page's store: its first path segment names the store when it has an
 * error page of its own (/de/error), else the default store's.
 * @param {{ host: string, port: number }} server
 * @param {string} url
 */
async function errorPageFor(server, url) {
  const prefix = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1];
  for (const path of prefix ? [`/${prefix}/error`, '/error'] : ['/error']) {
    let page = errorPages.get(path);
    if (!page) {
      page = (await fetchErrorPage(server, path)) ?? undefined;
      if (page) errorPages.set(path, page);
    }
    if (page) return page;
  }
  return null;
}

/** A browser's page load (not a client navigation's RSC request, not a script or image). @param {import('node:http').IncomingMessage} request */
function isDocumentRequest(request) {
  return request.method === 'GET' && !request.headers.rsc && /text\/html/.test(request.headers.accept ?? '');
}

/**
 * @param {import('node:http').RequestListener} listener
 * @returns {import('node:http').RequestListener}
 */
export function withFailedPages(listener) {
  return (request, response) => {
    if (NOT_PAGES.test(request.url ?? '') || request.headers[INTERNAL_HEADER]) return listener(request, response);
    const replaceBody = isDocumentRequest(request);
    const { writeHead, write, end } = response;
    /** Set once Next.js has begun a 5xx answer whose body is replaced: its writes are kept until it ends. @type {{ status: number, rest: any[], chunks: Buffer[] } | null} */
    let failed = null;
    const statusFor = (/** @type {number} */ code) => (code === 500 && databaseUnavailable() ? 503 : code);
    // A 5xx set as statusCode and written without writeHead goes through writeHead here first.
    const headIfFailing = () => {
      if (response.statusCode >= 500 && !response.headersSent && !failed) response.writeHead(response.statusCode);
    };
    response.writeHead = /** @type {typeof response.writeHead} */ (
      function (/** @type {number} */ code, /** @type {any[]} */ ...rest) {
        const status = statusFor(code);
        if (status === 503 && code === 500) {
          response.setHeader('Retry-After', RETRY_AFTER_SECONDS);
          // A reason phrase given with the 500 ('Internal Server Error') does not go with the 503.
          if (typeof rest[0] === 'string') rest = rest.slice(1);
        }
        if (replaceBody && status >= 500) {
          failed = { status, rest, chunks: [] };
          return response;
        }
        return Reflect.apply(writeHead, response, [status, ...rest]);
      }
    );
    response.write = /** @type {typeof response.write} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        headIfFailing();
        if (!failed) return Reflect.apply(write, response, [chunk, ...rest]);
        if (chunk != null && typeof chunk !== 'function') failed.chunks.push(Buffer.from(chunk));
        const callback = rest.find((value) => typeof value === 'function');
        if (callback) process.nextTick(callback);
        return true;
      }
    );
    response.end = /** @type {typeof response.end} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        headIfFailing();
        const answer = failed;
        if (!answer) return Reflect.apply(end, response, [chunk, ...rest]);
        if (chunk != null && typeof chunk !== 'function') answer.chunks.push(Buffer.from(chunk));
        // Asked of this same server, on the address the request came in on (whatever the server is bound to).
        const server = { host: (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, ''), port: request.socket.localPort ?? 0 };
        void errorPageFor(server, request.url ?? '/').then((page) => {
          if (response.destroyed) return;
          if (!page) {
            // No error page to give: Next.js's own answer, as it was.
            Reflect.apply(writeHead, response, [answer.status, ...answer.rest]);
            Reflect.apply(end, response, [Buffer.concat(answer.chunks)]);
            return;
          }
          for (const name of BODY_HEADERS) response.removeHeader(name);
          Reflect.apply(writeHead, response, [
            answer.status,
            { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length, 'cache-control': 'no-store' },
          ]);
          Reflect.apply(end, response, [page]);
        });
        return response;
      }
    );
    return listener(request, response);
  };
}
