/**
 * The Magento 2 sample-data module CSVs (magento/magento2-sample-data): products of the Catalog, Bundle,
 * GroupedProduct and Downloadable modules (one column per attribute, lists one value a line), their image,
 * link and download files, reviews by sku, tax rates and rules, CMS pages and blocks, sales rules.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductType } from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import type { TaxRate, TaxRule } from '@/lib/domain/tax';
import { execute } from '@/lib/server/db/execute';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import { cmsBlocks, cmsPages, meta, salesRules, taxRules } from '@/lib/server/db/schema';
import type { FileContext } from './context';
import { readCsv } from './csv';
import type { LinkType, SampleProductType } from './detect';
import { decodeTextFields, describeIssues, optionalNumber, parseVisibility } from './fields';
import { applyBundleOptions, applyGroupedLinks, applyLinks, parseSampleBundleOptions } from './product-links';
import { buildProduct, type BuildContext, type ProductInput } from './product-builder';
import { US_REGIONS } from './regions';
import { type ImportedProduct, loadDocuments, upsertRecords, writeProducts } from './write';

const lines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Columns of the sample product files that are not attributes. */
const PRODUCT_COLUMNS = new Set([
  'category', 'name', 'sku', 'price', 'qty', 'description', 'short_description', 'meta_description', 'special_price',
  'visibility', 'url_key', 'attribute_set', 'bundle_options', 'associated_sku', 'samples_title', 'links_title',
  'links_purchased_separately', 'weight', 'image',
]);

const sampleProductSchema = z.object({
  sku: z.string().trim().min(1, 'sku is required'),
  name: z.string().trim().min(1, 'name is required'),
  category: z.string().default(''),
  price: optionalNumber,
  special_price: optionalNumber,
  qty: optionalNumber,
  description: z.string().default(''),
  short_description: z.string().default(''),
  visibility: z.string().default('').refine((value) => parseVisibility(value) !== null, { message: 'unknown visibility' }),
  url_key: z.string().default(''),
  weight: optionalNumber,
});

/**
 * The sample data's `category` column: names one a line, each a child of the line before when such a child
 * exists ("Gear\nBags\nCollections\nErin Recommends" is Gear › Bags and Collections › Erin Recommends).
 */
function sampleCategoryPaths(value: string, context: Pick<FileContext, 'categories'>): string[][] {
  const paths: string[][] = [];
  let previous: string[] | null = null;
  for (const name of lines(value)) {
    let path: string[] = [name];
    if (previous) {
      const parent = context.categories.resolve(previous);
      const root = context.categories.root();
      if (context.categories.findChild(parent.id, name)) path = [...previous, name];
      else if (context.categories.findChild(root.id, name)) path = [name];
      else if (previous.length === 1) path = [...previous, name];
    }
    paths.push(path);
    previous = path;
  }
  return paths;
}

export async function importSampleProducts(context: FileContext, productType: SampleProductType): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const build: BuildContext = { attributes: context.attributes, categories: context.categories, index: context.index, now: context.now };
  const attributeColumns = csv.header.filter((column) => !PRODUCT_COLUMNS.has(column));
  const built: ImportedProduct[] = [];
  const composites: { product: ImportedProduct; values: Record<string, string>; line: number }[] = [];
  let done = 0;
  for (const record of csv.records) {
    context.progress(++done, csv.records.length);
    if (record.fieldCountError) {
      report.reject('product', file, record.line, record.fieldCountError);
      continue;
    }
    const parsed = sampleProductSchema.safeParse(record.values);
    if (!parsed.success) {
      report.reject('product', file, record.line, `${record.values.sku || '(no sku)'}: ${describeIssues(parsed.error)}`);
      continue;
    }
    const row = parsed.data;
    if (productType === 'simple' && row.price === null) {
      report.reject('product', file, record.line, `${row.sku}: price: price is required for a simple product`);
      continue;
    }
    if (productType === 'bundle' && !parseSampleBundleOptions(record.values.bundle_options ?? '')) {
      report.reject('product', file, record.line, `${row.sku}: bundle_options: expected "Title|radio:sku1,sku2" lines`);
      continue;
    }
    const attributes: Record<string, string[]> = {};
    for (const column of attributeColumns) {
      const values = lines(record.values[column]);
      if (values.length > 0) attributes[column] = values;
    }
    const qty = row.qty ?? (productType === 'simple' ? 0 : 100);
    const type: ProductType = productType;
    const input: ProductInput = {
      file,
      line: record.line,
      sku: row.sku,
      type,
      name: row.name,
      description: row.description,
      shortDescription: row.short_description,
      price: row.price,
      specialPrice: row.special_price,
      specialFrom: null,
      specialTo: null,
      status: 1,
      visibility: parseVisibility(row.visibility) ?? 4,
      urlKey: row.url_key || null,
      taxClassId: 2,
      weight: row.weight,
      categoryPaths: sampleCategoryPaths(row.category, context),
      attributes,
      images: { base: null, small: null, thumbnail: null, baseLabel: '', additional: [] },
      stock: { qty, isInStock: productType !== 'simple' || qty > 0, manageStock: productType === 'simple', minSaleQty: 1, maxSaleQty: 10000 },
      variations: [],
      createdAt: null,
      isNew: false,
      extra: {},
    };
    const product = buildProduct(input, build);
    if (productType === 'bundle' || productType === 'grouped') composites.push({ product, values: record.values, line: record.line });
    else built.push(product);
  }
  if (composites.length > 0) {
    const skus = composites.flatMap(({ values }) =>
      productType === 'bundle'
        ? (parseSampleBundleOptions(values.bundle_options ?? '') ?? []).flatMap((spec) => spec.links.map((link) => link.sku))
        : (values.associated_sku ?? '').split(',').map((sku) => sku.trim()),
    );
    const known = await loadDocuments(context.db, skus.filter(Boolean));
    for (const { product, values, line } of composites) {
      const missing =
        productType === 'bundle'
          ? applyBundleOptions(product, parseSampleBundleOptions(values.bundle_options ?? '') ?? [], (sku) => known.get(sku))
          : applyGroupedLinks(
              product,
              (values.associated_sku ?? '').split(',').map((sku) => ({ sku: sku.trim(), qty: 1 })).filter((entry) => entry.sku),
              (sku) => known.get(sku),
            );
      if (missing.length > 0) report.note(`${file}:${line}: ${product.doc.sku} names skus that are in no imported file: ${missing.join(', ')}`);
      built.push(product);
    }
  }
  // Existing documents keep what other files added to them (images, links, downloads).
  const previous = await loadDocuments(context.db, built.map((product) => product.doc.sku));
  for (const product of built) {
    const old = previous.get(product.doc.sku)?.doc;
    if (!old) continue;
    for (const field of ['image', 'small_image', 'thumbnail', 'media_gallery', 'product_links', 'downloadable_links'] as const) {
      const value = old[field];
      const empty = product.doc[field] === '' || product.doc[field] === undefined || (Array.isArray(product.doc[field]) && (product.doc[field] as unknown[]).length === 0);
      if (value !== undefined && empty) (product.doc as Record<string, unknown>)[field] = value;
    }
    if (old.product_links && product.doc.product_links) {
      const own = new Set(product.doc.product_links.map((link) => link.link_type));
      product.doc.product_links = [...product.doc.product_links, ...old.product_links.filter((link) => !own.has(link.link_type))];
    }
  }
  const result = await writeProducts(context.db, built, context.changes);
  report.add('product', 'imported', result.inserted);
  report.add('product', 'updated', result.updated);
  return csv.records.length;
}

/** Rows keyed by sku that add something to existing products; unknown skus are rejected with their line. */
async function updateProducts(
  context: FileContext,
  keyColumn: string,
  entity: 'image' | 'product_link' | 'product',
  apply: (product: ImportedProduct, rows: { line: number; values: Record<string, string> }[]) => string | null,
): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const bySku = new Map<string, { line: number; values: Record<string, string> }[]>();
  for (const record of csv.records) {
    const sku = record.values[keyColumn]?.trim() ?? '';
    if (record.fieldCountError || !sku) {
      report.reject(entity, file, record.line, record.fieldCountError ?? `${keyColumn} is required`);
      continue;
    }
    const list = bySku.get(sku) ?? [];
    list.push(record);
    bySku.set(sku, list);
  }
  const documents = await loadDocuments(context.db, [...bySku.keys()]);
  const changed: ImportedProduct[] = [];
  let done = 0;
  for (const [sku, rows] of bySku) {
    context.progress((done += rows.length), csv.records.length);
    const product = documents.get(sku);
    if (!product) {
      for (const row of rows) report.reject(entity, file, row.line, `${sku}: no product with this sku`);
      continue;
    }
    const problem = apply(product, rows);
    if (problem) {
      for (const row of rows) report.reject(entity, file, row.line, `${sku}: ${problem}`);
      continue;
    }
    report.add(entity, 'updated', rows.length);
    changed.push(product);
  }
  await writeProducts(context.db, changed, context.changes);
  return csv.records.length;
}

/** images_*.csv (sku, image): the photo becomes the base image when the product has none, and joins the gallery. */
export function importSampleImages(context: FileContext): Promise<number> {
  return updateProducts(context, 'sku', 'image', (product, rows) => {
    const doc = product.doc;
    for (const { values } of rows) {
      const image = values.image?.trim() ?? '';
      if (!/^\/?[\w.-]+(\/[\w.-]+)*\.(jpe?g|png|gif|webp)$/i.test(image)) return `not an image path: '${image}'`;
      const file = image.startsWith('/') ? image : `/${image}`;
      if (!doc.image) doc.image = file;
      if (!doc.small_image) doc.small_image = file;
      if (!doc.thumbnail) doc.thumbnail = file;
      if (!doc.media_gallery.some((entry) => entry.image === file)) {
        doc.media_gallery.push({ image: file, pos: doc.media_gallery.length + 1, typ: 'image', lab: '', vid: null });
      }
    }
    return null;
  });
}

export async function importSampleLinks(context: FileContext, linkType: LinkType): Promise<number> {
  const csv = readCsv(context.absolutePath);
  const linked = csv.records.flatMap((record) => lines(record.values.linked_sku));
  const targets = await loadDocuments(context.db, [...new Set(linked)]);
  return updateProducts(context, 'sku', 'product_link', (product, rows) => {
    const skus = rows.flatMap(({ values }) => lines(values.linked_sku));
    const missing = applyLinks(product, linkType, skus, (sku) => targets.get(sku));
    if (missing.length > 0) context.report.note(`${context.file}: ${product.doc.sku} links to unknown skus: ${missing.join(', ')}`);
    return null;
  });
}

export function importSampleDownloadableLinks(context: FileContext): Promise<number> {
  return updateProducts(context, 'product_sku', 'product', (product, rows) => {
    const links: { id: number; title: string; price: number; sample_url?: string }[] = [];
    for (const { values } of rows) {
      const price = Number(values.link_item_price || 0);
      if (!values.link_item_title?.trim() || !Number.isFinite(price) || price < 0) return 'link_item_title and a price ≥ 0 are required';
      links.push({ id: product.doc.id * 10 + links.length + 1, title: values.link_item_title.trim(), price });
    }
    product.doc.downloadable_links = links;
    return null;
  });
}

const reviewSchema = z.object({
  sku: z.string().trim().min(1, 'sku is required'),
  rating_value: z.coerce.number().int().min(1, 'rating_value must be 1–5').max(5, 'rating_value must be 1–5'),
  title: z.string().trim().min(1, 'title is required'),
  review: z.string().trim().min(1, 'review is required'),
  reviewer: z.string().trim().min(1, 'reviewer is required'),
});

/** Inserts a review unless the same one (product, nickname, title, detail) is there; answers whether it was new. */
export async function insertReview(
  context: FileContext,
  review: { productId: number; title: string; detail: string; nickname: string; rating: number; status: number; createdAt?: string | null },
): Promise<boolean> {
  const result = await execute<{ id: number }>(
    context.db,
    sql`INSERT INTO reviews (product_id, title, detail, nickname, rating, review_status, created_at)
      SELECT ${review.productId}, ${review.title}, ${review.detail}, ${review.nickname}, ${review.rating}, ${review.status},
        COALESCE(${review.createdAt ?? null}::timestamptz, now())
      WHERE NOT EXISTS (SELECT 1 FROM reviews WHERE product_id = ${review.productId} AND nickname = ${review.nickname}
        AND title = ${review.title} AND detail = ${review.detail})
      RETURNING id`,
  );
  return result.rows.length > 0;
}

export async function importSampleReviews(context: FileContext): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  let done = 0;
  for (const record of csv.records) {
    context.progress(++done, csv.records.length);
    const parsed = reviewSchema.safeParse(record.values);
    if (record.fieldCountError || !parsed.success) {
      report.reject('review', file, record.line, record.fieldCountError ?? describeIssues((parsed as { error: z.ZodError }).error));
      continue;
    }
    const product = context.index.bySku.get(parsed.data.sku);
    if (!product) {
      report.reject('review', file, record.line, `${parsed.data.sku}: no product with this sku`);
      continue;
    }
    const isNew = await insertReview(context, {
      productId: product.id,
      title: parsed.data.title,
      detail: parsed.data.review,
      nickname: parsed.data.reviewer,
      rating: parsed.data.rating_value,
      status: 1,
    });
    report.add('review', isNew ? 'imported' : 'updated');
  }
  return csv.records.length;
}

const taxRateSchema = z.object({
  code: z.string().trim().min(1, 'code is required'),
  tax_country_id: z.string().trim().regex(/^[A-Z]{2}$/, 'tax_country_id must be a 2-letter country code'),
  tax_region_name: z.string().default(''),
  tax_postcode: z.string().default('*'),
  rate: z.coerce.number().min(0, 'rate must be ≥ 0').max(100, 'rate must be ≤ 100'),
});

const TAX_RATES_KEY = 'import.tax_rates';

async function storedTaxRates(context: FileContext): Promise<Record<string, TaxRate>> {
  const result = await execute<{ value: Record<string, TaxRate> }>(context.db, sql`SELECT value FROM meta WHERE key = ${TAX_RATES_KEY}`);
  return result.rows[0]?.value ?? {};
}

/** Tax rates are kept (meta 'import.tax_rates') for the rules that name them; rules already using a rate get the new value. */
export async function importSampleTaxRates(context: FileContext): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const rates = await storedTaxRates(context);
  let nextId = Math.max(0, ...Object.values(rates).map((rate) => rate.id ?? 0)) + 1;
  for (const record of csv.records) {
    const parsed = taxRateSchema.safeParse(record.values);
    if (record.fieldCountError || !parsed.success) {
      report.reject('tax_rate', file, record.line, record.fieldCountError ?? describeIssues((parsed as { error: z.ZodError }).error));
      continue;
    }
    const row = parsed.data;
    const regionName = row.tax_region_name.trim() === '*' ? '' : row.tax_region_name.trim();
    const region = row.tax_country_id === 'US' && regionName ? US_REGIONS[regionName.toLowerCase()] : undefined;
    if (regionName && !region) {
      report.reject('tax_rate', file, record.line, `${row.code}: unknown region '${regionName}' of ${row.tax_country_id}`);
      continue;
    }
    const existing = rates[row.code];
    rates[row.code] = {
      id: existing?.id ?? nextId++,
      code: row.code,
      tax_country_id: row.tax_country_id,
      tax_region_id: region?.id ?? 0,
      ...(region ? { region_name: regionName, region_code: region.code } : {}),
      tax_postcode: row.tax_postcode || '*',
      rate: row.rate,
    };
    report.add('tax_rate', existing ? 'updated' : 'imported');
  }
  await upsertRecords(context.db, meta, [{ key: TAX_RATES_KEY, value: rates }], ['key']);
  // Rules that use these rates follow the new values.
  const rules = await execute<{ id: number; code: string; doc: TaxRule }>(context.db, sql`SELECT id, code, doc FROM tax_rules`);
  for (const rule of rules.rows) {
    const doc = rule.doc;
    if (!doc.rates.some((rate) => rate.code && rates[rate.code])) continue;
    doc.rates = doc.rates.map((rate) => (rate.code && rates[rate.code] ? (rates[rate.code] as TaxRate) : rate));
    await execute(context.db, sql`UPDATE tax_rules SET doc = ${JSON.stringify(doc)}::jsonb WHERE id = ${rule.id}`);
  }
  return csv.records.length;
}

const CLASS_NAMES: Record<string, number> = { 'retail customer': 3, 'taxable goods': 2, none: 0 };
const classIds = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => (/^\d+$/.test(entry) ? Number(entry) : (CLASS_NAMES[entry] ?? Number.NaN)));

export async function importSampleTaxRules(context: FileContext): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const rates = await storedTaxRates(context);
  const existing = await execute<{ id: number; code: string }>(context.db, sql`SELECT id, code FROM tax_rules`);
  const idByCode = new Map(existing.rows.map((row) => [row.code, Number(row.id)]));
  let nextId = Math.max(0, ...idByCode.values()) + 1;
  const rows: { id: number; code: string; doc: Record<string, unknown> }[] = [];
  for (const record of csv.records) {
    const values = record.values;
    const code = values.code?.trim() ?? '';
    const rateCodes = (values.tax_rate ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    const customer = classIds(values.tax_customer_class ?? '');
    const product = classIds(values.tax_product_class ?? '');
    const unknown = rateCodes.filter((rate) => !rates[rate]);
    const problem = record.fieldCountError
      ? record.fieldCountError
      : !code
        ? 'code is required'
        : rateCodes.length === 0
          ? 'tax_rate is required'
          : unknown.length > 0
            ? `unknown tax rate ${unknown.join(', ')} (import the tax rate file first)`
            : customer.length === 0 || product.length === 0 || [...customer, ...product].some(Number.isNaN)
              ? 'tax_customer_class and tax_product_class must be class ids or names'
              : null;
    if (problem) {
      report.reject('tax_rule', file, record.line, `${code || '(no code)'}: ${problem}`);
      continue;
    }
    const id = idByCode.get(code) ?? nextId++;
    idByCode.set(code, id);
    const rule: TaxRule = {
      id,
      code,
      priority: Number(values.priority) || 0,
      customer_tax_class_ids: customer,
      product_tax_class_ids: product,
      rates: rateCodes.map((rate) => rates[rate] as TaxRate),
    };
    rows.push({ id, code, doc: rule as unknown as Record<string, unknown> });
  }
  const result = await upsertRecords(context.db, taxRules, rows, ['id']);
  report.add('tax_rule', 'imported', result.inserted);
  report.add('tax_rule', 'updated', result.updated);
  return csv.records.length;
}

/** Magento's `{{store url="about-us"}}` directives become shop paths; other directives stay. */
function rewriteDirectives(content: string): string {
  return content.replace(/\{\{store (?:direct_)?url=["']([^"']*)["']\s*\}\}/g, (_match, target: string) => `/${target.replace(/^\/+/, '')}`);
}

export async function importCms(
  context: FileContext,
  kind: 'page' | 'block',
  entries: { line: number | null; id?: number; identifier: string; storeId: number; title: string; content: string; isActive: boolean; doc: Record<string, unknown> }[],
): Promise<void> {
  const table = kind === 'page' ? cmsPages : cmsBlocks;
  const tableName = kind === 'page' ? 'cms_pages' : 'cms_blocks';
  const entity = kind === 'page' ? 'cms_page' : 'cms_block';
  const existing = await execute<{ id: number; identifier: string; store_id: number }>(
    context.db,
    sql.raw(`SELECT id, identifier, store_id FROM ${tableName}`),
  );
  const idByKey = new Map(existing.rows.map((row) => [`${row.identifier}|${row.store_id}`, Number(row.id)]));
  const usedIds = new Set(existing.rows.map((row) => Number(row.id)));
  let nextId = Math.max(0, ...usedIds) + 1;
  const rows = [];
  for (const entry of entries) {
    const key = `${entry.identifier}|${entry.storeId}`;
    let id = idByKey.get(key);
    if (id === undefined) {
      id = entry.id !== undefined && !usedIds.has(entry.id) ? entry.id : nextId;
      nextId = Math.max(nextId, id + 1);
      usedIds.add(id);
      idByKey.set(key, id);
    }
    const title = decodeEntities(entry.title);
    const content = sanitizeRichText(entry.content);
    const doc = { ...decodeTextFields(entry.doc), id, identifier: entry.identifier, title, content, active: entry.isActive };
    const row: Record<string, unknown> = {
      id,
      identifier: entry.identifier,
      storeId: entry.storeId,
      title,
      content,
      isActive: entry.isActive,
      doc,
    };
    if (kind === 'page') row.updatedAt = new Date();
    rows.push(row);
  }
  const result = await upsertRecords(context.db, table, rows, ['identifier', 'store_id']);
  context.report.add(entity, 'imported', result.inserted);
  context.report.add(entity, 'updated', result.updated);
}

export async function importSampleCms(context: FileContext, kind: 'page' | 'block'): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const entity = kind === 'page' ? 'cms_page' : 'cms_block';
  const entries = [];
  for (const record of csv.records) {
    const { identifier = '', title = '', content = '' } = record.values;
    if (record.fieldCountError || !/^[a-z0-9][a-z0-9_\-/.]*$/i.test(identifier.trim()) || !title.trim()) {
      report.reject(entity, file, record.line, record.fieldCountError ?? `'${identifier}': identifier (letters, digits, - _ /) and title are required`);
      continue;
    }
    const { content_heading: heading = '', page_layout: layout = '', meta_keywords: keywords = '', meta_description: description = '' } = record.values;
    entries.push({
      line: record.line,
      identifier: identifier.trim(),
      storeId: 0,
      title: title.trim(),
      content: rewriteDirectives(content),
      isActive: record.values.is_active === undefined || record.values.is_active.trim() !== '0',
      doc:
        kind === 'page'
          ? { content_heading: heading, page_layout: layout, meta_keywords: keywords, meta_description: description, store_id: [0] }
          : { store_id: [0] },
    });
  }
  await importCms(context, kind, entries);
  return csv.records.length;
}

const ACTIONS: Record<string, 'percent' | 'fixed'> = { by_percent: 'percent', by_fixed: 'fixed', cart_fixed: 'fixed' };

/** Sales rules with a coupon code become coupons (sales_rules); automatic rules (no code) are skipped. */
export async function importSampleSalesRules(context: FileContext): Promise<number> {
  const { report, file } = context;
  const csv = readCsv(context.absolutePath);
  const rows = [];
  for (const record of csv.records) {
    const values = record.values;
    const amount = Number(values.discount_amount);
    if (record.fieldCountError || !values.name?.trim() || !Number.isFinite(amount) || amount < 0) {
      report.reject('coupon', file, record.line, record.fieldCountError ?? 'name and a discount_amount ≥ 0 are required');
      continue;
    }
    const code = values.coupon_code?.trim() ?? '';
    if (!code) {
      report.add('coupon', 'skipped');
      report.note(`${file}:${record.line}: '${values.name.trim()}' has no coupon code (an automatic cart rule): skipped, the shop applies coupons only`);
      continue;
    }
    const discountType = ACTIONS[values.simple_action?.trim() ?? ''];
    if (!discountType) {
      report.add('coupon', 'skipped');
      report.note(`${file}:${record.line}: coupon ${code}: action '${values.simple_action}' is not supported (percent or fixed only): skipped`);
      continue;
    }
    if (discountType === 'percent' && amount > 100) {
      report.reject('coupon', file, record.line, `${code}: a percent discount above 100`);
      continue;
    }
    rows.push({
      name: values.name.trim(),
      couponCode: code.toUpperCase(),
      discountType,
      discountAmount: amount.toFixed(4),
      isActive: values.is_active?.trim() !== '0',
    });
  }
  const result = await upsertRecords(context.db, salesRules, rows, ['coupon_code']);
  report.add('coupon', 'imported', result.inserted);
  report.add('coupon', 'updated', result.updated);
  return csv.records.length;
}
