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
 * - A page load Next.js answers 404 with its client-drawn document (an unknown URL, Next.js issue #62228): the shop's
 *   404 (/page-not-found, /de/page-not-found…, as Next.js renders it) is put into that document, so the page has its
 *   language, title and text before any script runs (server/client-drawn-document.mjs, ADR 0032). Not kept: the page
 *   shows the shop's menu, and the page cache in front answers it from memory.
 */
import http from 'node:http';
import { fillClientDrawnDocument, isClientDrawnDocument } from './client-drawn-document.mjs';
import { NOT_PAGES } from './not-pages.mjs';

const UNAVAILABLE_SINCE = Symbol.for('storefront.database.unavailableSince');
/** A failure older than this without a newer outcome is not taken as the reason for a 500. */
const RECENT_MS = 10_000;
const RETRY_AFTER_SECONDS = '5';
/** Marks the layer's own requests for the error and 404 pages, which must not be answered by the layer again. */
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
function fetchPage(server, path) {
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
 * The paths of a message page (`error`, `page-not-found`) for a failed page, best first: its first path segment names
 * the store when that store has the page (/de/error), else the default store's.
 * @param {string} url
 * @param {string} name
 */
function messagePagePaths(url, name) {
  const prefix = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1];
  return prefix ? [`/${prefix}/${name}`, `/${name}`] : [`/${name}`];
}

/**
 * The error page in the language of the failed page's store.
 * @param {{ host: string, port: number }} server
 * @param {string} url
 */
async function errorPageFor(server, url) {
  for (const path of messagePagePaths(url, 'error')) {
    let page = errorPages.get(path);
    if (!page) {
      page = (await fetchPage(server, path)) ?? undefined;
      if (page) errorPages.set(path, page);
    }
    if (page) return page;
  }
  return null;
}

/**
 * Next.js's client-drawn 404 document with the shop's 404 page of the request's store in it, or null.
 * @param {{ host: string, port: number }} server
 * @param {string} url
 * @param {Buffer} nextDocument
 */
async function filledNotFoundFor(server, url, nextDocument) {
  const text = nextDocument.toString('utf8');
  if (!isClientDrawnDocument(text)) return null;
  for (const path of messagePagePaths(url, 'page-not-found')) {
    const page = await fetchPage(server, path);
    if (page) {
      const filled = fillClientDrawnDocument(text, page.toString('utf8'));
      return filled === null ? null : Buffer.from(filled);
    }
  }
  return null;
}

/**
 * Sets the headers given to a held writeHead (`writeHead(status, [reason], headers)`) on the response, where the
 * answer's own headers are read and replaced.
 * @param {import('node:http').ServerResponse} response
 * @param {any[]} rest  writeHead's arguments after the status
 */
function keepGivenHeaders(response, rest) {
  const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
  if (Array.isArray(given))
    for (let i = 0; i + 1 < given.length; i += 2) response.setHeader(String(given[i]), given[i + 1]);
  else if (given && typeof given === 'object')
    for (const [name, value] of Object.entries(given)) if (value !== undefined) response.setHeader(name, value);
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
    /**
     * Set once Next.js has begun an answer whose body may be replaced (a 5xx, or a 404 that may be its client-drawn
     * document): its writes are kept until it ends. @type {{ status: number, rest: any[], chunks: Buffer[] } | null}
     */
    let held = null;
    const statusFor = (/** @type {number} */ code) => (code === 500 && databaseUnavailable() ? 503 : code);
    const holds = (/** @type {number} */ status) => replaceBody && (status >= 500 || status === 404);
    // A status set as statusCode and written without writeHead goes through writeHead here first.
    const headIfHeld = () => {
      if ((response.statusCode >= 500 || holds(response.statusCode)) && !response.headersSent && !held)
        response.writeHead(response.statusCode);
    };
    response.writeHead = /** @type {typeof response.writeHead} */ (
      function (/** @type {number} */ code, /** @type {any[]} */ ...rest) {
        // Held headers are not sent, so Next.js's compression calls writeHead again before each write: the answer is
        // already held.
        if (held) return response;
        const status = statusFor(code);
        if (status === 503 && code === 500) {
          response.setHeader('Retry-After', RETRY_AFTER_SECONDS);
          // A reason phrase given with the 500 ('Internal Server Error') does not go with the 503.
          if (typeof rest[0] === 'string') rest = rest.slice(1);
        }
        if (holds(status)) {
          held = { status, rest, chunks: [] };
          return response;
        }
        return Reflect.apply(writeHead, response, [status, ...rest]);
      }
    );
    response.write = /** @type {typeof response.write} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        headIfHeld();
        if (!held) return Reflect.apply(write, response, [chunk, ...rest]);
        if (chunk != null && typeof chunk !== 'function') held.chunks.push(Buffer.from(chunk));
        const callback = rest.find((value) => typeof value === 'function');
        if (callback) process.nextTick(callback);
        return true;
      }
    );
    response.end = /** @type {typeof response.end} */ (
      function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
        headIfHeld();
        const answer = held;
        if (!answer) return Reflect.apply(end, response, [chunk, ...rest]);
        if (chunk != null && typeof chunk !== 'function') answer.chunks.push(Buffer.from(chunk));
        const body = Buffer.concat(answer.chunks);
        keepGivenHeaders(response, answer.rest);
        /** Next.js's own answer, as it was. */
        const asWritten = () => {
          Reflect.apply(writeHead, response, [answer.status, ...answer.rest]);
          Reflect.apply(end, response, [body]);
        };
        /** @param {Buffer} page @param {Record<string, string>} headers */
        const replaced = (page, headers) => {
          // Only headers that are set: removing one that is not still tells Node.js it was taken away on purpose, and
          // without Transfer-Encoding the layer in front's chunked answer would have no framing (cut by a close).
          for (const name of BODY_HEADERS) if (response.hasHeader(name)) response.removeHeader(name);
          Reflect.apply(writeHead, response, [answer.status, { ...headers, 'content-length': page.length }]);
          Reflect.apply(end, response, [page]);
        };
        // Asked of this same server, on the address the request came in on (whatever the server is bound to).
        const server = { host: (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, ''), port: request.socket.localPort ?? 0 };
        const url = request.url ?? '/';
        if (answer.status === 404) {
          // A compressed answer is not Next.js's client-drawn document as this layer sees it (the layer in front asks
          // for plain text): sent as it is.
          const plain = !response.getHeader('content-encoding');
          void (plain ? filledNotFoundFor(server, url, body) : Promise.resolve(null)).then((page) => {
            if (response.destroyed) return;
            if (!page) return asWritten();
            // Next.js's headers of the 404 stay (its Cache-Control among them); only those of the body change.
            replaced(page, { 'content-type': 'text/html; charset=utf-8' });
          });
          return response;
        }
        void errorPageFor(server, url).then((page) => {
          if (response.destroyed) return;
          if (!page) return asWritten();
          replaced(page, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        });
        return response;
      }
    );
    return listener(request, response);
  };
}
