import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { orderPayload } from '../support/orders';
import { freePort } from './support/free-port';
import { startNginx, type RunningNginx } from './support/nginx';
import { createPostgresShop, offer, type PostgresShop } from './support/postgres-shop';
import { startNextServer, stopServer } from './support/server-process';
import type { RunningShop } from './support/shop-server';

/**
 * The production topology of ADR 0042: deploy/nginx.conf.template, rendered by deploy/render-nginx-conf.sh as an
 * operator renders it, started by Debian's nginx on a free port. First in front of a stand-in instance whose answers
 * the test chooses (every rule of the configuration, no build needed), then in front of two `next start` instances on
 * one PostgreSQL database: catalogue pages come from nginx's cache, a price import and an order's stock show through it
 * within 2 s, and no personal answer is ever served from it.
 */
const REACH_MS = 2_000;
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1 on a connection of its own; the body as it came (no decompression). */
function send(port: number, url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(payload ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const cacheStatus = (answer: Answer) => String(answer.headers['x-cache-status'] ?? '');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks until nginx answers from a fresh copy in its cache: a copy lives until the end of the second it was fetched in,
 * and on a loaded machine a page's renewal may take most of a second (nginx answers STALE or UPDATING meanwhile), so up
 * to 3 s of tries.
 */
async function untilHit(port: number, url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  let answer = await send(port, url, { headers });
  for (let attempt = 0; attempt < 60 && cacheStatus(answer) !== 'HIT'; attempt += 1) {
    await pause(50);
    answer = await send(port, url, { headers });
  }
  return answer;
}

/** The cache statuses of `times` requests 50 ms apart (every one a chance for a stored copy to be served). */
async function statusesOf(port: number, url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: unknown } = {}, times = 4) {
  const seen: { status: number; cache: string }[] = [];
  for (let index = 0; index < times; index += 1) {
    const answer = await send(port, url, options);
    seen.push({ status: answer.status, cache: cacheStatus(answer) });
    await pause(50);
  }
  return seen;
}

describe('the shipped nginx configuration in front of a stand-in instance', () => {
  let stub: http.Server;
  let nginx: RunningNginx;
  let version = 0;
  const seenHeaders: http.IncomingHttpHeaders[] = [];
  // Bodies over nginx's 1 KB threshold, so that compression applies.
  const filler = 'x'.repeat(4_000);

  beforeAll(async () => {
    stub = http.createServer((request, response) => {
      const url = new URL(request.url!, 'http://stub');
      const answer = (cacheControl: string | null, extra: http.OutgoingHttpHeaders = {}, type = 'text/html; charset=utf-8') => {
        response.writeHead(200, { 'content-type': type, ...(cacheControl ? { 'cache-control': cacheControl } : {}), ...extra });
        response.end(`<p>version ${version} of ${url.pathname}</p>${filler}`);
      };
      const shareable = 's-maxage=300, stale-while-revalidate=86100';
      switch (url.pathname) {
        case '/api/health':
          return answer('no-store', {}, 'application/json');
        case '/headers':
          seenHeaders.push(request.headers);
          return answer('private, no-store');
        case '/sets-cookie':
          return answer(shareable, { 'set-cookie': 'session=abc; Path=/; HttpOnly' });
        case '/private':
          return answer('private, no-cache, no-store, max-age=0, must-revalidate');
        case '/unmarked':
          return answer(null);
        case '/_next/static/chunks/app.js':
          return answer('public, max-age=60', {}, 'application/javascript');
        // As Next.js answers a page that failed, and one that called notFound(): an error document its scripts fill.
        case '/fails':
        case '/de/fails':
          response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
          return response.end('<html id="__next_error__"><body></body></html>');
        case '/gone':
        case '/de/gone':
          response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': shareable });
          return response.end('<html id="__next_error__"><body></body></html>');
        // The shop's message pages, drawn on the server.
        case '/error':
        case '/de/error':
        case '/page-not-found':
        case '/de/page-not-found':
          return answer(shareable);
        default:
          // Pages, and API answers that call themselves public: only the catalogue's may be kept.
          return answer(url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin') ? 'public, max-age=60' : shareable);
      }
    });
    const port = await freePort();
    await new Promise<void>((resolve) => stub.listen(port, '127.0.0.1', resolve));
    nginx = await startNginx([`127.0.0.1:${(stub.address() as net.AddressInfo).port}`]);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  it('keeps a shareable page until the end of its second: a repeat is a HIT, a new version shows within 1.5 s', async () => {
    const first = await send(nginx.port, '/c/jackets');
    expect(first.status).toBe(200);
    const hit = await untilHit(nginx.port, '/c/jackets');
    expect(cacheStatus(hit)).toBe('HIT');
    version += 1;
    const changed = performance.now();
    let answer = hit;
    while (!answer.body.includes(`version ${version} `) && performance.now() - changed < 3_000) {
      await pause(50);
      answer = await send(nginx.port, '/c/jackets');
    }
    expect(answer.body).toContain(`version ${version} of /c/jackets`);
    expect(performance.now() - changed).toBeLessThan(1_500);
  });

  it.each([
    ['a request with a session cookie', '/c/tops', { cookie: 'session=abc' }],
    ['a request with the consent flag and another cookie', '/c/tops', { cookie: 'cookiesAccepted=true; session=abc' }],
    ['a request with Authorization', '/c/tops', { authorization: 'Bearer abc' }],
    ['a request with ?token=', '/c/tops?token=abc', {}],
  ])('never answers %s from the cache, nor stores its answer', async (_name, url, headers) => {
    expect(cacheStatus(await untilHit(nginx.port, url.replace(/\?.*/, '')))).toBe('HIT');
    const seen = await statusesOf(nginx.port, url, { headers });
    expect(seen).toEqual(seen.map(() => ({ status: 200, cache: 'BYPASS' })));
  });

  it('keeps a page for a shopper whose only cookie is the consent flag (the shop reads it in the browser)', async () => {
    expect(cacheStatus(await untilHit(nginx.port, '/c/consent', { cookie: 'cookiesAccepted=true' }))).toBe('HIT');
  });

  it.each([
    ['an answer that sets a cookie', '/sets-cookie'],
    ['an answer marked private, no-store', '/private'],
    ['an answer that does not call itself shareable', '/unmarked'],
    ['the cart API, even if it called itself public', '/api/cart/pull?cartId=abc'],
    ['the account API, even if it called itself public', '/api/user/me'],
    ['/admin', '/admin/orders'],
  ])('never stores %s', async (_name, url) => {
    const seen = await statusesOf(nginx.port, url);
    expect(seen.filter(({ cache }) => cache === 'HIT' || cache === 'STALE' || cache === 'UPDATING')).toEqual([]);
    expect(seen.every(({ status }) => status === 200)).toBe(true);
  });

  it('keeps the catalogue search, which calls itself public, per store view', async () => {
    const url = '/api/catalog/vue_storefront_catalog/product/_search?size=1';
    expect(cacheStatus(await untilHit(nginx.port, url))).toBe('HIT');
    expect(cacheStatus(await send(nginx.port, url, { headers: { 'x-vs-store-code': 'de' } }))).toBe('MISS');
  });

  it('compresses pages once per copy: Brotli or gzip as the browser accepts, each kept apart', async () => {
    for (const [accept, encoding] of [[BROWSER_ENCODING, 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const answer = await untilHit(nginx.port, '/c/encodings', accept ? { 'accept-encoding': accept } : {});
      expect([accept, cacheStatus(answer), answer.headers['content-encoding']]).toEqual([accept, 'HIT', encoding]);
    }
  });

  it('serves the build’s static files as immutable for a year, compressed, from its cache', async () => {
    const answer = await untilHit(nginx.port, '/_next/static/chunks/app.js', { 'accept-encoding': BROWSER_ENCODING });
    expect(cacheStatus(answer)).toBe('HIT');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('answers a page that failed 503 with Retry-After and the shop’s error page of its store, never kept', async () => {
    for (const [url, page] of [
      ['/fails', '/error'],
      ['/de/fails', '/de/error'],
    ]) {
      const answer = await send(nginx.port, url!, { headers: { accept: 'text/html' } });
      expect([answer.status, answer.headers['retry-after'], answer.headers['cache-control']]).toEqual([503, '5', 'no-store']);
      expect(answer.body).toContain(`of ${page}</p>`);
    }
  });

  it('answers a page that is not there 404 with the shop’s 404 page of its store, drawn on the server', async () => {
    for (const [url, page] of [
      ['/gone', '/page-not-found'],
      ['/de/gone', '/de/page-not-found'],
    ]) {
      const answer = await send(nginx.port, url!, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`of ${page}</p>`);
      expect(answer.body).not.toContain('__next_error__');
    }
  });

  it('tells the instance the host, scheme and address the client used, whatever the client claims', async () => {
    seenHeaders.length = 0;
    await send(nginx.port, '/headers', {
      headers: { host: 'shop.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(seenHeaders).toHaveLength(1);
    const [seen] = seenHeaders;
    expect(seen).toMatchObject({ host: 'shop.example', 'x-forwarded-host': 'shop.example:8080', 'x-forwarded-proto': 'http' });
    // Appended last: the instances read it with TRUSTED_PROXY_HOPS=1.
    expect(seen!['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen!['accept-encoding']).toBeUndefined();
    expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });
});

// Needs a PostgreSQL server: `npm test` starts one and sets TEST_DATABASE_URL (PGlite serves one process only).
const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;

describeOnPostgres('nginx in front of two next start instances on one PostgreSQL database', () => {
  let shop: PostgresShop;
  let instances: RunningShop[] = [];
  let nginx: RunningNginx;
  const productUrl = () => `/p/${encodeURIComponent(shop.product.sku)}/${shop.product.slug}`;
  const categoryUrl = () => `/c/${shop.product.categorySlug}`;

  /** Reads a page through nginx until `accept` holds; the milliseconds since `since`, or more than REACH_MS. */
  async function until(url: string, accept: (html: string) => boolean, since: number): Promise<number> {
    for (;;) {
      const { status, body } = await send(nginx.port, url);
      if (status === 200 && accept(body)) return performance.now() - since;
      if (performance.now() - since > REACH_MS * 3) return performance.now() - since;
      await pause(50);
    }
  }

  beforeAll(async () => {
    shop = await createPostgresShop(adminUrl!, `nginx_${process.pid}`);
    // Behind nginx the client's address is the last X-Forwarded-For entry (deploy/nginx.conf.template).
    const env = { ...shop.env, TRUSTED_PROXY_HOPS: '1' };
    const ports = [await freePort(), await freePort()];
    instances = await Promise.all(ports.map((port) => startNextServer(env, port)));
    nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stopServer(instance)));
    await shop?.drop();
  });

  it('answers catalogue pages from its cache', async () => {
    for (const url of [productUrl(), categoryUrl(), '/']) {
      const answer = await untilHit(nginx.port, url);
      expect([url, answer.status, cacheStatus(answer)]).toEqual([url, 200, 'HIT']);
      if (url !== '/') expect(answer.body).toContain(shop.product.slug);
    }
    expect(offer((await untilHit(nginx.port, productUrl())).body)).toMatchObject({ availability: 'InStock' });
  });

  it('shows a price imported from a one-row CSV within 2 s, on the product and category pages', async () => {
    const before = offer((await send(nginx.port, productUrl())).body)!.price;
    const price = (Number(before) + 7.25).toFixed(2);
    for (const url of [productUrl(), categoryUrl()]) expect(cacheStatus(await untilHit(nginx.port, url))).toBe('HIT');
    const csv = path.join(shop.dir, 'price.csv');
    const { sku, categories, name } = shop.product;
    fs.writeFileSync(csv, `sku,product_type,categories,name,price,visibility,qty,is_in_stock\n${sku},simple,"${categories}","${name}",${price},"Catalog, Search",1,1\n`);
    shop.tsx(['scripts/import.ts', csv]);
    const imported = performance.now();
    const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(price));
    const reached = await Promise.all([
      until(productUrl(), (html) => offer(html)?.price === price, imported),
      until(categoryUrl(), (html) => html.includes(formatted), imported),
    ]);
    expect(reached.map(Math.round).filter((ms) => ms > REACH_MS)).toEqual([]);
  }, 60_000);

  it('shows the stock an order took within 2 s', async () => {
    expect(offer((await untilHit(nginx.port, productUrl())).body)).toMatchObject({ availability: 'InStock' });
    const placed = await send(nginx.port, '/api/order', { method: 'POST', body: orderPayload([{ sku: shop.product.sku, qty: 1 }], { order_id: 'nginx-1' }) });
    expect(placed.status).toBe(200);
    const ms = await until(productUrl(), (html) => offer(html)?.availability === 'OutOfStock', performance.now());
    expect(ms).toBeLessThanOrEqual(REACH_MS);
  }, 60_000);

  it('never answers a personal request from its cache: cookies, Authorization, tokens, carts, accounts', async () => {
    const email = `nginx.${process.pid}.${Date.now()}@example.com`;
    const password = 'Secret-Pass1';
    const created = await send(nginx.port, '/api/user/create', { method: 'POST', body: { customer: { email, firstname: 'Jane', lastname: 'Doe' }, password } });
    expect(created.status).toBe(200);
    const login = await send(nginx.port, '/api/user/login', { method: 'POST', body: { username: email, password } });
    expect(login.status).toBe(200);
    const token = JSON.parse(login.body).result as string;
    const customerCart = JSON.parse((await send(nginx.port, `/api/cart/create?token=${token}`, { method: 'POST' })).body).result as string;
    const guestCart = JSON.parse((await send(nginx.port, '/api/cart/create', { method: 'POST' })).body).result as string;
    expect(cacheStatus(await untilHit(nginx.port, categoryUrl()))).toBe('HIT');
    const personal: [string, http.OutgoingHttpHeaders][] = [
      [categoryUrl(), { cookie: 'session=abc' }],
      [categoryUrl(), { authorization: `Bearer ${token}` }],
      [`${categoryUrl()}?token=${token}`, {}],
      [`/api/user/me?token=${token}`, {}],
      ['/api/user/me', { authorization: `Bearer ${token}` }],
      [`/api/cart/pull?token=${token}&cartId=${customerCart}`, {}],
      [`/api/cart/pull?cartId=${guestCart}`, {}],
    ];
    for (const [url, headers] of personal) {
      const seen = await statusesOf(nginx.port, url, { headers }, 3);
      expect([url, seen.filter(({ status, cache }) => status !== 200 || ['HIT', 'STALE', 'UPDATING'].includes(cache))]).toEqual([url, []]);
    }
  }, 60_000);
});
