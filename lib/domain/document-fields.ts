/**
 * The top-level fields of a stored product document that a search answer filtered by `_source_include` can show
 * (ADR 0079). A result list asks for a handful of fields; a configurable's stored document carries its variants and
 * texts (12 kB on average on the Luma catalogue, 224 kB for a page of 18), all of which would otherwise be read,
 * parsed and decorated only to be filtered away.
 *
 * An include pattern names its top-level field before its first dot; a `*` there could match any field, so the
 * whole document is read. The answer's decoration reads more than it shows: the id (the hit's `_id`), the SKU and the
 * stored stock (the live stock, or the stored one without a stock row), the price inputs of every product (its price
 * fields are always computed), the variants when the stock is shown (a configurable is in stock when a variant is),
 * and every address field with the translations when one address is shown (a store's slug falls back to its url key).
 */
import { URL_FIELDS } from './store-urls';

// The stored stock stands in for a SKU without a stock row, and a configurable's flag is made from it.
const ALWAYS_READ = ['id', 'sku', 'stock', 'price', 'special_price', 'special_from_date', 'special_to_date', 'tax_class_id'] as const;

const ADDRESS_SOURCES = [...URL_FIELDS, 'translations'];

const ALSO_READ: Readonly<Record<string, readonly string[]>> = {
  stock: ['configurable_children'],
  url_key: ADDRESS_SOURCES,
  url_path: ADDRESS_SOURCES,
  slug: ADDRESS_SOURCES,
};

/** The fields to read, sorted, or null for the whole document (no include pattern, or one that starts with `*`). */
export function documentFieldsOf(include: readonly string[]): readonly string[] | null {
  const patterns = include.filter(Boolean);
  if (patterns.length === 0) return null;
  const fields = new Set<string>(ALWAYS_READ);
  for (const pattern of patterns) {
    const field = pattern.split('.', 1)[0]!;
    if (field.includes('*')) return null;
    fields.add(field);
    for (const source of ALSO_READ[field] ?? []) fields.add(source);
  }
  return [...fields].sort();
}
