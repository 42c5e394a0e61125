import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { expireRenderedTags } from '@/lib/server/render/expire-tags';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-due';
import { revalidateCatalogTags } from './catalog-cache';
import { productChangeTags, publishCatalogueTags } from './catalog-version';

/**
 * Products whose stock (or anything else a shopper sees) changed in this process, e.g. by an order: drops the cached
 * reads that show them — their pages, their parents' pages, listings and collections that contain them, and the
 * listings of their categories (counts and the out-of-stock filter). Never throws: the write has happened already.
 */
export async function revalidateProducts(db: Db, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  let tags: string[];
  try {
    tags = await productChangeTags(db, skus);
  } catch (error) {
    // Without the categories, at least the products' own entries go; their listings follow with the cache's TTL.
    console.warn('[catalog-cache] categories of changed products not found:', (error as Error).message);
    tags = [...new Set(skus)].map((sku) => `product:${sku}`);
  }
  await expireEverywhere(db, tags);
  try {
    // Stock that came back marked its alerts due in the writer's transaction (drizzle/0007); mail them now.
    await sendDueStockAlerts(db);
  } catch (error) {
    console.warn('[stock-alerts] due alerts left for the next look:', (error as Error).message);
  }
}

/**
 * Products whose approved reviews changed (the back office's moderation, ADR 0044): their pages show the new list from
 * the next render, here and, through catalog_changes, on every instance within 2 s. Never throws.
 */
export async function revalidateReviews(db: Db, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  // The page data names `reviews:<id>`; the rendered page names the products it shows (`product:<sku>`, and a child's
  // page its parent's), so both go.
  const tags = new Set(ids.map((id) => `reviews:${id}`));
  try {
    const result = await execute<{ sku: string; parent_sku: string | null }>(
      db,
      sql`SELECT sku, parent_sku FROM products WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const row of result.rows) {
      tags.add(`product:${row.sku}`);
      if (row.parent_sku) tags.add(`product:${row.parent_sku}`);
    }
  } catch (error) {
    console.warn('[catalog-cache] products of changed reviews not found:', (error as Error).message);
  }
  await expireEverywhere(db, [...tags]);
}

/** Expires tags in this process, then records them for every other instance. Never throws after the local expiry. */
async function expireEverywhere(db: Db, tags: readonly string[]): Promise<void> {
  await expireCatalogueTags(db, tags);
  try {
    // Other instances expire the same tags as soon as they are notified (lib/server/render/catalogue-watch.ts).
    await publishCatalogueTags(db, tags);
  } catch (error) {
    console.warn('[catalog-cache] change not published to other instances:', (error as Error).message);
  }
}

/**
 * Expires tags in both of this process's caches, the catalogue reads (ADR 0008) and then the rendered pages and their
 * data (ADR 0041): a render that starts after the first reads no old catalogue entry, and one that started before the
 * second is dated before it and so expired with it (no second expiry later).
 */
export async function expireCatalogueTags(db: Db, tags: readonly string[]): Promise<void> {
  revalidateCatalogTags(db, tags);
  await expireRenderedTags(tags);
}

