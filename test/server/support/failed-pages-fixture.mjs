// @ts-check
/**
 * The layer of server/failed-pages.mjs in front of a stand-in for Next.js's request listener, in a process of its own
 * (the layer is an ES module the start command preloads as it is), and behind the start-up scripts' layer. Prints the two
 * ports it listens on. The stand-in:
 * /error and /de/error render (another store's error page or 404 page is not found), /fails… fail with 500 (gzip, as Next.js sends them), /api/… fails with a JSON envelope,
 * /database/down and /database/up set and clear the database layer's note; /missing… answers 404 with Next.js's
 * client-drawn document, written as Next.js's compression writes it (writeHead again before every write), and
 * /page-not-found and /de/page-not-found draw the shop's 404; /gone answers a plain 404; anything else renders.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { withFailedPages } from '../../../server/failed-pages.mjs';
import { withScriptsAfterFirstPaint } from '../../../server/scripts-after-first-paint.mjs';

const UNAVAILABLE_SINCE = Symbol.for('storefront.database.unavailableSince');
const note = /** @type {Record<symbol, unknown>} */ (globalThis);

const CLIENT_DRAWN_404 = [
  '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body>',
  '<script>self.__next_f.push([1,"missing"])</script></body></html>',
];

/** @param {string} lang @param {string} heading */
const notFoundPage = (lang, heading) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>${heading}</title></head>` +
  `<body><main><h1>${heading}</h1></main><script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script></body></html>`;

/** @type {http.RequestListener} */
const standIn = (request, response) => {
  const url = request.url ?? '/';
  if (url === '/page-not-found' || url === '/de/page-not-found') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(url === '/de/page-not-found' ? notFoundPage('de-DE', 'Seite nicht gefunden') : notFoundPage('en-US', 'Page not found'));
    return;
  }
  if (/^(?:\/\w\w)?\/missing/.test(url)) {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 's-maxage=300');
    for (const piece of CLIENT_DRAWN_404) {
      // What Next.js's compression does before each write while the headers are not sent.
      if (!response.headersSent) response.writeHead(response.statusCode);
      response.write(piece);
    }
    response.end();
    return;
  }
  if (url === '/gone') {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Gone</h1>');
    return;
  }
  if (url === '/database/down' || url === '/database/up') {
    note[UNAVAILABLE_SINCE] = url === '/database/down' ? performance.now() : undefined;
    response.end('noted');
  } else if (url === '/error' || url === '/de/error') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(url === '/de/error' ? '<h1>Etwas ist schiefgelaufen</h1>' : '<h1>Something went wrong</h1>');
  } else if (url.endsWith('/error') || url.endsWith('/page-not-found')) {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Page not found</h1>');
  } else if (url.startsWith('/api/')) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"code":500,"result":"Something went wrong. Try again in a few seconds."}');
  } else if (url.startsWith('/fails') || /^\/\w\w\/fails/.test(url)) {
    response.statusCode = 500;
    response.setHeader('content-type', 'text/html');
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('x-frame-options', 'DENY');
    response.end(zlib.gzipSync('<html id="__next_error__"></html>'));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>A page</h1>');
  }
};

/** @param {http.RequestListener} listener @returns {Promise<number>} */
const listen = (listener) =>
  new Promise((resolve) => {
    const server = http.createServer(listener);
    server.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
  });

// The layer alone, and behind the start-up scripts' layer as `npm start` preloads them (server/preload.mjs).
const ports = [await listen(withFailedPages(standIn)), await listen(withScriptsAfterFirstPaint(withFailedPages(standIn)))];
console.log(ports.join(' '));
