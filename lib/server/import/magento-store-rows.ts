/**
 * Store-view rows of a Magento product CSV (`store_view_code` set): a product's texts and address in one store view.
 * The German and Italian store views (`de`, `it`) take them into the product's `translations` map (ADR 0016, 0048):
 * name, descriptions and meta texts, and the url key, which is also the product's url path and slug there. Rows of
 * another store view are refused with the reason; a row of the default one is left out (the admin row is that store).
 */
import { z } from 'zod';
import type { ProductDocument, Translations } from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import { sanitizeOptionalRichText } from '@/lib/domain/rich-text';
import { describeIssues } from './fields';

const TRANSLATED_STORE_VIEWS = ['de', 'it'] as const;
const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = z.string().default('');

const storeRowSchema = z.object({
  sku: z.string().trim().min(1, 'sku is required').max(64, 'sku is longer than 64 characters'),
  store_view_code: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(TRANSLATED_STORE_VIEWS, { message: `store_view_code must be one of ${TRANSLATED_STORE_VIEWS.join(', ')} (the translated store views)` })),
  name: text,
  description: text,
  short_description: text,
  url_key: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || URL_KEY.test(value), 'url_key may hold only a-z, 0-9 and single hyphens'),
  meta_title: text,
  meta_description: text,
});

type StoreRow = z.output<typeof storeRowSchema>;

/** A row's translation fields: what it sets (empty columns keep the store's earlier text, or the default one). */
function storeRowFields(row: StoreRow): Record<string, string> {
  const fields: Record<string, string> = {};
  const plain = (value: string) => decodeEntities(value.trim());
  if (row.name.trim()) fields.name = plain(row.name);
  const description = sanitizeOptionalRichText(row.description);
  if (description) fields.description = description;
  const shortDescription = sanitizeOptionalRichText(row.short_description);
  if (shortDescription) fields.short_description = shortDescription;
  if (row.meta_title.trim()) fields.meta_title = plain(row.meta_title);
  if (row.meta_description.trim()) fields.meta_description = plain(row.meta_description);
  if (row.url_key) Object.assign(fields, { url_key: row.url_key, url_path: row.url_key, slug: row.url_key });
  return fields;
}

/** The document with a store view's fields merged into its translations (a new object; the input is not changed). */
export function withStoreFields(doc: ProductDocument, store: string, fields: Record<string, string>): ProductDocument {
  const translations: Translations = { ...doc.translations, [store]: { ...doc.translations?.[store], ...fields } };
  return { ...doc, translations };
}

/** A store-view row checked: its fields, or the reason it is refused. Rows of the default store view answer null. */
export function parseStoreRow(values: Record<string, string>): { row: StoreRow; fields: Record<string, string> } | { error: string } | null {
  if ((values.store_view_code ?? '').trim().toLowerCase() === 'default') return null;
  const parsed = storeRowSchema.safeParse(values);
  if (!parsed.success) return { error: `${values.sku || '(no sku)'}: ${describeIssues(parsed.error)}` };
  const fields = storeRowFields(parsed.data);
  if (Object.keys(fields).length === 0) return { error: `${parsed.data.sku}: the store-view row sets no name, description, meta text or url_key` };
  return { row: parsed.data, fields };
}
