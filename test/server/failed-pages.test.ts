import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/**
 * The layer of server/failed-pages.mjs (ADR 0030) in front of a stand-in for Next.js's request listener
 * (support/failed-pages-fixture.mjs): which failed answers get the shop's error page, which status they carry, and what
 * is left alone.
 */
let fixture: ChildProcess;
let port: number;
/** The same layer behind the start-up scripts' layer, as `npm start` has them. */
let layeredPort: number;

beforeAll(async () => {
  fixture = spawn(process.execPath, [path.join(__dirname, 'support', 'failed-pages-fixture.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  [port, layeredPort] = await new Promise<[number, number]>((resolve, reject) => {
    fixture.stdout!.once('data', (chunk: Buffer) => {
      const [alone, layered] = chunk.toString().trim().split(' ').map(Number);
      resolve([alone ?? 0, layered ?? 0]);
    });
    fixture.once('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
});
afterAll(() => {
  fixture?.kill();
});
afterEach(async () => {
  await get('/database/up');
});

function get(path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

it("answers a failed page load with the shop's error page, uncompressed, keeping the other headers", async () => {
  const answer = await get('/fails/p/MJ01', { accept: 'text/html', 'accept-encoding': 'gzip' });
  expect(answer.status).toBe(500);
  expect(answer.body).toBe('<h1>Something went wrong</h1>');
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['retry-after']).toBeUndefined();
});

it('answers 503 with Retry-After while the database layer notes it out of reach', async () => {
  await get('/database/down');
  const answer = await get('/fails/c/gear-3', { accept: 'text/html' });
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.body).toBe('<h1>Something went wrong</h1>');
});

it('gives a page of another store that store’s error page, and the default one where a store has none', async () => {
  expect((await get('/de/fails', { accept: 'text/html' })).body).toBe('<h1>Etwas ist schiefgelaufen</h1>');
  expect((await get('/tv/fails', { accept: 'text/html' })).body).toBe('<h1>Something went wrong</h1>');
});

it('leaves the API, client navigations and pages that render as Next.js answered them', async () => {
  await get('/database/down');
  const api = await get('/api/stock/check/MJ01', { accept: 'text/html' });
  expect(api.status).toBe(500);
  expect(JSON.parse(api.body)).toEqual({ code: 500, result: expect.any(String) });

  const navigation = await get('/fails/p/MJ01', { accept: '*/*', rsc: '1' });
  expect(navigation.status).toBe(503);
  expect(navigation.headers['content-encoding']).toBe('gzip');

  const page = await get('/p/MJ01', { accept: 'text/html' });
  expect(page).toMatchObject({ status: 200, body: '<h1>A page</h1>' });
});

it('answers a HEAD of a failed page with its status and no error page', async () => {
  await get('/database/down');
  const answer = await get('/fails/p/MJ01', { accept: 'text/html' }, 'HEAD');
  expect(answer.status).toBe(503);
  expect(answer.body).toBe('');
});

describe('a page load Next.js answers 404 with its client-drawn document', () => {
  it("gets the shop's 404 of its store drawn into it, keeping the status, Next.js's headers and its scripts", async () => {
    const answer = await get('/missing/p/NOPE', { accept: 'text/html' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('s-maxage=300');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    expect(answer.body).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="en-US"><head><meta charSet="utf-8"\/><title>Page not found<\/title>/);
    expect(answer.body).toContain('<main><h1>Page not found</h1></main><script>self.__next_f.push([1,"missing"])</script>');
    expect(answer.body).not.toContain('runtime.js');

    const german = await get('/de/missing', { accept: 'text/html' });
    expect(german.status).toBe(404);
    expect(german.body).toContain('<h1>Seite nicht gefunden</h1>');
    // A store without a 404 page of its own gets the default store's.
    expect((await get('/tv/missing', { accept: 'text/html' })).body).toContain('<h1>Page not found</h1>');
  });

  it('leaves any other 404, client navigations and HEAD as Next.js answered them', async () => {
    expect(await get('/gone', { accept: 'text/html' })).toMatchObject({ status: 404, body: '<h1>Gone</h1>' });
    const navigation = await get('/missing', { accept: '*/*', rsc: '1' });
    expect(navigation.status).toBe(404);
    expect(navigation.body).toMatch(/^<!DOCTYPE html><html id="__next_error__"><head>/);
    expect(await get('/missing', { accept: 'text/html' }, 'HEAD')).toMatchObject({ status: 404, body: '' });
  });
});

describe('behind the start-up scripts’ layer, as npm start has them', () => {
  /** Two page loads over one kept-alive connection: each answer must say where its body ends. */
  async function twoOverOneConnection(path: string) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const load = () =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port: layeredPort, path, agent, headers: { accept: 'text/html' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', reject);
      });
    try {
      return { answers: [await load(), await load()], connections: sockets.size };
    } finally {
      agent.destroy();
    }
  }

  it.each([
    ['a filled 404', '/missing', 404, '<h1>Page not found</h1>'],
    ['an error page', '/fails/p/MJ01', 500, '<h1>Something went wrong</h1>'],
  ])('%s is framed (chunked), so the connection carries the next request', async (_, path, status, text) => {
    const { answers, connections } = await twoOverOneConnection(path);
    for (const answer of answers) {
      expect(answer.status).toBe(status);
      expect(answer.headers['transfer-encoding']).toBe('chunked');
      expect(answer.body).toContain(text);
    }
    expect(connections).toBe(1);
  });
});
