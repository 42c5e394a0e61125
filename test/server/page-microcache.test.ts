import http from 'node:http';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { orderPayload } from '../support/orders';
import { shopPerBlock, type RunningShop } from './support/shop-server';
import { rawRequest as get, type RawAnswer as Answer } from '../support/raw-http';

/**
 * The page cache in front of Next.js's handler (server/page-microcache.mjs, ADR 0026), in `next start` as `npm start`
 * runs it: a repeated catalogue page comes from memory, byte for byte as Next.js wrote it, and nothing a shopper
 * changes is ever served from there.
 */
/**
 * Asks for a page until the cache answers it: the start-up expiry and each change's repeat expiry (up to 2 s later)
 * drop the entries and keep answers begun before them. Answers the hit and the miss it was made from.
 */
async function untilCached(
  port: number,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ hit: Answer; miss: Answer }> {
  const deadline = performance.now() + 10_000;
  let miss = await get(port, url, headers);
  for (;;) {
    const answer = await get(port, url, headers);
    if (answer.headers['x-page-cache'] === 'HIT') return { hit: answer, miss };
    if (performance.now() > deadline) throw new Error(`${url} was never answered from the page cache`);
    miss = answer;
  }
}

function availability(html: string): string | undefined {
  return /"availability":"https:\/\/schema\.org\/(\w+)"/.exec(html)?.[1];
}

describe('the page cache in front of Next.js', () => {
  const shop = shopPerBlock();
  let server: RunningShop;
  let startedAt: number;
  let product: { sku: string; url: string; categoryUrl: string };

  beforeAll(async () => {
    const [sku] = shop.directory().skus;
    const database = await openDatabase({ url: shop.directory().env.PGLITE_DIR!, migrate: false });
    try {
      const found = await execute<{ slug: string; category_slug: string }>(
        database.db,
        sql`SELECT p.doc->>'slug' AS slug, c.doc->>'slug' AS category_slug
            FROM products p JOIN categories c ON c.id = (p.category_ids)[1] WHERE p.sku = ${sku}`,
      );
      const row = found.rows[0]!;
      product = {
        sku: sku!,
        url: `/p/${encodeURIComponent(sku!)}/${row.slug}`,
        categoryUrl: `/c/${row.category_slug}`,
      };
      await execute(database.db, sql`UPDATE stock SET qty = 1, is_in_stock = true WHERE sku = ${sku}`);
    } finally {
      await database.close();
    }
    server = await shop.start();
    startedAt = performance.now();
  }, 300_000);

  it('answers a repeated catalogue page from memory, byte for byte, and keeps each encoding apart', async () => {
    const { hit: second, miss: first } = await untilCached(server.port, product.categoryUrl);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(second.body.equals(first.body)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(first.body.length);

    const { hit: zipped } = await untilCached(server.port, product.categoryUrl, {
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.body).equals(first.body)).toBe(true);
    // The identity answer is still the one a client without gzip gets.
    expect((await get(server.port, product.categoryUrl)).headers['content-encoding']).toBeUndefined();

    // Behind a TLS terminator the page carries HSTS; the same page over plain http never gets that copy.
    const { hit: overHttps } = await untilCached(server.port, product.categoryUrl, {
      'x-forwarded-proto': 'https',
    });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(
      (await get(server.port, product.categoryUrl)).headers['strict-transport-security'],
    ).toBeUndefined();
  }, 60_000);

  it('answers repeated search results from memory, as a shared cache may keep them', async () => {
    const { hit, miss } = await untilCached(server.port, '/search?q=jacket');
    expect(miss.status).toBe(200);
    expect(miss.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.body.toString()).toContain('<meta name="robots" content="noindex, follow"/>');
  }, 60_000);

  it('renews a page past its lifetime with one request to Next.js while the others get the copy it replaces', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    // The start-up expiry of every page is repeated 1.5 s later (catalog-revalidation.ts): a drop of the whole cache,
    // which every request after it meets. Only then do the waves below see renewals alone.
    while (performance.now() - startedAt < 2_500) await get(server.port, product.categoryUrl, headers);
    const { hit } = await untilCached(server.port, product.categoryUrl, headers);
    // Many shoppers at once on one popular page: waves of simultaneous requests until one wave meets the moment the
    // copy's lifetime (PAGE_MICROCACHE_MS, 1 s) ends. Before, every request in flight then went to Next.js.
    const deadline = performance.now() + 10_000;
    for (;;) {
      const wave = await Promise.all(Array.from({ length: 30 }, () => get(server.port, product.categoryUrl, headers)));
      const renewed = wave.filter((answer) => answer.headers['x-page-cache'] !== 'HIT');
      if (renewed.length > 0) {
        expect(renewed).toHaveLength(1);
        expect(wave.every((answer) => answer.status === 200 && answer.body.equals(hit.body))).toBe(true);
        break;
      }
      if (performance.now() > deadline) throw new Error('the cached copy was never renewed');
    }
  }, 60_000);

  it('asks Next.js once for a page many shoppers open at the same moment, and gives them all its answer', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    while (performance.now() - startedAt < 2_500) await get(server.port, product.categoryUrl, headers);
    // A URL no one asked for yet (a campaign's link): no copy to stand in.
    const url = `${product.categoryUrl}?utm_campaign=wave`;
    const wave = await Promise.all(Array.from({ length: 30 }, () => get(server.port, url, headers)));
    expect(wave.filter((answer) => answer.headers['x-page-cache'] !== 'HIT')).toHaveLength(1);
    expect(wave.every((answer) => answer.status === 200 && answer.body.equals(wave[0]!.body))).toBe(true);
  }, 60_000);

  it('never keeps API answers or missing pages', async () => {
    for (const url of [
      '/api/health',
      `/api/stock/check?sku=${encodeURIComponent(product.sku)}`,
      '/p/NO-SUCH-SKU/nothing',
    ]) {
      const first = await get(server.port, url);
      const second = await get(server.port, url);
      expect({ url, status: second.status, cache: second.headers['x-page-cache'] }).toEqual({
        url,
        status: first.status,
        cache: undefined,
      });
    }
  }, 60_000);

  it('shows the stock an order took on the very next request for the product page', async () => {
    const { hit: cached } = await untilCached(server.port, product.url);
    expect(availability(cached.body.toString())).toBe('InStock');

    const placed = await new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(
        orderPayload([{ sku: product.sku, qty: 1 }], { order_id: 'page-microcache-1' }),
      );
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/order',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json' },
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
      );
      req.on('error', reject);
      req.end(payload);
    });
    expect(placed).toBe(200);

    const after = await get(server.port, product.url);
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(availability(after.body.toString())).toBe('OutOfStock');
  }, 60_000);
});
