/**
 * The translated texts of the German and Italian search vectors (products.search_texts, ADR 0021): per product, the
 * store languages' names of its categories (`c`) and labels of its colours (`d`), from the `translations` maps of the
 * category and attribute documents (ADR 0016). The generated columns search_vector_de / search_vector_it index them
 * beside the English texts, so "Jacken" or "blau" in /de finds what the shop calls Jackets or Blue.
 * No 'server-only': the seed and import scripts (tsx) call it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { readCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { catalogRules } from '@/lib/config/constants';
import { integerList } from '@/lib/server/db/sql-literals';
import { hasStoredGermanVocabulary, storeGermanVocabulary } from './german-vocabulary';

/** The store codes whose texts the search vectors read (schema.ts, search_vector_de and search_vector_it). */
const SEARCH_TEXT_STORES = ['de', 'it'] as const;

const META_KEY = 'search-texts';

function textsOf(store: (typeof SEARCH_TEXT_STORES)[number]) {
  return sql`jsonb_strip_nulls(jsonb_build_object(
    'c', (SELECT string_agg(c.${sql.raw(store)}, ' ' ORDER BY c.id) FROM category_texts c WHERE c.id = ANY(p.category_ids)),
    'd', (SELECT string_agg(o.${sql.raw(store)}, ' ' ORDER BY o.value) FROM colour_texts o
          WHERE o.value IN (SELECT jsonb_array_elements_text(p.attrs -> 'color')))))`;
}

/** One column per store: the document's (`c.doc`, a category) or option's (`o`, a colour) text in that store. */
const translatedAs = (source: 'c.doc' | 'o', field: 'name' | 'label') =>
  sql.join(
    SEARCH_TEXT_STORES.map((store) => sql`${sql.raw(source)} #>> ${`{translations,${store},${field}}`} AS ${sql.raw(store)}`),
    sql`, `,
  );

/**
 * Writes every product's translated search texts where they changed, and the German vocabulary of compound splitting;
 * answers how many rows changed.
 */
export async function refreshSearchTexts(db: Db): Promise<number> {
  const texts = sql.join(
    SEARCH_TEXT_STORES.map((store) => sql`${store}::text, ${textsOf(store)}`),
    sql`, `,
  );
  const result = await execute<{ changed: number }>(db, sql`
    WITH category_texts AS MATERIALIZED (SELECT c.id, ${translatedAs('c.doc', 'name')} FROM categories c),
    colour_texts AS MATERIALIZED (SELECT o ->> 'value' AS value, ${translatedAs('o', 'label')}
      FROM attributes a CROSS JOIN LATERAL jsonb_array_elements(a.doc -> 'options') o WHERE a.attribute_code = 'color'),
    -- Only searchable products: the German and Italian vectors are read by text searches, which see visibility 3/4.
    fresh AS (SELECT p.id, jsonb_build_object(${texts}) AS texts FROM products p WHERE p.visibility IN ${integerList(catalogRules.searchVisibilities)}),
    changed AS (UPDATE products p SET search_texts = fresh.texts FROM fresh
      WHERE fresh.id = p.id AND p.search_texts IS DISTINCT FROM fresh.texts RETURNING 1)
    SELECT count(*)::int AS changed FROM changed`);
  await storeGermanVocabulary(db);
  return Number(result.rows[0]?.changed ?? 0);
}

/**
 * At start (scripts/prepare-db.ts): refreshes the texts once per catalogue version stamp, so that a database from
 * before this column, or one whose categories were translated since, gets its German and Italian search texts.
 */
export async function ensureSearchTexts(db: Db): Promise<number | null> {
  const version = await readCatalogVersion(db);
  const done = await execute<{ version: string }>(db, sql`SELECT value ->> 'version' AS version FROM meta WHERE key = ${META_KEY}`);
  if (done.rows[0]?.version === version) {
    // Texts current, vocabulary missing (a database from before it was kept): only the vocabulary is collected.
    if (!(await hasStoredGermanVocabulary(db))) await storeGermanVocabulary(db);
    return null;
  }
  const changed = await refreshSearchTexts(db);
  const value = JSON.stringify({ version, changed, at: new Date().toISOString() });
  await execute(db, sql`INSERT INTO meta (key, value) VALUES (${META_KEY}, ${value}::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  return changed;
}
