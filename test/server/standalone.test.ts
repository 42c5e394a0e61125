import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { rawRequest } from '../support/raw-http';
import { freePort } from './support/free-port';
import { startServerProcess, stopServer } from './support/server-process';
import { createShopDirectory, type RunningShop, type ShopDirectory } from './support/shop-server';

/**
 * The standalone output (next.config.ts `output: 'standalone'`, ADR 0042), completed by deploy/standalone.sh as the
 * Dockerfile completes it, copied out of the repository (so that no module resolves from the tree's node_modules) and
 * started with `node server.js` on a seeded embedded database: it serves the shop.
 */
const root = path.join(__dirname, '..', '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';

describe('the standalone server', () => {
  let shop: ShopDirectory;
  let app: string;
  let server: RunningShop | undefined;
  let pages: { category: string; categoryName: string; product: string; productName: string };

  beforeAll(async () => {
    shop = await createShopDirectory();
    const database = await openDatabase({ url: shop.env.PGLITE_DIR, migrate: false });
    try {
      const found = await execute<{ sku: string; slug: string; name: string; category_path: string; category_name: string }>(
        database.db,
        sql`SELECT p.sku, p.doc->>'slug' AS slug, p.doc->>'name' AS name, c.url_path AS category_path, c.doc->>'name' AS category_name
            FROM products p JOIN categories c ON c.id = (p.category_ids)[1]
            WHERE p.visibility = 4 AND p.status = 1 AND p.parent_sku IS NULL AND c.is_active ORDER BY p.id LIMIT 1`,
      );
      const row = found.rows[0]!;
      pages = { category: `/${row.category_path}`, categoryName: row.category_name, product: `/p/${encodeURIComponent(row.sku)}/${row.slug}`, productName: row.name };
    } finally {
      await database.close();
    }
    execFileSync('sh', ['deploy/standalone.sh'], { cwd: root, env: { ...process.env, NEXT_DIST_DIR: distDir }, stdio: 'pipe' });
    app = path.join(shop.dir, 'app');
    fs.cpSync(path.join(root, distDir, 'standalone'), app, { recursive: true });
    const port = await freePort();
    server = await startServerProcess({
      args: [path.join(app, 'server.js')],
      cwd: shop.dir,
      port,
      env: { ...shop.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    });
  }, 300_000);

  afterAll(async () => {
    await stopServer(server);
    shop?.remove();
  });

  const page = async (url: string) => {
    const answer = await rawRequest(server!.port, url);
    return { status: answer.status, type: String(answer.headers['content-type']), body: answer.body.toString('utf8') };
  };
  // Names as the page writes them in its HTML.
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

  it('answers /api/health with the database open and migrated (the migrations come with it)', async () => {
    const health = await page('/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ code: 200, result: { status: 'ok', db: 'pglite' } });
  });

  it('serves home, a category and a product page with the seeded catalogue', async () => {
    const home = await page('/');
    expect([home.status, home.type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(home.body).toMatch(/<title>[^<]*Storefront/);
    const category = await page(pages.category);
    expect(category.status).toBe(200);
    expect(category.body).toContain(escaped(pages.categoryName));
    const product = await page(pages.product);
    expect(product.status).toBe(200);
    expect(product.body).toContain(escaped(pages.productName));
    expect(product.body).toMatch(/"offers":\{[^}]*"price":"\d+\.\d\d"/);
  });

  it('serves the browser’s files (copied in by deploy/standalone.sh) and resizes images (sharp)', async () => {
    const home = (await page('/')).body;
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)![1]!;
    expect((await page(script)).status).toBe(200);
    expect((await page('/icons.svg')).status).toBe(200);
    const image = /\/img\/\d+\/\d+\/(?:resize|fit)\/[^"\s,]+/.exec(home)![0];
    // The seeded shop has no photos: the proxy draws its placeholder, through sharp, in the format asked for.
    const answer = await rawRequest(server!.port, image, { accept: 'image/webp' });
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
