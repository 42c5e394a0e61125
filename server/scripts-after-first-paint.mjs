// @ts-check
/**
 * Pages whose start-up scripts load after their first frame (ADR 0031). Next.js compresses what it writes, and the
 * scripts' tags can only be moved in the text (server/startup-scripts.mjs), so for a page request this layer asks
 * Next.js for the plain text and compresses it itself: Brotli (quality 5, flushed as Next.js streams, so the
 * prerendered shell still goes out before the parts rendered per request) when the client takes it, else gzip.
 * Requests for the API, images, Next.js's own files and client navigations (`RSC`) go through untouched, and so does
 * HEAD.
 */
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { acceptsEncoding } from './accept-encoding.mjs';
import { startupScriptRewriter } from './startup-scripts.mjs';
import { NOT_PAGES } from './not-pages.mjs';

/** Bodies worth compressing: text of any kind (pages, the sitemap, the manifest, the icon sprite). */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript))/i;
const BROTLI_QUALITY = 5;

/** @param {import('node:http').IncomingMessage} request */
function isPageRequest(request) {
  return request.method === 'GET' && !request.headers.rsc && !NOT_PAGES.test(request.url ?? '');
}

/**
 * @param {string | string[] | undefined} accepted  the client's Accept-Encoding
 * @returns {zlib.BrotliCompress | zlib.Gzip | null}
 */
function compressorFor(accepted) {
  if (acceptsEncoding(accepted, 'br'))
    return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  if (acceptsEncoding(accepted, 'gzip')) return zlib.createGzip();
  return null;
}

/** @param {import('node:http').ServerResponse} response */
function addVaryAcceptEncoding(response) {
  const vary = String(response.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Takes over the body of `response`: HTML goes through the rewriter, compressible text through the compressor.
 * @param {import('node:http').ServerResponse} response
 * @param {string | string[] | undefined} accepted
 */
function takeOverBody(response, accepted) {
  const { writeHead, write, end } = response;
  /** @type {ReturnType<typeof startupScriptRewriter> | null} */
  let rewriter = null;
  /** @type {zlib.BrotliCompress | zlib.Gzip | null} */
  let compressor = null;
  const decoder = new StringDecoder('utf8');
  let decided = false;
  let flushScheduled = false;

  /** Once the status and headers are known: what happens to the body. */
  const decide = () => {
    if (decided) return;
    decided = true;
    const status = response.statusCode;
    const type = String(response.getHeader('content-type') ?? '');
    if (status < 200 || status === 204 || status === 304 || response.getHeader('content-encoding')) return;
    if (!COMPRESSIBLE.test(type)) return;
    addVaryAcceptEncoding(response);
    if (/^text\/html/i.test(type)) rewriter = startupScriptRewriter();
    compressor = compressorFor(accepted);
    if (!rewriter && !compressor) return;
    response.removeHeader('content-length');
    if (!compressor) return;
    response.setHeader('content-encoding', compressor instanceof zlib.Gzip ? 'gzip' : 'br');
    compressor.on('data', (chunk) => Reflect.apply(write, response, [chunk]));
    compressor.on('end', () => Reflect.apply(end, response, []));
    compressor.on('error', (error) => response.destroy(error));
    response.once('close', () => compressor?.destroy());
  };

  /** Sends text (or bytes, for a body that is only compressed) on, through the compressor if there is one. @param {Buffer | string} data */
  const send = (data) => {
    if (!compressor) return Reflect.apply(write, response, [data]);
    if (data.length) compressor.write(data);
    if (!flushScheduled) {
      flushScheduled = true;
      // What Next.js writes in one turn goes out together; the shell is not held back until the page ends.
      setImmediate(() => {
        flushScheduled = false;
        if (!compressor?.destroyed && !compressor?.writableEnded) compressor?.flush();
      });
    }
    return true;
  };

  /** @param {unknown} chunk @param {unknown} encoding */
  const bytesOf = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      : Buffer.from(/** @type {Uint8Array} */ (chunk));

  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ code, /** @type {any[]} */ ...rest) {
      response.statusCode = code;
      const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
      const given = rest[0];
      if (Array.isArray(given))
        for (let i = 0; i + 1 < given.length; i += 2) response.setHeader(String(given[i]), given[i + 1]);
      else if (given && typeof given === 'object')
        for (const [name, value] of Object.entries(given))
          if (value !== undefined) response.setHeader(name, value);
      decide();
      return Reflect.apply(writeHead, response, reason === undefined ? [code] : [code, reason]);
    }
  );
  response.write = /** @type {typeof response.write} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      decide();
      const callback = rest.find((value) => typeof value === 'function');
      if (!rewriter && !compressor) return Reflect.apply(write, response, [chunk, ...rest]);
      if (chunk != null && typeof chunk !== 'function') {
        const bytes = bytesOf(chunk, rest[0]);
        send(rewriter ? rewriter.push(decoder.write(bytes)) : bytes);
      }
      if (callback) process.nextTick(callback);
      return true;
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      decide();
      if (!rewriter && !compressor) return Reflect.apply(end, response, [chunk, ...rest]);
      const callback = [chunk, ...rest].find((value) => typeof value === 'function');
      if (chunk != null && typeof chunk !== 'function') {
        const bytes = bytesOf(chunk, rest[0]);
        send(rewriter ? rewriter.push(decoder.write(bytes)) : bytes);
      }
      if (rewriter) send(rewriter.push(decoder.end()) + rewriter.end());
      if (callback) response.once('finish', callback);
      if (compressor) compressor.end();
      else Reflect.apply(end, response, []);
      return response;
    }
  );
}

/**
 * @param {import('node:http').RequestListener} listener
 * @returns {import('node:http').RequestListener}
 */
export function withScriptsAfterFirstPaint(listener) {
  return (request, response) => {
    if (!isPageRequest(request)) return listener(request, response);
    const accepted = request.headers['accept-encoding'];
    // Next.js must leave the text as it is: this layer compresses it after the rewrite.
    request.headers['accept-encoding'] = 'identity';
    takeOverBody(response, accepted);
    return listener(request, response);
  };
}
