import { priceRanges } from '@/lib/config/constants';
import type { FacetRow } from './facet-buckets';
import type { ListedSet } from './listed-columns';

/**
 * A facet counted over facet values: a category or attribute facet counts keys, a price facet its ranges, the `new`
 * facet its products new (key "1") and not (key "0").
 */
export type FacetField =
  | { position: number; kind: 'category' }
  | { position: number; kind: 'attribute'; code: string }
  | { position: number; kind: 'price' }
  | { position: number; kind: 'new' };

/** A facet whose keys are a product's keys (FacetKeys). */
type KeyedField = Extract<FacetField, { kind: 'category' | 'attribute' }>;

/** A price range's key, as the API names its bucket ("50.0-100.0", "150.0-*"). */
export function priceRangeKey(from: number, to: number | null): string {
  return `${from.toFixed(1)}-${to === null ? '*' : to.toFixed(1)}`;
}

/** A key as the database's `unnest` / `jsonb_array_elements_text` gives it as text. */
function keyText(value: unknown): string | null {
  if (value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const CATEGORIES = 'category_ids';
const attributeName = (code: string) => `attrs.${code}`;
const fieldName = (field: KeyedField) => (field.kind === 'category' ? CATEGORIES : attributeName(field.code));

/** A key's name: its field, then its value's text, a JSON number told apart from a string with the same text. */
function keyName(field: string, value: unknown): string {
  const text = keyText(value);
  if (text === null) return `${field}\u0000\u0001`;
  return `${field}\u0000${typeof value === 'number' ? '#' : '='}${text}`;
}

/**
 * Numbers for the (field, key) pairs of the facet values seen so far: a product's keys are then a short array of
 * numbers, and counting them is adding to an array (no text made, no object per key). A number and a string with the
 * same text are two keys (a filter's containment test tells them apart) counted as one (the facets statement groups
 * values by their text).
 */
export class FacetKeys {
  private readonly ids = new Map<string, number>();
  private readonly texts: (string | null)[] = [];
  private readonly byField = new Map<string, number[]>();

  get size(): number {
    return this.texts.length;
  }

  private idOf(field: string, value: unknown): number {
    const name = keyName(field, value);
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(name, id);
      this.texts.push(keyText(value));
      const ofField = this.byField.get(field) ?? [];
      ofField.push(id);
      this.byField.set(field, ofField);
    }
    return id;
  }

  /** The numbers of a product's keys: each category, then each element of each attribute's list (a duplicate kept). */
  encode(categoryIds: readonly unknown[], attrs: Readonly<Record<string, unknown>>): number[] {
    const ids = categoryIds.map((id) => this.idOf(CATEGORIES, id));
    for (const [code, values] of Object.entries(attrs)) {
      if (Array.isArray(values)) for (const value of values as unknown[]) ids.push(this.idOf(attributeName(code), value));
    }
    return ids;
  }

  /**
   * The numbers of the keys seen so far that are these option ids as JSON numbers, in a field (`category_ids` or an
   * attribute): what the database's containment test finds.
   */
  matching(field: KeyedField, optionIds: readonly number[]): number[] {
    const name = fieldName(field);
    return optionIds.map((id) => this.ids.get(keyName(name, id))).filter((id): id is number => id !== undefined);
  }

  /** The keys of a field with their counts (only those counted at least once), a number and its text as one key. */
  rowsOf(field: KeyedField, counts: Int32Array): FacetRow[] {
    const byText = new Map<string | null, number>();
    for (const id of this.byField.get(fieldName(field)) ?? []) {
      if (counts[id]! > 0) byText.set(this.texts[id]!, (byText.get(this.texts[id]!) ?? 0) + counts[id]!);
    }
    return [...byText].map(([key, doc_count]) => ({ facet: field.position, key, doc_count }));
  }
}

function priceRows({ columns, slots }: ListedSet, position: number, now: Date): FacetRow[] {
  const counts = new Int32Array(priceRanges.length);
  const froms = priceRanges.map((range) => range.from);
  const tos = priceRanges.map((range) => range.to ?? Infinity);
  const at = now.getTime();
  for (let index = 0; index < slots.length; index++) {
    const price = columns.finalPrice(slots[index]!, at);
    for (let range = 0; range < froms.length; range++) if (price >= froms[range]! && price < tos[range]!) counts[range]! += 1;
  }
  return priceRanges.map((range, index) => ({ facet: position, key: priceRangeKey(range.from, range.to), doc_count: counts[index]! }));
}

/**
 * Every key of each facet with how many of the products have it (a product whose value lists a key twice counts
 * twice, as the database's `unnest` does), and for a price facet every range a price falls in (ranges may overlap).
 * The same rows a facets statement answers with `everyKey`; `mergeFacetRows` makes the cut to a facet's size.
 */
export function countFacetValues(products: ListedSet, fields: readonly FacetField[], keys: FacetKeys, now: Date = new Date()): FacetRow[] {
  const counts = new Int32Array(keys.size);
  if (fields.some((field) => field.kind === 'category' || field.kind === 'attribute')) {
    const { keyStarts, keyPool } = products.columns;
    const { slots } = products;
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index]!;
      const end = keyStarts[slot + 1]!;
      for (let key = keyStarts[slot]!; key < end; key++) counts[keyPool[key]!]! += 1;
    }
  }
  return fields.flatMap((field) => {
    if (field.kind === 'price') return priceRows(products, field.position, now);
    if (field.kind === 'new') return newRows(products, field.position);
    return keys.rowsOf(field, counts);
  });
}

/** How many of the products are new and how many are not, as the `new` column's facet groups them (`1` and `0`). */
function newRows({ columns, slots }: ListedSet, position: number): FacetRow[] {
  let fresh = 0;
  for (let index = 0; index < slots.length; index++) if (columns.isNew(slots[index]!)) fresh++;
  const rows = [
    { facet: position, key: '1', doc_count: fresh },
    { facet: position, key: '0', doc_count: slots.length - fresh },
  ];
  return rows.filter((row) => row.doc_count > 0);
}
