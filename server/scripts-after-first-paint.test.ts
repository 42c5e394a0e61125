import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { rawRequest, type RawAnswer } from '../test/support/raw-http';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';

/**
 * The layer in front of Next.js that takes over a page's compression to move its start-up scripts behind the first
 * paint (ADR 0031), around a stand-in for Next.js that answers as it does: a page in two parts, the second only when
 * the test says so.
 */
const shell =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script></head>' +
  '<body><main>' +
  'Jackets '.repeat(400) +
  '</main>' +
  '<script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script>';
const rest = '<div hidden id="S:0">Reviews</div></body></html>';

interface Seen {
  acceptEncoding: string | undefined;
}

let server: http.Server;
let port: number;
const seen: Seen[] = [];
/** Resolved by a test to let the stand-in write the page's second part. */
let releaseRest: () => void = () => undefined;

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  seen.push({ acceptEncoding: request.headers['accept-encoding'] });
  const url = request.url ?? '/';
  if (url === '/sitemap.xml') {
    response.writeHead(200, { 'content-type': 'application/xml', 'content-length': 11 });
    response.end('<urlset/>\n\n');
    return;
  }
  if (url === '/photo.png') {
    response.setHeader('content-type', 'image/png');
    response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    return;
  }
  if (url.startsWith('/_next/') || url.startsWith('/api/') || request.headers.rsc) {
    response.setHeader(
      'content-type',
      url.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8',
    );
    response.end(shell + rest);
    return;
  }
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('vary', 'rsc');
  response.write(shell);
  if (url === '/streamed') {
    new Promise<void>((resolve) => (releaseRest = resolve)).then(() => response.end(rest));
  } else response.end(rest);
}

beforeAll(async () => {
  server = http.createServer(withScriptsAfterFirstPaint(standInForNext));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const request = (path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
  rawRequest(port, path, headers, method);

const decoded = (answer: RawAnswer) =>
  (answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(answer.body)
      : answer.body
  ).toString('utf8');

describe('pages whose start-up scripts load after the first paint', () => {
  it('asks Next.js for the plain text and sends the rewritten page with Brotli, gzip or as it is', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const answer = await request('/women', accepted ? { 'accept-encoding': accepted } : {});
      expect(seen.at(-1)?.acceptEncoding).toBe('identity');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
      expect(answer.headers['content-length']).toBeUndefined();
      const html = decoded(answer);
      expect(html).not.toContain('async=""');
      expect(html).toContain(
        '["/_next/static/chunks/framework.js",""],["/_next/static/chunks/runtime.js","_R_"]',
      );
      expect(html.endsWith(rest)).toBe(true);
    }
  });

  it('sends the shell before Next.js has written the rest of the page', async () => {
    const shellSeen = new Promise<string>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/streamed', headers: { 'accept-encoding': 'br' }, agent: false },
        (res) => {
          const decompress = zlib.createBrotliDecompress();
          let text = '';
          decompress.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (text.includes('"_R_"]])</script>')) resolve(text);
          });
          res.pipe(decompress);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    const text = await shellSeen;
    expect(text).toContain('Jackets Jackets');
    expect(text).not.toContain('Reviews');
    releaseRest();
  });

  it('compresses other text a page path answers without rewriting it, and drops its now wrong length', async () => {
    const answer = await request('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decoded(answer)).toBe('<urlset/>\n\n');
    const photo = await request('/photo.png', { 'accept-encoding': 'gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect([...photo.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('leaves the API, Next.js’s own files, client navigations and HEAD to Next.js', async () => {
    for (const [path, headers, method] of [
      ['/api/catalog', {}, 'GET'],
      ['/_next/static/chunks/a.js', {}, 'GET'],
      ['/women', { rsc: '1' }, 'GET'],
      ['/women', {}, 'HEAD'],
    ] as const) {
      const answer = await request(path, { 'accept-encoding': 'gzip', ...headers }, method);
      expect(seen.at(-1)?.acceptEncoding).toBe('gzip');
      expect(answer.headers['content-encoding']).toBeUndefined();
      if (method === 'GET') expect(answer.body.toString('utf8')).toBe(shell + rest);
    }
  });
});
