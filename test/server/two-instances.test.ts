import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { orderPayload } from '../support/orders';
import { productionEnv, request, startShop, type RunningShop, type ShopDirectory } from './support/shop-server';

/**
 * Two `next start` instances on one PostgreSQL database (issue 14, ADR 0020): each serves catalogue pages from its
 * own rendering cache, and a change made anywhere — an import, an order through the other instance — reaches both
 * within 2 seconds.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.join(__dirname, '..', '..');
const REACH_MS = 2_000;
// Needs a PostgreSQL server: `npm test` starts one and sets TEST_DATABASE_URL (PGlite serves one process only).
const describeOnPostgres = adminUrl ? describe : describe.skip;

const tsx = (args: string[], env: NodeJS.ProcessEnv) =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { cwd: root, env, stdio: 'pipe' });

function offer(html: string): { price: string; availability: string } | null {
  const match = /"offers":\{[^}]*"price":"([^"]+)"[^}]*"availability":"https:\/\/schema\.org\/(\w+)"/.exec(html);
  return match ? { price: match[1]!, availability: match[2]! } : null;
}

/** Reads a page until `accept` holds; answers the milliseconds it took, or fails after `REACH_MS` and a margin. */
async function until(port: number, url: string, accept: (html: string) => boolean, since: number): Promise<number> {
  for (;;) {
    const { status, body } = await request(port, 'GET', url);
    if (status === 200 && accept(body)) return performance.now() - since;
    if (performance.now() - since > REACH_MS * 3) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnPostgres('two instances on one PostgreSQL database', () => {
  const database = `two_instances_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
  const env = productionEnv({ DATABASE_URL: adminUrl?.replace(/\/[^/]*$/, `/${database}`), MEDIA_DIR: path.join(dir, 'media') });
  const shop: ShopDirectory = { dir, env, skus: [], initialQty: 1, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  let a: RunningShop | undefined;
  let b: RunningShop | undefined;
  let product: { sku: string; slug: string; name: string; categorySlug: string; categories: string };

  beforeAll(async () => {
    const admin = await openDatabase({ url: adminUrl!, migrate: false });
    await execute(admin.db, sql.raw(`DROP DATABASE IF EXISTS ${database}`));
    await execute(admin.db, sql.raw(`CREATE DATABASE ${database}`));
    await admin.close();
    tsx(['scripts/seed.ts', '--no-images', '--products', '40'], env);
    const shopDb = await openDatabase({ url: env.DATABASE_URL!, migrate: false });
    try {
      // `categories` as a Magento CSV names them (name paths from the root), so the import keeps them.
      const found = await execute<{ sku: string; slug: string; name: string; category_slug: string; categories: string }>(
        shopDb.db,
        sql`SELECT p.sku, p.doc->>'slug' AS slug, p.doc->>'name' AS name, c.doc->>'slug' AS category_slug,
              (SELECT string_agg(
                 (SELECT string_agg(step.doc->>'name', '/' ORDER BY t.ord)
                  FROM unnest(string_to_array(pc.doc->>'path', '/')) WITH ORDINALITY AS t(id, ord)
                  JOIN categories step ON step.id = t.id::int WHERE t.id <> '1'), ',')
               FROM categories pc WHERE pc.id = ANY(p.category_ids)) AS categories
            FROM products p JOIN categories c ON c.id = (p.category_ids)[1]
            WHERE p.type_id = 'simple' AND p.status = 1 AND p.parent_sku IS NULL AND c.is_active
              AND jsonb_array_length(coalesce(p.doc->'custom_options', '[]'::jsonb)) = 0
              AND p.doc->>'special_price' IS NULL
            ORDER BY p.id LIMIT 1`,
      );
      const row = found.rows[0]!;
      product = { sku: row.sku, slug: row.slug, name: row.name, categorySlug: row.category_slug, categories: row.categories };
      shop.skus = [row.sku];
      await execute(shopDb.db, sql`UPDATE stock SET qty = 1, is_in_stock = true WHERE sku = ${row.sku}`);
    } finally {
      await shopDb.close();
    }
    [a, b] = await Promise.all([startShop(shop), startShop(shop)]);
  }, 300_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    const admin = await openDatabase({ url: adminUrl!, migrate: false });
    await execute(admin.db, sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
    await admin.close();
    shop.remove();
  });

  const productUrl = () => `/p/${encodeURIComponent(product.sku)}/${product.slug}`;

  // Search results are cached per term like a filtered category (ADR 0020): the product's name finds it.
  const searchUrl = () => `/search?q=${encodeURIComponent(product.name)}`;

  it('shows a price imported from a one-row CSV on both instances within 2 s, on product, category and search pages', async () => {
    for (const server of [a!, b!]) {
      // Twice: the second answer comes from the instance's cache.
      await request(server.port, 'GET', productUrl());
      expect(offer((await request(server.port, 'GET', productUrl())).body)).toMatchObject({ availability: 'InStock' });
      await request(server.port, 'GET', `/c/${product.categorySlug}`);
      expect((await request(server.port, 'GET', searchUrl())).status).toBe(200);
    }
    const before = offer((await request(a!.port, 'GET', productUrl())).body)!.price;
    const price = (Number(before) + 7.25).toFixed(2);
    const csv = path.join(dir, 'price.csv');
    fs.writeFileSync(
      csv,
      `sku,product_type,categories,name,price,visibility,qty,is_in_stock\n${product.sku},simple,"${product.categories}","${product.name}",${price},"Catalog, Search",1,1\n`,
    );
    tsx(['scripts/import.ts', csv], env);
    const imported = performance.now();
    const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(price));
    const checks = [a!, b!].flatMap((server, index) => [
      { page: `product page of instance ${index + 1}`, ms: until(server.port, productUrl(), (html) => offer(html)?.price === price, imported) },
      { page: `category page of instance ${index + 1}`, ms: until(server.port, `/c/${product.categorySlug}`, (html) => html.includes(formatted), imported) },
      { page: `search results of instance ${index + 1}`, ms: until(server.port, searchUrl(), (html) => html.includes(formatted), imported) },
    ]);
    const reached = await Promise.all(checks.map(async ({ page, ms }) => ({ page, ms: Math.round(await ms) })));
    expect(reached.filter(({ ms }) => ms > REACH_MS)).toEqual([]);
  }, 120_000);

  it('shows the stock an order through one instance took on the other within 2 s', async () => {
    expect(offer((await request(b!.port, 'GET', productUrl())).body)).toMatchObject({ availability: 'InStock' });
    const payload = orderPayload([{ sku: product.sku, qty: 1 }], { order_id: 'two-instances-1' });
    const placed = await request(a!.port, 'POST', '/api/order', payload);
    expect(placed.status).toBe(200);
    const ordered = performance.now();
    const ms = await until(b!.port, productUrl(), (html) => offer(html)?.availability === 'OutOfStock', ordered);
    expect(ms).toBeLessThanOrEqual(REACH_MS);
  }, 60_000);
});
