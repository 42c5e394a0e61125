// @ts-check
/**
 * Brotli for Next.js's own files (ADR 0028). `npm run build` writes `<file>.br` beside every script and stylesheet
 * under `.next/static` (lib/build/precompress.ts, quality 11, once per build); Next.js compresses only with gzip,
 * per request. A request for `/_next/static/….js|.css` that accepts `br` is answered with that file instead: still
 * by Next.js's static handler (so its headers, caching and 304s are unchanged), with the type of the original file
 * and `Content-Encoding: br`. Other requests, and files without a `.br`, go through untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { acceptsEncoding } from './accept-encoding.mjs';

const STATIC_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(?:js|css)$/;
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };

/**
 * Makes the answer Next.js writes for a `.br` file say what it is: the original file's type, Brotli-encoded.
 * @param {import('node:http').ServerResponse} response
 * @param {string} type
 */
function labelAsBrotli(response, type) {
  const { writeHead } = response;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (status === 200 || status === 206 || status === 304) {
        response.setHeader('content-type', type);
        if (status !== 304) response.setHeader('content-encoding', 'br');
        response.setHeader('vary', 'Accept-Encoding');
      }
      return Reflect.apply(writeHead, response, [status, ...rest]);
    }
  );
}

/**
 * @param {import('node:http').RequestListener} listener
 * @param {string} [distDir] the build directory (NEXT_DIST_DIR, default .next)
 * @returns {import('node:http').RequestListener}
 */
export function withPrecompressedStatic(listener, distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')) {
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, boolean>} Whether a file has its `.br`: files under /_next/static never change while the server runs. */
  const hasBrotli = new Map();
  /** @param {string} relative */
  const brotliExists = (relative) => {
    let known = hasBrotli.get(relative);
    if (known === undefined) {
      const file = path.join(staticDir, relative);
      known = file.startsWith(staticDir + path.sep) && fs.existsSync(`${file}.br`);
      if (hasBrotli.size < 10_000) hasBrotli.set(relative, known);
    }
    return known;
  };
  /** @param {string} pathname */
  const copyOf = (pathname) => {
    try {
      return brotliExists(decodeURIComponent(pathname.slice(STATIC_PREFIX.length)));
    } catch {
      return false; // A broken %-escape: Next.js answers it as before.
    }
  };
  return (request, response) => {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname.startsWith(STATIC_PREFIX) &&
      COMPRESSIBLE.test(pathname) &&
      acceptsEncoding(request.headers['accept-encoding'], 'br') &&
      copyOf(pathname)
    ) {
      request.url = `${pathname}.br${queryAt === -1 ? '' : url.slice(queryAt)}`;
      // Next.js must not compress the compressed file again.
      request.headers['accept-encoding'] = 'identity';
      labelAsBrotli(response, CONTENT_TYPES[/** @type {'.js' | '.css'} */ (path.extname(pathname))]);
    }
    return listener(request, response);
  };
}
