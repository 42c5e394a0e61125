/**
 * Magento 2 product import/export CSV (`sku, store_view_code, product_type, categories, name, price, …,
 * additional_attributes, qty, is_in_stock, configurable_variations, …`): every row validated, configurable
 * parents assembled from their `configurable_variations` and the children's rows, bundles from
 * `bundle_values`, grouped products from `associated_skus`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductDocument, ProductType } from '@/lib/domain/catalog-types';
import { execute } from '@/lib/server/db/execute';
import type { FileContext } from './context';
import { readCsv } from './csv';
import { describeIssues, flag, optionalNumber, parseDate, parseKeyValues, parseTaxClass, parseVisibility } from './fields';
import { applyBundleOptions, applyGroupedLinks, parseBundleValues } from './product-links';
import { assembleConfigurable, buildProduct, type BuildContext, type ProductInput } from './product-builder';
import { parseStoreRow, withStoreFields } from './magento-store-rows';
import { type ImportedProduct, loadDocuments, writeProducts } from './write';

const PRODUCT_TYPES = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'] as const;

const text = z.string().default('');

const rowSchema = z
  .object({
    sku: z.string().trim().min(1, 'sku is required').max(64, 'sku is longer than 64 characters'),
    store_view_code: text,
    product_type: z.enum(PRODUCT_TYPES, { message: `product_type must be one of ${PRODUCT_TYPES.join(', ')}` }),
    categories: text,
    name: z.string().trim().min(1, 'name is required'),
    description: text,
    short_description: text,
    weight: optionalNumber,
    product_online: flag(true),
    tax_class_name: text,
    visibility: text,
    price: optionalNumber,
    special_price: optionalNumber,
    special_price_from_date: text,
    special_price_to_date: text,
    url_key: text,
    meta_title: text,
    meta_keywords: text,
    meta_description: text,
    base_image: text,
    base_image_label: text,
    small_image: text,
    thumbnail_image: text,
    created_at: text,
    new_from_date: text,
    new_to_date: text,
    additional_attributes: text,
    qty: optionalNumber,
    is_in_stock: flag(true),
    manage_stock: flag(true),
    use_config_manage_stock: flag(true),
    min_cart_qty: optionalNumber,
    use_config_min_sale_qty: flag(true),
    max_cart_qty: optionalNumber,
    use_config_max_sale_qty: flag(true),
    configurable_variations: text,
    additional_images: text,
    additional_image_labels: text,
    bundle_values: text,
    associated_skus: text,
  })
  .superRefine((row, context) => {
    if (parseVisibility(row.visibility) === null)
      context.addIssue({ code: 'custom', path: ['visibility'], message: `unknown visibility '${row.visibility}'` });
    if (parseTaxClass(row.tax_class_name) === null)
      context.addIssue({ code: 'custom', path: ['tax_class_name'], message: `unknown tax class '${row.tax_class_name}'` });
    for (const field of ['special_price_from_date', 'special_price_to_date', 'created_at', 'new_from_date', 'new_to_date'] as const) {
      if (parseDate(row[field]) === undefined) context.addIssue({ code: 'custom', path: [field], message: `not a date: '${row[field]}'` });
    }
    if (row.price === null && (row.product_type === 'simple' || row.product_type === 'virtual'))
      context.addIssue({ code: 'custom', path: ['price'], message: 'price is required for a simple product' });
  });

type MagentoRow = z.infer<typeof rowSchema>;

/** "Default Category/Women/Tops/Tees,Default Category/Promotions/Tees" → [["Women","Tops","Tees"], …] (root dropped). */
export function parseCategoryPaths(value: string): string[][] {
  return value
    .split(/,(?=[^,/]*\/|[^,]*$)/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split('/').map((name) => name.trim()).slice(1))
    .filter((names) => names.length > 0);
}

function toInput(row: MagentoRow, file: string, line: number, now: Date): ProductInput {
  const labels = row.additional_image_labels.split(',');
  const attributes = parseKeyValues(row.additional_attributes);
  const newFrom = parseDate(row.new_from_date);
  const newTo = parseDate(row.new_to_date);
  const isNew = Boolean(newFrom && newFrom <= now.toISOString() && (!newTo || newTo >= now.toISOString()));
  return {
    file,
    line,
    sku: row.sku,
    type: row.product_type as ProductType,
    name: row.name,
    description: row.description,
    shortDescription: row.short_description,
    price: row.price,
    specialPrice: row.special_price,
    specialFrom: parseDate(row.special_price_from_date) ?? null,
    specialTo: parseDate(row.special_price_to_date) ?? null,
    status: row.product_online ? 1 : 2,
    visibility: parseVisibility(row.visibility) ?? 4,
    urlKey: row.url_key || null,
    taxClassId: parseTaxClass(row.tax_class_name) ?? 2,
    weight: row.weight,
    categoryPaths: parseCategoryPaths(row.categories),
    attributes,
    images: {
      base: row.base_image || null,
      small: row.small_image || null,
      thumbnail: row.thumbnail_image || null,
      baseLabel: row.base_image_label,
      additional: row.additional_images
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((image, index) => ({ file: image, label: labels[index]?.trim() ?? '' })),
    },
    stock: {
      qty: row.qty ?? 0,
      isInStock: row.is_in_stock,
      manageStock: row.use_config_manage_stock ? true : row.manage_stock,
      minSaleQty: row.use_config_min_sale_qty || !row.min_cart_qty ? 1 : row.min_cart_qty,
      maxSaleQty: row.use_config_max_sale_qty || !row.max_cart_qty ? 10000 : row.max_cart_qty,
    },
    variations: row.configurable_variations
      .split('|')
      .map((entry) => parseKeyValues(entry))
      .filter((values) => values.sku?.[0])
      .map((values) => {
        const { sku, ...rest } = values;
        return {
          sku: (sku as string[])[0] as string,
          values: Object.fromEntries(Object.entries(rest).map(([code, list]) => [code, list[0] as string])),
        };
      }),
    createdAt: parseDate(row.created_at) ?? null,
    isNew,
    // The product's meta texts, kept in the document as VSF has them (decoded by the product builder).
    extra: Object.fromEntries(
      ([['meta_title', row.meta_title], ['meta_keyword', row.meta_keywords], ['meta_description', row.meta_description]] as const).filter(
        ([, value]) => value.trim() !== '',
      ),
    ),
  };
}

export async function importMagentoProducts(context: FileContext): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const build: BuildContext = { attributes: context.attributes, categories: context.categories, index: context.index, now: context.now };
  const inputs: { input: ProductInput; row: MagentoRow }[] = [];
  const seen = new Set<string>();
  const storeRows: { sku: string; store: string; fields: Record<string, string>; line: number }[] = [];
  let defaultStoreRows = 0;
  for (const record of csv.records) {
    if (record.fieldCountError) {
      report.reject('product', file, record.line, record.fieldCountError);
      continue;
    }
    if (record.values.store_view_code?.trim()) {
      const storeRow = parseStoreRow(record.values);
      if (storeRow === null) defaultStoreRows++;
      else if ('error' in storeRow) report.reject('product', file, record.line, storeRow.error);
      else storeRows.push({ sku: storeRow.row.sku, store: storeRow.row.store_view_code, fields: storeRow.fields, line: record.line });
      continue;
    }
    const parsed = rowSchema.safeParse(record.values);
    if (!parsed.success) {
      report.reject('product', file, record.line, `${record.values.sku || '(no sku)'}: ${describeIssues(parsed.error)}`);
      continue;
    }
    if (seen.has(parsed.data.sku)) {
      report.reject('product', file, record.line, `${parsed.data.sku}: the sku appears twice in the file`);
      continue;
    }
    seen.add(parsed.data.sku);
    inputs.push({ input: toInput(parsed.data, file, record.line, context.now), row: parsed.data });
  }
  if (defaultStoreRows > 0) {
    report.add('product', 'skipped', defaultStoreRows);
    report.note(`${file}: ${defaultStoreRows} rows of store view 'default' skipped: the rows without store_view_code are that store`);
  }

  // Children and plain products first, then the parents that point at them.
  const built = new Map<string, ImportedProduct>();
  const composite = (type: ProductType) => type === 'configurable' || type === 'bundle' || type === 'grouped';
  let done = 0;
  for (const { input } of inputs.filter(({ input }) => !composite(input.type))) {
    built.set(input.sku, buildProduct(input, build));
    context.progress(++done, inputs.length);
  }
  const referenced = new Set<string>();
  for (const { input, row } of inputs) {
    for (const variation of input.variations) referenced.add(variation.sku);
    for (const spec of parseBundleValues(row.bundle_values)) for (const link of spec.links) referenced.add(link.sku);
    for (const entry of row.associated_skus.split(',')) if (entry.trim()) referenced.add(entry.split('=')[0]?.trim() ?? '');
  }
  const fromDatabase = await loadDocuments(context.db, [...referenced].filter((sku) => sku && !built.has(sku)));
  const lookup = (sku: string) => built.get(sku) ?? fromDatabase.get(sku);
  const updatedChildren = new Map<string, ImportedProduct>();

  for (const { input, row } of inputs.filter(({ input }) => composite(input.type))) {
    const product = buildProduct(input, build);
    let missing: string[] = [];
    if (input.type === 'configurable') {
      const children = new Map<string, ImportedProduct>();
      for (const variation of input.variations) {
        const child = lookup(variation.sku);
        if (child) children.set(variation.sku, child);
      }
      missing = assembleConfigurable(product, input.variations, children, build).missing;
      for (const [sku, child] of children) if (!built.has(sku)) updatedChildren.set(sku, child);
    } else if (input.type === 'bundle') {
      missing = applyBundleOptions(product, parseBundleValues(row.bundle_values), lookup);
    } else {
      const skus = row.associated_skus
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const [sku = '', qty = '1'] = entry.split('=');
          return { sku: sku.trim(), qty: Number(qty) || 1 };
        });
      missing = applyGroupedLinks(product, skus, lookup);
    }
    if (missing.length > 0) {
      report.note(`${file}:${input.line}: ${input.sku} names skus that are in no imported file: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
    }
    built.set(input.sku, product);
    context.progress(++done, inputs.length);
  }

  await keepStoredTranslations(context.db, built);
  const translatedOnly = await applyStoreRows(context, storeRows, (sku) => built.get(sku) ?? updatedChildren.get(sku));
  const result = await writeProducts(context.db, [...built.values(), ...updatedChildren.values(), ...translatedOnly.values()], context.changes);
  report.add('product', 'imported', result.inserted);
  report.add('product', 'updated', result.updated - updatedChildren.size - translatedOnly.size);
  return csv.records.length;
}

/**
 * A product's store-view texts and addresses stay when a file updates it without store-view rows (a price or stock
 * update): the stored translations are carried over, and the file's own store-view rows then replace what they name.
 */
async function keepStoredTranslations(db: FileContext['db'], built: Map<string, ImportedProduct>): Promise<void> {
  if (built.size === 0) return;
  const stored = await execute<{ sku: string; translations: ProductDocument['translations'] | null }>(
    db,
    sql`SELECT sku, doc -> 'translations' AS translations FROM products WHERE sku = ANY(${sql.param([...built.keys()])}::text[]) AND doc ? 'translations'`,
  );
  for (const row of stored.rows) {
    const product = built.get(row.sku);
    if (product && row.translations) product.doc = { ...product.doc, translations: { ...row.translations, ...product.doc.translations } };
  }
}

/**
 * Merges the store-view rows into the products of this file, or into stored products the file does not name (those
 * are answered, to be written). A row whose sku is in neither is refused.
 */
async function applyStoreRows(
  context: FileContext,
  rows: readonly { sku: string; store: string; fields: Record<string, string>; line: number }[],
  inFile: (sku: string) => ImportedProduct | undefined,
): Promise<Map<string, ImportedProduct>> {
  const stored = await loadDocuments(context.db, [...new Set(rows.map((row) => row.sku))].filter((sku) => !inFile(sku)));
  const applied = new Set<string>();
  for (const row of rows) {
    const product = inFile(row.sku) ?? stored.get(row.sku);
    if (!product) {
      context.report.reject('product', context.file, row.line, `${row.sku}: a store-view row for a sku that is neither in this file nor in the catalogue`);
      continue;
    }
    product.doc = withStoreFields(product.doc, row.store, row.fields);
    applied.add(row.sku);
  }
  if (rows.length > 0) context.report.note(`${context.file}: German and Italian texts and addresses of ${applied.size} product(s) from store-view rows`);
  return new Map([...stored].filter(([sku]) => applied.has(sku)));
}
