/**
 * Imported names, labels and meta texts are plain text, but Magento's sample data writes them with HTML entities
 * ("Cobalt CoolTech&trade; Fitness Short"). They are decoded once, at import, and stored decoded; HTML fields
 * (descriptions, CMS content) keep their markup. Strict mode: only complete entities (`&trade;`, `&#8482;`), so
 * "AT&T" or "Salt &pepper" stay as they are.
 */
import { decodeHTMLStrict } from 'entities';

export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}

/** Fields of catalogue documents that hold plain text (at any depth); HTML fields (description, content) are not among them. */
const PLAIN_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'title',
  'label',
  'frontend_label',
  'default_frontend_label',
  'meta_title',
  'meta_keyword',
  'meta_keywords',
  'meta_description',
]);

/** A stored document with the entities of its plain-text fields decoded, at every depth (children, options, categories). */
export function decodePlainTexts<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => decodePlainTexts(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key] = typeof field === 'string' ? (PLAIN_TEXT_FIELDS.has(key) ? decodeEntities(field) : field) : decodePlainTexts(field);
  }
  return result as T;
}
