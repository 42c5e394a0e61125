// @ts-check
/**
 * Preloaded by the start command (`node --import ./server/preload.mjs node_modules/next/dist/bin/next start`): puts
 * the shop's own layers in front of the request listener of the one HTTP server `next start` creates, then leaves
 * http.createServer as it was. Everything else about `next start` (signals and graceful shutdown, keep-alive, logging)
 * stays Next.js's own.
 * - the page cache (server/page-microcache.mjs, ADR 0026), outermost;
 * - a page that failed: the shop's error page, and 503 while the database is out of reach (server/failed-pages.mjs);
 * - Brotli for Next.js's scripts and stylesheets (server/precompressed-static.mjs, ADR 0028).
 */
import http from 'node:http';
import { withPageMicrocache } from './page-microcache.mjs';
import { withFailedPages } from './failed-pages.mjs';
import { withPrecompressedStatic } from './precompressed-static.mjs';

const createServer = http.createServer;
http.createServer = /** @type {typeof http.createServer} */ (
  function (/** @type {any[]} */ ...args) {
    http.createServer = createServer;
    const last = args.length - 1;
    if (typeof args[last] === 'function') args[last] = withPageMicrocache(withFailedPages(withPrecompressedStatic(args[last])));
    return createServer.apply(http, /** @type {any} */ (args));
  }
);
