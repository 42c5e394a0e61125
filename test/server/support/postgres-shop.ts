import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { productionEnv } from './shop-server';

/**
 * A database of its own on the tests' PostgreSQL server (TEST_DATABASE_URL), seeded with a small catalogue, for
 * several instances at once (PGlite serves one process only), as test/server/two-instances.test.ts sets it up: one
 * simple product without options or special price, with one in stock, named with the category paths an import needs.
 */
const root = path.join(__dirname, '..', '..', '..');

export interface ShopProduct {
  sku: string;
  slug: string;
  name: string;
  categorySlug: string;
  /** Its categories as a Magento CSV names them (name paths from the root), so that an import keeps them. */
  categories: string;
}

export interface PostgresShop {
  dir: string;
  env: NodeJS.ProcessEnv;
  product: ShopProduct;
  /** Runs a script of scripts/ with tsx on this shop's database. */
  tsx: (args: string[]) => void;
  drop: () => Promise<void>;
}

export async function createPostgresShop(adminUrl: string, database: string): Promise<PostgresShop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${database}-`));
  const env = productionEnv({ DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`), MEDIA_DIR: path.join(dir, 'media') });
  const tsx = (args: string[]) =>
    void execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { cwd: root, env, stdio: 'pipe' });
  const admin = await openDatabase({ url: adminUrl, migrate: false });
  try {
    await execute(admin.db, sql.raw(`DROP DATABASE IF EXISTS ${database}`));
    await execute(admin.db, sql.raw(`CREATE DATABASE ${database}`));
  } finally {
    await admin.close();
  }
  tsx(['scripts/seed.ts', '--no-images', '--products', '40']);
  const shopDb = await openDatabase({ url: env.DATABASE_URL!, migrate: false });
  let product: ShopProduct;
  try {
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
    await execute(shopDb.db, sql`UPDATE stock SET qty = 1, is_in_stock = true WHERE sku = ${row.sku}`);
  } finally {
    await shopDb.close();
  }
  return {
    dir,
    env,
    product,
    tsx,
    drop: async () => {
      const again = await openDatabase({ url: adminUrl, migrate: false });
      await execute(again.db, sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The product's offer in a product page's JSON-LD: its price and schema.org availability. */
export function offer(html: string): { price: string; availability: string } | null {
  const match = /"offers":\{[^}]*"price":"([^"]+)"[^}]*"availability":"https:\/\/schema\.org\/(\w+)"/.exec(html);
  return match ? { price: match[1]!, availability: match[2]! } : null;
}
