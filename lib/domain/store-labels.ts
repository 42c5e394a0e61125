/**
 * Catalogue and checkout texts per store view (ADR 0016). A translatable object keeps its default (English)
 * text and a `translations` map from store code to the fields that differ:
 *
 *   { name: 'Women', translations: { de: { name: 'Damen' }, it: { name: 'Donna' } } }
 *
 * Stored documents (categories, attributes and their options) and configured methods carry such maps; whatever
 * serves a store view resolves them with `localize` (overrides applied, maps removed), so API clients and pages
 * only ever see the store view's text. Products are not translated one by one: their labels that come from
 * attributes and categories (configurable options, category names) are resolved from those (`localizeProduct`).
 */
import type { AttributeDocument, CategoryDocument, ProductDocument, Translations } from './catalog-types';


export interface Translatable {
  translations?: Translations;
}

const TRANSLATIONS_KEY = 'translations';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The translation of one field of an object for a store view, if it has one. */
function translationIn(item: Translatable, field: string, storeCode: string): string | undefined {
  const translations: unknown = item.translations;
  if (!isPlainObject(translations)) return undefined;
  const fields = translations[storeCode];
  const text = isPlainObject(fields) ? fields[field] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The text of one field of an object in a store view: its translation there, else the default text. */
export function translatedText<T extends Translatable, K extends keyof T & string>(item: T, field: K, storeCode: string): T[K] {
  return (translationIn(item, field, storeCode) ?? item[field]) as T[K];
}

/**
 * A value (document, list, nested objects) as the store view sees it: every object's `translations` for the
 * store code are applied to its own string fields and every `translations` map is removed. The input is never
 * changed (cached documents are frozen).
 */
export function localize<T>(value: T, storeCode: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, storeCode)) as T;
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === TRANSLATIONS_KEY) continue;
    result[key] = typeof field === 'string' ? (translationIn(value, key, storeCode) ?? field) : localize(field, storeCode);
  }
  return result as T;
}

type LabelledOption = { label: string; value: string } & Translatable;

/** An attribute option's label in a store view (`Blue` → `Blau` in `de`). */
export function optionLabel(option: LabelledOption, storeCode: string): string {
  return translatedText(option, 'label', storeCode);
}

/** An attribute's label in a store view (`Color` → `Farbe` in `de`). */
export function attributeLabel(attribute: Pick<AttributeDocument, 'frontend_label'> & Translatable, storeCode: string): string {
  return translatedText(attribute, 'frontend_label', storeCode);
}

const normalise = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('en-US');

/**
 * The option a filter value names: its id (`50`), or its label in the store's language (`Blau`), in the default
 * language (`Blue`) or in any other store's language, case-insensitively. Undefined for an unknown value.
 */
export function findOptionValue(options: readonly LabelledOption[], input: string, storeCode: string): string | undefined {
  const wanted = normalise(input);
  if (wanted === '') return undefined;
  const byId = options.find((option) => option.value === input.trim());
  if (byId) return byId.value;
  const matches = (text: string | undefined) => text !== undefined && normalise(text) === wanted;
  const match =
    options.find((option) => matches(translationIn(option, 'label', storeCode))) ??
    options.find((option) => matches(option.label)) ??
    options.find((option) => Object.values(option.translations ?? {}).some((fields) => matches(fields?.label)));
  return match?.value;
}

/** The labels a store view translates, for the products that show them (empty maps in the default store). */
export interface CatalogLabels {
  attributeLabels: ReadonlyMap<string, string>;
  /** `${attribute_code}:${option value}` → label. */
  optionLabels: ReadonlyMap<string, string>;
  categoryNames: ReadonlyMap<number, string>;
  /** The store's own slug and url path of a category whose address is translated there (ADR 0048). */
  categoryAddresses: ReadonlyMap<number, { slug: string; path: string }>;
}

function flattenCategories(categories: readonly CategoryDocument[]): CategoryDocument[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children_data ?? [])]);
}

function entries<K, T>(items: readonly T[], key: (item: T) => K, text: (item: T) => string | undefined): [K, string][] {
  return items.flatMap((item) => {
    const found = text(item);
    return found === undefined ? [] : [[key(item), found] as [K, string]];
  });
}

/** The translated labels of a store view, from the stored (untranslated) attributes and category tree. */
export function catalogLabels(
  storeCode: string,
  attributes: readonly AttributeDocument[],
  categories: readonly CategoryDocument[],
): CatalogLabels {
  return {
    attributeLabels: new Map(entries(attributes, (a) => a.attribute_code, (a) => translationIn(a, 'frontend_label', storeCode))),
    optionLabels: new Map(
      attributes.flatMap((attribute) =>
        entries(attribute.options ?? [], (o) => `${attribute.attribute_code}:${o.value}`, (o) => translationIn(o, 'label', storeCode)),
      ),
    ),
    categoryNames: new Map(entries(flattenCategories(categories), (c) => c.id, (c) => translationIn(c, 'name', storeCode))),
    categoryAddresses: new Map(
      flattenCategories(categories).flatMap((c) => {
        const slug = translationIn(c, 'slug', storeCode);
        const path = translationIn(c, 'url_path', storeCode);
        return slug && path ? [[c.id, { slug, path }] as const] : [];
      }),
    ),
  };
}

function hasLabels(labels: CatalogLabels): boolean {
  return labels.attributeLabels.size + labels.optionLabels.size + labels.categoryNames.size + labels.categoryAddresses.size > 0;
}

/**
 * A product as a store view shows it: the names and addresses (slug, path) of its categories and the labels of its
 * configurable options and their values come from the store view's categories and attributes. Unknown ones keep theirs.
 */
export function localizeProduct<T extends Pick<ProductDocument, 'category' | 'configurable_options'>>(product: T, labels: CatalogLabels): T {
  if (!hasLabels(labels)) return product;
  const localized: T = { ...product };
  if (Array.isArray(product.category)) {
    localized.category = product.category.map((ref) => ({
      ...ref,
      name: labels.categoryNames.get(ref.category_id) ?? ref.name,
      ...labels.categoryAddresses.get(ref.category_id),
    }));
  }
  if (Array.isArray(product.configurable_options)) {
    localized.configurable_options = product.configurable_options.map((option) => ({
      ...option,
      label: labels.attributeLabels.get(option.attribute_code) ?? option.label,
      values: option.values.map((value) => ({
        ...value,
        label: labels.optionLabels.get(`${option.attribute_code}:${value.value_index}`) ?? value.label,
      })),
    }));
  }
  return localized;
}
