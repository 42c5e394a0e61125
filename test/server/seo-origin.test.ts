import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { rawRequest } from '../support/raw-http';
import { seoUrls, urlsOffOrigin, type SeoUrls } from '../support/seo-urls';
import { shopPerBlock, type RunningShop } from './support/shop-server';

/**
 * The origin of canonical, hreflang, Open Graph and JSON-LD URLs in the production build (ADR 0038): PUBLIC_URL when
 * it is set, whatever the request's Host; without it the origin each request arrived at, one cached copy per origin,
 * and a line at start saying so. e2e/seo-urls.spec.ts covers the pages without PUBLIC_URL through a browser's requests.
 */

/** A port of its own among those this work may use (3300–3309); the Playwright servers take 3300–3302. */
const PORT = 3305;
const PUBLIC_URL = 'https://shop.example.com';
const GUESSED_ORIGIN_LINE = /PUBLIC_URL is unset: canonical, hreflang and structured-data URLs name the origin each request arrived at/;

/** The canonical URL of a page on an origin, as Next.js writes it (the home page's without a slash). */
const canonicalOn = (origin: string, path: string) => (path === '/' && origin ? origin : `${origin}${path}`);

async function seoUrlsOf(port: number, path: string, host?: string): Promise<SeoUrls> {
  const answer = await rawRequest(port, path, host ? { host } : {});
  expect([path, host, answer.status]).toEqual([path, host, 200]);
  return seoUrls(answer.body.toString('utf8'));
}

describe('the origin of SEO URLs', () => {
  const shop = shopPerBlock();
  let server: RunningShop;
  let pages: string[];

  beforeAll(async () => {
    const database = await openDatabase({ url: shop.directory().env.PGLITE_DIR!, migrate: false });
    try {
      const found = await execute<{ sku: string; slug: string; category_path: string }>(
        database.db,
        sql`SELECT p.sku, p.doc->>'slug' AS slug, c.url_path AS category_path
            FROM products p JOIN categories c ON c.id = (p.category_ids)[1]
            WHERE p.visibility = 4 AND p.status = 1 AND p.parent_sku IS NULL LIMIT 1`,
      );
      const row = found.rows[0]!;
      // Each page by its canonical path: home, a category by its url_path, a product by /p/{sku}/{slug}.
      pages = ['/', `/${row.category_path}`, `/p/${encodeURIComponent(row.sku)}/${row.slug}`];
    } finally {
      await database.close();
    }
    Object.assign(shop.directory().env, { MULTISTORE: 'true', PUBLIC_URL });
    server = await shop.start(PORT);
  }, 300_000);

  it('name PUBLIC_URL when it is set, whatever Host the request carries', async () => {
    for (const path of pages) {
      for (const host of [undefined, 'evil.example', 'Not A Host']) {
        const urls = await seoUrlsOf(server.port, path, host);
        expect(urls.canonical).toBe(canonicalOn(PUBLIC_URL, path));
        expect(urls.alternates).toHaveLength(4);
        expect(urlsOffOrigin(urls, PUBLIC_URL)).toEqual([]);
      }
    }
    expect(server.output()).not.toMatch(GUESSED_ORIGIN_LINE);
  });

  it('name the origin each request arrived at without PUBLIC_URL, say so at start, and keep a page per origin', async () => {
    server.process.kill('SIGTERM');
    await server.exited;
    delete shop.directory().env.PUBLIC_URL;
    server = await shop.start(PORT);
    expect(server.output()).toMatch(GUESSED_ORIGIN_LINE);
    // A query the page ignores gives each request its own entry in the one-second page cache in front of Next.js
    // (ADR 0026), whose key holds no Host: what is compared is the rendering cache, whose key holds the origin.
    for (const path of pages) {
      const forged = await seoUrlsOf(server.port, `${path}?origin=a`, 'evil.example');
      expect(forged.canonical).toBe(canonicalOn('http://evil.example', path));
      expect(urlsOffOrigin(forged, 'http://evil.example')).toEqual([]);
      const own = await seoUrlsOf(server.port, `${path}?origin=b`);
      expect(own.canonical).toBe(canonicalOn(`http://127.0.0.1:${PORT}`, path));
      expect(urlsOffOrigin(own, `http://127.0.0.1:${PORT}`)).toEqual([]);
      // A Host that is no well-formed lower-case host name is not an origin: the page keeps root-relative URLs (but
      // og:image, which Next.js makes absolute against its own default, localhost, as it always did without an origin).
      const malformed = await seoUrlsOf(server.port, `${path}?origin=c`, 'Evil.Example');
      expect(malformed.canonical).toBe(path);
      expect(urlsOffOrigin({ ...malformed, openGraph: [] }, '')).toEqual([]);
    }
  });
});
