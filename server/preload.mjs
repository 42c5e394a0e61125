// @ts-check
/**
 * Preloaded by the start command (`node --import ./server/preload.mjs node_modules/next/dist/bin/next start`): puts
 * the shop's own layers in front of the request listener of the one HTTP server `next start` creates, then leaves
 * http.createServer as it was. Everything else about `next start` (signals and graceful shutdown, logging)
 * stays Next.js's own.
 * - the page cache (server/page-microcache.mjs, ADR 0026), outermost;
 * - pages whose start-up scripts load after their first frame, compressed here (server/scripts-after-first-paint.mjs,
 *   ADR 0031);
 * - a page that failed: the shop's error page, and 503 while the database is out of reach (server/failed-pages.mjs);
 * - Brotli for Next.js's scripts and stylesheets (server/precompressed-static.mjs, ADR 0028);
 * and keeps idle connections open longer than the clients in front of it do.
 */
import http from 'node:http';
import { withPageMicrocache } from './page-microcache.mjs';
import { withFailedPages } from './failed-pages.mjs';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';
import { withPrecompressedStatic } from './precompressed-static.mjs';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than what load balancers and API
 * clients keep (AWS ALB 60 s): one reusing a connection just as the server closes it gets ECONNRESET. Longer than
 * theirs, the client closes first. `next start --keepAliveTimeout` still overrides it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const createServer = http.createServer;
http.createServer = /** @type {typeof http.createServer} */ (
  function (/** @type {any[]} */ ...args) {
    http.createServer = createServer;
    const last = args.length - 1;
    if (typeof args[last] === 'function')
      args[last] = withPageMicrocache(
        withScriptsAfterFirstPaint(withFailedPages(withPrecompressedStatic(args[last]))),
      );
    const server = createServer.apply(http, /** @type {any} */ (args));
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // A request's headers may take as long as the connection may idle before it (Node's advice: longer).
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    return server;
  }
);
