/**
 * Brings a catalogue stored before issue 10 (items 13, 14) up to date, once (ADR 0016); `npm start` runs it
 * through scripts/prepare-db.ts:
 * - names, labels, CMS titles and meta fields imported with HTML entities ("CoolTech&trade;") are decoded;
 * - a demo catalogue (seeded, not imported) gets the German and Italian names of its categories and attributes.
 * No 'server-only' here: scripts (tsx) call it.
 */
import { sql } from 'drizzle-orm';
import type { AttributeDocument, CategoryDocument } from '@/lib/domain/catalog-types';
import { decodeEntities, decodePlainTexts } from '@/lib/domain/plain-text';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { buildAttributes } from '@/lib/server/seed/attributes';
import { buildCategories } from '@/lib/server/seed/categories';
import { bumpCatalogVersion } from './catalog-version';

const TEXT_UPGRADE_KEY = 'catalogue-texts';
const TEXT_UPGRADE_VERSION = 1;

/** A row that may hold an entity (`&trade;`, `&#8482;`): only those are read and rewritten. */
const ENTITY_PATTERN = '&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);';

type Json = Record<string, unknown>;

const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

async function decodeStoredEntities(db: Db): Promise<number> {
  let count = 0;
  const products = await execute<{ id: number; name: string; category_names: string; doc: Json }>(
    db,
    sql`SELECT id, name, category_names, doc FROM products WHERE name ~ ${ENTITY_PATTERN} OR category_names ~ ${ENTITY_PATTERN} OR doc::text ~ ${ENTITY_PATTERN}`,
  );
  for (const row of products.rows) {
    const doc = decodePlainTexts(row.doc);
    const name = decodeEntities(row.name);
    const categoryNames = decodeEntities(row.category_names);
    if (!changed([row.name, row.category_names, row.doc], [name, categoryNames, doc])) continue;
    await execute(db, sql`UPDATE products SET name = ${name}, category_names = ${categoryNames}, doc = ${JSON.stringify(doc)}::jsonb WHERE id = ${row.id}`);
    count++;
  }
  const categories = await execute<{ id: number; name: string; doc: Json }>(
    db,
    sql`SELECT id, name, doc FROM categories WHERE name ~ ${ENTITY_PATTERN} OR doc::text ~ ${ENTITY_PATTERN}`,
  );
  for (const row of categories.rows) {
    const doc = decodePlainTexts(row.doc);
    const name = decodeEntities(row.name);
    if (!changed([row.name, row.doc], [name, doc])) continue;
    await execute(db, sql`UPDATE categories SET name = ${name}, doc = ${JSON.stringify(doc)}::jsonb WHERE id = ${row.id}`);
    count++;
  }
  const attributes = await execute<{ attribute_id: number; doc: Json }>(db, sql`SELECT attribute_id, doc FROM attributes WHERE doc::text ~ ${ENTITY_PATTERN}`);
  for (const row of attributes.rows) {
    const doc = decodePlainTexts(row.doc);
    if (!changed(row.doc, doc)) continue;
    await execute(db, sql`UPDATE attributes SET doc = ${JSON.stringify(doc)}::jsonb WHERE attribute_id = ${row.attribute_id}`);
    count++;
  }
  for (const table of ['cms_pages', 'cms_blocks'] as const) {
    const pages = await execute<{ id: number; title: string; doc: Json }>(
      db,
      sql`SELECT id, title, doc FROM ${sql.raw(table)} WHERE title ~ ${ENTITY_PATTERN} OR doc::text ~ ${ENTITY_PATTERN}`,
    );
    for (const row of pages.rows) {
      const doc = decodePlainTexts(row.doc);
      const title = decodeEntities(row.title);
      if (!changed([row.title, row.doc], [title, doc])) continue;
      await execute(db, sql`UPDATE ${sql.raw(table)} SET title = ${title}, doc = ${JSON.stringify(doc)}::jsonb WHERE id = ${row.id}`);
      count++;
    }
  }
  return count;
}

/** The demo seed's category and attribute documents with their translations, where the stored ones are the seed's. */
async function addDemoTranslations(db: Db): Promise<number> {
  const stored = await execute<{ id: number; name: string; product_count: number; translated: boolean }>(
    db,
    sql`SELECT id, name, product_count, doc ? 'translations' AS translated FROM categories`,
  );
  const counts = new Map(stored.rows.map((row) => [row.id, row.product_count]));
  const untranslated = new Map(stored.rows.filter((row) => !row.translated).map((row) => [row.id, row.name]));
  let count = 0;
  for (const doc of buildCategories(counts) as CategoryDocument[]) {
    if (untranslated.get(doc.id) !== doc.name) continue;
    await execute(db, sql`UPDATE categories SET doc = ${JSON.stringify(doc)}::jsonb WHERE id = ${doc.id}`);
    count++;
  }
  const attributes = await execute<{ attribute_id: number; attribute_code: string }>(
    db,
    sql`SELECT attribute_id, attribute_code FROM attributes WHERE NOT (doc ? 'translations')`,
  );
  const untranslatedAttributes = new Set(attributes.rows.map((row) => `${row.attribute_id}|${row.attribute_code}`));
  for (const doc of buildAttributes() as AttributeDocument[]) {
    if (!untranslatedAttributes.has(`${doc.attribute_id}|${doc.attribute_code}`)) continue;
    await execute(db, sql`UPDATE attributes SET doc = ${JSON.stringify(doc)}::jsonb WHERE attribute_id = ${doc.attribute_id}`);
    count++;
  }
  return count;
}

export interface TextUpgradeSummary {
  decoded: number;
  translated: number;
}

/** Runs the upgrade unless it ran on this database already; null when there was nothing to do. */
export async function upgradeCatalogueTexts(db: Db): Promise<TextUpgradeSummary | null> {
  const done = await execute<{ version: number }>(db, sql`SELECT (value->>'version')::int AS version FROM meta WHERE key = ${TEXT_UPGRADE_KEY}`);
  if ((done.rows[0]?.version ?? 0) >= TEXT_UPGRADE_VERSION) return null;
  const summary = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const decoded = await decodeStoredEntities(database);
    const seeded = await execute(database, sql`SELECT 1 FROM meta WHERE key = 'seed'`);
    const translated = seeded.rows.length > 0 ? await addDemoTranslations(database) : 0;
    const value = JSON.stringify({ version: TEXT_UPGRADE_VERSION, decoded, translated, at: new Date().toISOString() });
    await execute(database, sql`INSERT INTO meta (key, value) VALUES (${TEXT_UPGRADE_KEY}, ${value}::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    return { decoded, translated };
  });
  if (summary.decoded + summary.translated > 0) await bumpCatalogVersion(db);
  return summary;
}
