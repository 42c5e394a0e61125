/**
 * Builds product documents (the vue-storefront-api shape the catalogue API serves) from normalised product
 * input, whatever file it came from: categories with their ancestors, attribute option ids and attrs,
 * stock, images and gallery, special prices, url key and path; configurable parents get
 * configurable_children and configurable_options from their variations.
 */
import { sanitizeOptionalRichText } from '@/lib/domain/rich-text';
import type {
  ConfigurableChild,
  ConfigurableOption,
  MediaGalleryEntry,
  ProductDocument,
  ProductType,
  StockInfo,
} from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import { slugify } from '@/lib/server/seed/slug';
import type { AttributeRegistry } from './attributes';
import type { CategoryRegistry } from './categories';
import { decodeTextFields, META_FIELDS } from './fields';
import type { ImportedProduct, ProductIndex } from './write';
import { productStatus } from '@/lib/config/product-status';

export interface ProductInput {
  file: string;
  line: number;
  sku: string;
  type: ProductType;
  name: string;
  description: string;
  shortDescription: string;
  price: number | null;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  status: number;
  visibility: number;
  urlKey: string | null;
  taxClassId: number;
  weight: number | null;
  /** Name paths below the root category. */
  categoryPaths: string[][];
  /** Attribute code → option labels (several for a multiselect). */
  attributes: Record<string, string[]>;
  images: { base: string | null; small: string | null; thumbnail: string | null; baseLabel: string; additional: { file: string; label: string }[] };
  stock: { qty: number; isInStock: boolean; manageStock: boolean; minSaleQty: number; maxSaleQty: number };
  /** Configurable: the children by sku with their variation values (code → label). */
  variations: { sku: string; values: Record<string, string> }[];
  createdAt: string | null;
  isNew: boolean;
  extra: Record<string, unknown>;
}

export interface BuildContext {
  attributes: AttributeRegistry;
  categories: CategoryRegistry;
  index: ProductIndex;
  now: Date;
}

/** Magento's store-front flags: a Yes/No attribute counts when its label is "Yes" or its value 1. */
const isYes = (labels: string[] | undefined) => Boolean(labels?.some((label) => /^(yes|1|true)$/i.test(label.trim())));

function gallery(input: ProductInput): { image: string; entries: MediaGalleryEntry[] } {
  const files: { file: string; label: string }[] = [];
  const push = (file: string | null, label: string) => {
    if (file && file !== 'no_selection' && !files.some((entry) => entry.file === file)) files.push({ file, label });
  };
  push(input.images.base, input.images.baseLabel);
  for (const entry of input.images.additional) push(entry.file, entry.label);
  push(input.images.small, '');
  push(input.images.thumbnail, '');
  return {
    image: files[0]?.file ?? '',
    entries: files.map((entry, index) => ({ image: entry.file, pos: index + 1, typ: 'image', lab: entry.label, vid: null })),
  };
}

/** The option ids of the input's attributes: doc fields (number or number[]) and products.attrs. */
function attributeValues(input: ProductInput, context: BuildContext) {
  const docFields: Record<string, number | number[]> = {};
  const attrs: Record<string, number[]> = {};
  const text: Record<string, string> = {};
  for (const [code, labels] of Object.entries(input.attributes)) {
    if (!context.attributes.isOptionAttribute(code)) {
      text[code] = labels.join(', ');
      continue;
    }
    const hint = labels.length > 1 ? 'multiselect' : 'select';
    const ids = labels.map((label) => context.attributes.optionId(code, label, hint)).filter((id): id is number => id !== null);
    if (ids.length === 0) continue;
    attrs[code] = [...new Set(ids)];
    docFields[code] = context.attributes.isMultiselect(code) || ids.length > 1 ? attrs[code] : (ids[0] as number);
  }
  return { docFields, attrs, text };
}

function categoriesOf(input: ProductInput, context: BuildContext) {
  const ids: number[] = [];
  for (const names of input.categoryPaths) {
    if (names.length === 0) continue;
    const category = context.categories.resolve(names);
    for (const id of context.categories.withAncestors(category.id)) if (!ids.includes(id)) ids.push(id);
  }
  const refs = ids.map((id) => context.categories.ref(id)).filter((ref) => ref !== null);
  return { ids, refs };
}

const stockOf = (id: number, input: ProductInput): StockInfo => ({
  product_id: id,
  qty: input.stock.qty,
  is_in_stock: input.stock.isInStock,
  manage_stock: input.stock.manageStock,
  min_sale_qty: input.stock.minSaleQty,
  max_sale_qty: input.stock.maxSaleQty,
});

const decodeAll = (values: readonly string[]) => values.map(decodeEntities);

/** Names, labels, category names, option labels and meta fields are plain text: entities decoded (issue 10 item 14). */
function decodedInput(input: ProductInput): ProductInput {
  const mapValues = <V, W>(record: Record<string, V>, map: (value: V) => W) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
  return {
    ...input,
    name: decodeEntities(input.name),
    categoryPaths: input.categoryPaths.map(decodeAll),
    attributes: mapValues(input.attributes, decodeAll),
    images: {
      ...input.images,
      baseLabel: decodeEntities(input.images.baseLabel),
      additional: input.images.additional.map((entry) => ({ ...entry, label: decodeEntities(entry.label) })),
    },
    variations: input.variations.map((variation) => ({ ...variation, values: mapValues(variation.values, decodeEntities) })),
    extra: decodeTextFields(input.extra, META_FIELDS),
  };
}

/** One product document (no configurable assembly yet). */
export function buildProduct(raw: ProductInput, context: BuildContext, parentSku: string | null = null): ImportedProduct {
  const input = decodedInput(raw);
  const id = context.index.idFor(input.sku);
  const urlKey = slugify(input.urlKey || input.name) || slugify(input.sku);
  const urlPath = context.index.uniqueUrlPath(input.sku, urlKey);
  context.index.remember({ id, sku: input.sku, urlPath, typeId: input.type });
  const { image, entries } = gallery(input);
  const { ids, refs } = categoriesOf(input, context);
  const { docFields, attrs, text } = attributeValues(input, context);
  const now = context.now.toISOString();
  const isNew = input.isNew || isYes(input.attributes.new);
  const doc: ProductDocument = {
    ...input.extra,
    ...text,
    id,
    sku: input.sku,
    name: input.name,
    type_id: input.type,
    status: input.status,
    visibility: input.visibility,
    url_key: urlKey,
    url_path: urlPath,
    slug: urlKey,
    tax_class_id: input.taxClassId,
    price: input.price ?? 0,
    special_price: input.specialPrice,
    special_from_date: input.specialFrom,
    special_to_date: input.specialTo,
    description: sanitizeOptionalRichText(input.description),
    short_description: sanitizeOptionalRichText(input.shortDescription),
    image,
    small_image: input.images.small && input.images.small !== 'no_selection' ? input.images.small : image,
    thumbnail: input.images.thumbnail && input.images.thumbnail !== 'no_selection' ? input.images.thumbnail : image,
    media_gallery: entries,
    category: refs,
    category_ids: ids,
    tier_prices: [],
    stock: stockOf(id, input),
    created_at: input.createdAt ?? now,
    updated_at: now,
    new: isNew ? 1 : 0,
    sale: isYes(input.attributes.sale) ? 1 : 0,
    ...docFields,
  };
  if (input.weight !== null) doc.weight = input.weight;
  if (parentSku) doc.parentSku = parentSku;
  return {
    doc,
    parentSku,
    attrs,
    categoryNames: refs.map((ref) => ref.name).join(' '),
    isNew,
  };
}

/**
 * A configurable parent with its children: configurable_children (the sold variants with their option
 * ids, prices and stock), configurable_options (one per variation attribute, values in the order the
 * variations name them), color_options/size_options, attrs that include every child's options, the lowest
 * child price and stock from the children. Children the parent names but nobody supplied are reported.
 */
export function assembleConfigurable(
  parent: ImportedProduct,
  variations: ProductInput['variations'],
  children: Map<string, ImportedProduct>,
  context: BuildContext,
): { missing: string[] } {
  const doc = parent.doc;
  const missing: string[] = [];
  const codes: string[] = [];
  const entries: ConfigurableChild[] = [];
  const valuesByCode = new Map<string, number[]>();
  for (const variation of variations) {
    const child = children.get(variation.sku);
    if (!child) {
      missing.push(variation.sku);
      continue;
    }
    child.parentSku = doc.sku;
    child.doc.parentSku = doc.sku;
    child.doc.parentId = doc.id;
    const entry: ConfigurableChild = {
      id: child.doc.id,
      sku: child.doc.sku,
      name: child.doc.name,
      status: child.doc.status,
      visibility: child.doc.visibility,
      type_id: 'simple',
      price: child.doc.price,
      special_price: child.doc.special_price ?? null,
      special_from_date: child.doc.special_from_date ?? null,
      special_to_date: child.doc.special_to_date ?? null,
      tax_class_id: child.doc.tax_class_id,
      image: child.doc.image,
      small_image: child.doc.small_image,
      thumbnail: child.doc.thumbnail,
      url_key: child.doc.url_key,
      color: 0,
      size: 0,
      stock: child.doc.stock,
      tier_prices: child.doc.tier_prices,
    };
    delete (entry as Record<string, unknown>).color;
    delete (entry as Record<string, unknown>).size;
    for (const [code, label] of Object.entries(variation.values)) {
      const id = (child.attrs[code]?.[0] ?? context.attributes.optionId(code, label)) as number | null;
      if (id === null) continue;
      if (!codes.includes(code)) codes.push(code);
      entry[code] = id;
      child.doc[code] = id;
      child.attrs[code] = [id];
      const list = valuesByCode.get(code) ?? [];
      if (!list.includes(id)) list.push(id);
      valuesByCode.set(code, list);
    }
    entries.push(entry);
  }
  const options: ConfigurableOption[] = codes.map((code, position) => {
    const attribute = context.attributes.get(code);
    return {
      id: doc.id * 10 + position + 1,
      attribute_id: String(attribute?.attribute_id ?? ''),
      attribute_code: code,
      label: attribute?.frontend_label ?? code,
      position,
      product_id: doc.id,
      values: (valuesByCode.get(code) ?? []).map((id) => ({ value_index: id, label: context.attributes.optionLabel(code, id) })),
    };
  });
  doc.configurable_children = entries;
  doc.configurable_options = options;
  for (const [code, ids] of valuesByCode) {
    doc[`${code}_options`] = ids;
    parent.attrs[code] = [...new Set([...(parent.attrs[code] ?? []), ...ids])];
  }
  // Other attributes of the children (material, climate…) count for the parent's filters too.
  for (const entry of entries) {
    const child = children.get(entry.sku);
    for (const [code, ids] of Object.entries(child?.attrs ?? {})) {
      parent.attrs[code] = [...new Set([...(parent.attrs[code] ?? []), ...ids])];
    }
  }
  if (entries.length > 0) {
    doc.price = Math.min(...entries.map((entry) => entry.price));
    const inStock = entries.filter((entry) => entry.stock?.is_in_stock && entry.status === productStatus.enabled);
    doc.stock = {
      ...doc.stock,
      qty: entries.reduce((sum, entry) => sum + (entry.stock?.qty ?? 0), 0),
      is_in_stock: doc.stock.is_in_stock && inStock.length > 0,
    };
  }
  return { missing };
}
