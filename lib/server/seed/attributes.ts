/**
 * Product attributes with their options. Option ids are Magento-like numbers, unique across attributes
 * (colour 49…, size 166…), exposed as strings in the documents and as numbers in products.attrs.
 */
import type { AttributeDocument, AttributeOption } from '@/lib/domain/catalog-types';
import { ATTRIBUTE_LABELS, OPTION_LABELS, translationsOf } from './translations';

export const COLORS = [
  { id: 49, label: 'Black', hex: '#1f1f1f' },
  { id: 50, label: 'Blue', hex: '#1e6fd9' },
  { id: 51, label: 'Brown', hex: '#7a4a26' },
  { id: 52, label: 'Gray', hex: '#8a8d91' },
  { id: 53, label: 'Green', hex: '#2f9e44' },
  { id: 54, label: 'Lavender', hex: '#b4a7e5' },
  { id: 55, label: 'Multi', hex: '#e8a23a' },
  { id: 56, label: 'Orange', hex: '#f07c1b' },
  { id: 57, label: 'Purple', hex: '#7b3fb8' },
  { id: 58, label: 'Red', hex: '#d62b2b' },
  { id: 59, label: 'White', hex: '#f7f7f5' },
  { id: 60, label: 'Yellow', hex: '#f2cf1d' },
  { id: 61, label: 'Pink', hex: '#ec7cb0' },
  { id: 62, label: 'Navy', hex: '#1d2b53' },
  { id: 63, label: 'Beige', hex: '#d8c3a0' },
] as const;

export type ColorLabel = (typeof COLORS)[number]['label'];

/** Sizes in their display order: letter sizes, then waist sizes. */
export const SIZES = [
  { id: 166, label: 'XS' },
  { id: 167, label: 'S' },
  { id: 168, label: 'M' },
  { id: 169, label: 'L' },
  { id: 170, label: 'XL' },
  { id: 171, label: '28' },
  { id: 172, label: '29' },
  { id: 173, label: '30' },
  { id: 174, label: '31' },
  { id: 175, label: '32' },
  { id: 176, label: '33' },
  { id: 177, label: '34' },
  { id: 178, label: '36' },
] as const;

export type SizeLabel = (typeof SIZES)[number]['label'];

export const MATERIALS = [
  { id: 31, label: 'Cotton' },
  { id: 32, label: 'Polyester' },
  { id: 33, label: 'Nylon' },
  { id: 34, label: 'Wool' },
  { id: 35, label: 'Fleece' },
  { id: 36, label: 'Leather' },
  { id: 37, label: 'Spandex' },
  { id: 38, label: 'Organic Cotton' },
  { id: 39, label: 'Lycra®' },
  { id: 40, label: 'CoolTech™' },
  { id: 41, label: 'Mesh' },
  { id: 42, label: 'Hemp' },
  { id: 43, label: 'Rayon' },
  { id: 44, label: 'Canvas' },
  { id: 45, label: 'Metal' },
  { id: 46, label: 'Rubber' },
  { id: 47, label: 'Plastic' },
  { id: 48, label: 'Foam' },
] as const;

export type MaterialLabel = (typeof MATERIALS)[number]['label'];

export const GENDERS = [
  { id: 80, label: 'Men' },
  { id: 81, label: 'Women' },
  { id: 82, label: 'Unisex' },
] as const;

export type GenderLabel = (typeof GENDERS)[number]['label'];

export const ACTIVITIES = [
  { id: 8, label: 'Yoga' },
  { id: 9, label: 'Running' },
  { id: 10, label: 'Gym' },
  { id: 11, label: 'Hiking' },
  { id: 12, label: 'Outdoor' },
  { id: 13, label: 'Training' },
  { id: 14, label: 'Cycling' },
  { id: 15, label: 'Travel' },
  { id: 16, label: 'Recreation' },
  { id: 17, label: 'Pilates' },
] as const;

export type ActivityLabel = (typeof ACTIVITIES)[number]['label'];

export const ATTRIBUTE_ID = {
  name: 73,
  sku: 74,
  description: 75,
  price: 77,
  color: 93,
  material: 136,
  size: 142,
  activity: 145,
  erin_recommends: 151,
  new: 153,
  sale: 154,
  gender: 155,
  eco_collection: 156,
  performance_fabric: 157,
} as const;

function lookup<T extends { id: number; label: string }>(list: readonly T[], kind: string) {
  const byLabel = new Map(list.map((entry) => [entry.label as string, entry]));
  return (label: string): T => {
    const entry = byLabel.get(label);
    if (!entry) throw new Error(`Unknown ${kind} "${label}"`);
    return entry;
  };
}

export const colorByLabel = lookup(COLORS, 'colour');
export const sizeByLabel = lookup(SIZES, 'size');
export const materialByLabel = lookup(MATERIALS, 'material');
export const genderByLabel = lookup(GENDERS, 'gender');
export const activityByLabel = lookup(ACTIVITIES, 'activity');

/** An option with its German and Italian labels (when they differ from nothing: sizes have none). */
function option(label: string, value: string, extra: Partial<AttributeOption> = {}): AttributeOption {
  const translations = translationsOf(OPTION_LABELS, 'label', label);
  return { label, value, ...extra, ...(translations ? { translations } : {}) };
}

const options = (list: readonly { id: number; label: string }[]): AttributeOption[] =>
  list.map((entry) => option(entry.label, String(entry.id)));

const yesNo: AttributeOption[] = [option('Yes', '1'), option('No', '0')];

type AttributeFlags = Pick<
  AttributeDocument,
  'is_visible' | 'is_visible_on_front' | 'is_comparable' | 'is_filterable'
>;

function attribute(
  code: keyof typeof ATTRIBUTE_ID,
  frontendLabel: string,
  frontendInput: AttributeDocument['frontend_input'],
  position: number,
  flags: Partial<AttributeFlags>,
  attributeOptions: AttributeOption[] = [],
  isUserDefined = true,
): AttributeDocument {
  const translations = translationsOf(ATTRIBUTE_LABELS, 'frontend_label', frontendLabel);
  return {
    attribute_id: ATTRIBUTE_ID[code],
    attribute_code: code,
    frontend_label: frontendLabel,
    frontend_input: frontendInput,
    is_user_defined: isUserDefined,
    is_visible: flags.is_visible ?? true,
    is_visible_on_front: flags.is_visible_on_front ?? true,
    is_comparable: flags.is_comparable ?? false,
    is_filterable: flags.is_filterable ?? false,
    position,
    options: attributeOptions,
    ...(translations ? { translations } : {}),
  };
}

export function buildAttributes(): AttributeDocument[] {
  return [
    attribute('name', 'Product Name', 'text', 0, { is_visible_on_front: false }, [], false),
    attribute('sku', 'SKU', 'text', 1, { is_comparable: true }, [], false),
    attribute('description', 'Description', 'text', 2, { is_visible_on_front: false }, [], false),
    attribute('price', 'Price', 'price', 3, { is_filterable: true, is_comparable: true }, [], false),
    attribute(
      'color',
      'Color',
      'select',
      4,
      { is_filterable: true, is_comparable: true },
      COLORS.map((color) => option(color.label, String(color.id), { swatch: color.hex })),
    ),
    attribute('size', 'Size', 'select', 5, { is_filterable: true, is_comparable: true }, options(SIZES)),
    attribute(
      'material',
      'Material',
      'multiselect',
      6,
      { is_filterable: true, is_comparable: true },
      options(MATERIALS),
    ),
    attribute(
      'gender',
      'Gender',
      'multiselect',
      7,
      { is_filterable: true, is_comparable: true },
      options(GENDERS),
    ),
    attribute(
      'activity',
      'Activity',
      'multiselect',
      8,
      { is_filterable: true, is_comparable: true },
      options(ACTIVITIES),
    ),
    attribute(
      'erin_recommends',
      'Erin Recommends',
      'boolean',
      9,
      { is_filterable: true, is_comparable: false },
      yesNo,
    ),
    attribute(
      'eco_collection',
      'Eco Collection',
      'boolean',
      10,
      { is_filterable: true, is_comparable: true },
      yesNo,
    ),
    attribute(
      'performance_fabric',
      'Performance Fabric',
      'boolean',
      11,
      { is_filterable: true, is_comparable: true },
      yesNo,
    ),
    attribute('new', 'New', 'boolean', 12, { is_filterable: true, is_visible_on_front: false }, yesNo),
    attribute('sale', 'Sale', 'boolean', 13, { is_filterable: true, is_visible_on_front: false }, yesNo),
  ];
}
