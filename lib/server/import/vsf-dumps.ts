/**
 * Vue Storefront 1 Elasticsearch dumps (NDJSON, one `{_index, _type, _id, _source}` a line): categories keep
 * their ids, url_path and slug; attributes their option ids; tax rules, CMS pages and blocks, products and
 * reviews their ids.
 */
import { sanitizeOptionalRichText, sanitizeRichText } from '@/lib/domain/rich-text';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import type { AttributeDocument, ConfigurableChild, ConfigurableOption, ProductDocument, ProductType } from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import { execute } from '@/lib/server/db/execute';
import { meta, taxRules } from '@/lib/server/db/schema';
import { slugify } from '@/lib/server/seed/slug';
import type { FileContext } from './context';
import type { VsfEntity } from './detect';
import { decodeTextFields, describeIssues } from './fields';
import { importCms, insertReview } from './magento-sample-modules';
import { type ImportedProduct, upsertRecords, writeProducts } from './write';

const VSF_PRODUCTS_KEY = 'import.vsf_products';

const lineSchema = z.object({ _source: z.record(z.string(), z.unknown()) });

/** The `_source` of every line with its line number; unparsable lines are rejected. */
function readDump(context: FileContext, entity: Parameters<FileContext['report']['reject']>[0]) {
  const sources: { line: number; source: Record<string, unknown> }[] = [];
  const text = fs.readFileSync(context.absolutePath, 'utf8');
  text.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      context.report.reject(entity, context.file, index + 1, `not JSON: ${(error as Error).message}`);
      return;
    }
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success) {
      context.report.reject(entity, context.file, index + 1, 'expected {"_source": {…}}');
      return;
    }
    sources.push({ line: index + 1, source: parsed.data._source });
  });
  return sources;
}

const bool = z.union([z.boolean(), z.number(), z.string()]).transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const int = z.coerce.number().int();

const categorySchema = z.object({
  id: int.positive(),
  parent_id: int.nonnegative(),
  name: z.string().trim().min(1, 'name is required'),
  url_key: z.string().trim().min(1, 'url_key is required'),
  url_path: z.string().trim().min(1, 'url_path is required'),
  slug: z.string().optional(),
  path: z.string().regex(/^\d+(\/\d+)*$/, 'path must be ids joined by /'),
  level: int.nonnegative(),
  position: int.default(0),
  is_active: bool.default(true),
  include_in_menu: bool.default(true),
});

const attributeSchema = z.object({
  attribute_id: int.positive(),
  attribute_code: z.string().trim().regex(/^[a-z][a-z0-9_]*$/, 'attribute_code must be a lower-case code'),
  frontend_input: z.string().nullish().transform((value) => value || 'text'),
  frontend_label: z.string().nullish(),
  default_frontend_label: z.string().nullish(),
  options: z.array(z.object({ label: z.coerce.string(), value: z.coerce.string() })).default([]),
});

const taxRuleSchema = z.object({
  id: int.positive(),
  code: z.string().trim().min(1),
  priority: int.default(0),
  customer_tax_class_ids: z.array(int),
  product_tax_class_ids: z.array(int),
  rates: z.array(
    z.object({
      id: int.optional(),
      code: z.string().optional(),
      tax_country_id: z.string().regex(/^[A-Z]{2}$/),
      tax_region_id: int.default(0),
      region_name: z.string().optional(),
      region_code: z.string().optional(),
      tax_postcode: z.string().default('*'),
      rate: z.coerce.number().min(0).max(100),
    }),
  ),
});

const cmsSchema = z.object({
  id: int.positive(),
  identifier: z.string().trim().min(1, 'identifier is required'),
  title: z.string().default(''),
  content: z.string().default(''),
  store_id: z.union([int, z.array(int)]).default(0),
  active: bool.optional(),
  is_active: bool.optional(),
});

const reviewSchema = z.object({
  id: int.positive(),
  product_id: int.positive(),
  title: z.string().trim().min(1, 'title is required'),
  detail: z.string().trim().min(1, 'detail is required'),
  nickname: z.string().trim().min(1, 'nickname is required'),
  review_status: int.default(1),
  created_at: z.string().nullish(),
});

const productSchema = z
  .object({
    id: int.positive(),
    sku: z.string().trim().min(1, 'sku is required'),
    name: z.string().trim().min(1, 'name is required'),
    type_id: z.enum(['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']),
    price: z.coerce.number().min(0).default(0),
    status: int.default(1),
    visibility: int.min(1).max(4).default(4),
  })
  .passthrough();

/** A dumped product's plain texts decoded (issue 10 item 14): meta fields, variant names, configurable option labels. */
function decodedProductTexts(source: Record<string, unknown>): Record<string, unknown> {
  const decoded = decodeTextFields(source);
  if (Array.isArray(source.configurable_children)) {
    decoded.configurable_children = source.configurable_children.map((child: unknown) =>
      child && typeof child === 'object' ? decodeTextFields(child as Record<string, unknown>) : child,
    );
  }
  if (Array.isArray(source.configurable_options)) {
    decoded.configurable_options = (source.configurable_options as ConfigurableOption[]).map((option) => ({
      ...option,
      ...(typeof option.label === 'string' ? { label: decodeEntities(option.label) } : {}),
      values: Array.isArray(option.values) ? option.values.map((value) => ({ ...value, label: decodeEntities(String(value.label ?? '')) })) : option.values,
    }));
  }
  return decoded;
}

export async function importVsfDump(context: FileContext, entity: VsfEntity): Promise<number> {
  switch (entity) {
    case 'category':
      return importCategories(context);
    case 'attribute':
      return importAttributes(context);
    case 'taxrule':
      return importTaxRules(context);
    case 'cms_page':
    case 'cms_block':
      return importCmsDump(context, entity);
    case 'review':
      return importReviews(context);
    case 'product':
      return importProducts(context);
  }
}

async function importCategories(context: FileContext): Promise<number> {
  const sources = readDump(context, 'category');
  for (const { line, source } of sources) {
    const parsed = categorySchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject('category', context.file, line, `${String(source.id ?? '?')}: ${describeIssues(parsed.error)}`);
      continue;
    }
    const row = parsed.data;
    const { children_data: _children, ...extra } = source;
    void _children;
    context.report.add('category', context.categories.byId.has(row.id) ? 'updated' : 'imported');
    context.categories.put({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      urlKey: row.url_key,
      urlPath: row.url_path.replace(/^\/+|\/+$/g, ''),
      slug: row.slug || `${row.url_key}-${row.id}`,
      path: row.path,
      level: row.level,
      position: row.position,
      isActive: row.is_active,
      includeInMenu: row.include_in_menu,
      extra,
    });
  }
  if (!context.categories.byId.has(ROOT_CATEGORY_ID)) {
    context.report.note(`${context.file}: no category ${ROOT_CATEGORY_ID} (the root); product category paths will create one`);
  }
  return sources.length;
}

async function importAttributes(context: FileContext): Promise<number> {
  const sources = readDump(context, 'attribute');
  for (const { line, source } of sources) {
    const parsed = attributeSchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject('attribute', context.file, line, `${String(source.attribute_code ?? '?')}: ${describeIssues(parsed.error)}`);
      continue;
    }
    const row = parsed.data;
    context.report.add('attribute', context.attributes.get(row.attribute_code) ? 'updated' : 'imported');
    const doc = {
      ...source,
      attribute_id: row.attribute_id,
      attribute_code: row.attribute_code,
      frontend_input: row.frontend_input as AttributeDocument['frontend_input'],
      frontend_label: row.frontend_label || row.default_frontend_label || row.attribute_code,
      is_user_defined: bool.parse(source.is_user_defined ?? true),
      is_visible: bool.parse(source.is_visible ?? true),
      is_visible_on_front: bool.parse(source.is_visible_on_front ?? false),
      is_comparable: bool.parse(source.is_comparable ?? false),
      is_filterable: bool.parse(source.is_filterable ?? false),
      position: Number(source.position ?? 0) || 0,
      options: row.options,
    };
    context.attributes.put(doc);
  }
  return sources.length;
}

async function importTaxRules(context: FileContext): Promise<number> {
  const sources = readDump(context, 'tax_rule');
  const rows = [];
  for (const { line, source } of sources) {
    const parsed = taxRuleSchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject('tax_rule', context.file, line, describeIssues(parsed.error));
      continue;
    }
    rows.push({ id: parsed.data.id, code: parsed.data.code, doc: parsed.data as unknown as Record<string, unknown> });
  }
  const result = await upsertRecords(context.db, taxRules, rows, ['id']);
  context.report.add('tax_rule', 'imported', result.inserted);
  context.report.add('tax_rule', 'updated', result.updated);
  return sources.length;
}

async function importCmsDump(context: FileContext, entity: 'cms_page' | 'cms_block'): Promise<number> {
  const sources = readDump(context, entity);
  const entries = [];
  for (const { line, source } of sources) {
    const parsed = cmsSchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject(entity, context.file, line, describeIssues(parsed.error));
      continue;
    }
    const row = parsed.data;
    const stores = Array.isArray(row.store_id) ? row.store_id : [row.store_id];
    entries.push({
      line,
      id: row.id,
      identifier: row.identifier,
      storeId: stores.includes(0) || stores.length === 0 ? 0 : (stores[0] as number),
      title: row.title,
      content: row.content,
      isActive: row.is_active ?? row.active ?? true,
      doc: source,
    });
  }
  await importCms(context, entity === 'cms_page' ? 'page' : 'block', entries);
  return sources.length;
}

async function importReviews(context: FileContext): Promise<number> {
  const sources = readDump(context, 'review');
  const flag = await execute<{ value: unknown }>(context.db, sql`SELECT value FROM meta WHERE key = ${VSF_PRODUCTS_KEY}`);
  if (flag.rows[0]?.value !== true) {
    context.report.add('review', 'skipped', sources.length);
    context.report.note(
      `${context.file}: ${sources.length} reviews skipped: their product_id is the original shop's entity id and no VSF product dump was imported to match it (reviews by sku come from ReviewSampleData)`,
    );
    return sources.length;
  }
  const ids = new Set([...context.index.bySku.values()].map((entry) => entry.id));
  for (const { line, source } of sources) {
    const parsed = reviewSchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject('review', context.file, line, describeIssues(parsed.error));
      continue;
    }
    const row = parsed.data;
    if (!ids.has(row.product_id)) {
      context.report.reject('review', context.file, line, `no product with id ${row.product_id}`);
      continue;
    }
    const isNew = await insertReview(context, {
      productId: row.product_id,
      title: row.title,
      detail: row.detail,
      nickname: row.nickname,
      rating: 5,
      status: row.review_status,
      createdAt: row.created_at ? new Date(row.created_at.replace(' ', 'T') + 'Z').toISOString() : null,
    });
    context.report.add('review', isNew ? 'imported' : 'updated');
  }
  return sources.length;
}

/** Option ids of the document's filterable attributes (products.attrs). */
function attrsOf(doc: Record<string, unknown>, context: FileContext): Record<string, number[]> {
  const attrs: Record<string, number[]> = {};
  for (const [code, value] of Object.entries(doc)) {
    const attribute = context.attributes.get(code);
    if (!attribute || !context.attributes.isOptionAttribute(code)) continue;
    const list = (Array.isArray(value) ? value : String(value ?? '').split(','))
      .map((entry) => Number(entry))
      .filter((entry) => Number.isInteger(entry) && entry > 0 || entry === 0 && attribute.frontend_input === 'boolean');
    if (list.length > 0) attrs[code] = [...new Set(list)];
  }
  return attrs;
}

async function importProducts(context: FileContext): Promise<number> {
  const sources = readDump(context, 'product');
  const products: ImportedProduct[] = [];
  for (const { line, source } of sources) {
    const parsed = productSchema.safeParse(source);
    if (!parsed.success) {
      context.report.reject('product', context.file, line, `${String(source.sku ?? '?')}: ${describeIssues(parsed.error)}`);
      continue;
    }
    const row = parsed.data;
    const owner = [...context.index.bySku.values()].find((entry) => entry.id === row.id && entry.sku !== row.sku);
    if (owner) {
      context.report.reject('product', context.file, line, `${row.sku}: id ${row.id} already belongs to ${owner.sku}`);
      continue;
    }
    const urlKey = String(source.url_key ?? '') || slugify(row.name);
    const urlPath = context.index.uniqueUrlPath(row.sku, String(source.url_path ?? '').replace(/\.html$/, '') || urlKey);
    context.index.reserve(row.id);
    context.index.remember({ id: row.id, sku: row.sku, urlPath, typeId: row.type_id });
    const categoryIds = (
      Array.isArray(source.category_ids)
        ? source.category_ids
        : Array.isArray(source.category)
          ? (source.category as { category_id?: unknown }[]).map((entry) => entry.category_id)
          : []
    )
      .map(Number)
      .filter((id) => Number.isInteger(id) && id !== ROOT_CATEGORY_ID);
    const refs = categoryIds.map((id) => context.categories.ref(id)).filter((ref) => ref !== null);
    const stockSource = (source.stock ?? {}) as Record<string, unknown>;
    const doc = {
      media_gallery: [],
      tier_prices: [],
      image: '',
      small_image: '',
      thumbnail: '',
      created_at: context.now.toISOString(),
      new: 0,
      sale: 0,
      ...decodedProductTexts(source),
      id: row.id,
      sku: row.sku,
      description: sanitizeRichText(typeof source.description === 'string' ? source.description : ''),
      short_description: sanitizeOptionalRichText(source.short_description),
      name: decodeEntities(row.name),
      type_id: row.type_id as ProductType,
      price: row.price,
      status: row.status,
      visibility: row.visibility,
      url_key: urlKey,
      url_path: urlPath,
      slug: String(source.slug ?? '') || urlKey,
      tax_class_id: Number(source.tax_class_id ?? 2) || 0,
      category: refs.length > 0 ? refs : ((source.category as ProductDocument['category']) ?? []),
      category_ids: categoryIds,
      stock: {
        product_id: row.id,
        qty: Number(stockSource.qty ?? 0) || 0,
        is_in_stock: stockSource.is_in_stock !== false,
        manage_stock: stockSource.manage_stock !== false,
        min_sale_qty: Number(stockSource.min_sale_qty ?? 1) || 1,
        max_sale_qty: Number(stockSource.max_sale_qty ?? 10000) || 10000,
      },
      updated_at: context.now.toISOString(),
    } as ProductDocument;
    const product: ImportedProduct = {
      doc,
      parentSku: null,
      attrs: attrsOf(source, context),
      categoryNames: doc.category.map((ref) => ref.name).join(' '),
      isNew: Number(source.new ?? 0) === 1,
    };
    products.push(product);
    // The variants are sold by their own sku: they get product and stock rows too.
    for (const child of (doc.configurable_children ?? []) as ConfigurableChild[]) {
      if (!child.sku || !Number.isInteger(Number(child.id))) continue;
      const childUrl = context.index.uniqueUrlPath(child.sku, child.url_key || slugify(child.sku));
      context.index.remember({ id: Number(child.id), sku: child.sku, urlPath: childUrl, typeId: 'simple' });
      products.push({
        doc: {
          ...doc,
          ...child,
          configurable_children: undefined,
          configurable_options: undefined,
          type_id: 'simple',
          visibility: 1,
          url_key: child.url_key || slugify(child.sku),
          url_path: childUrl,
          slug: child.url_key || slugify(child.sku),
          parentSku: row.sku,
          stock: { ...doc.stock, ...(child.stock ?? {}), product_id: Number(child.id) },
        } as ProductDocument,
        parentSku: row.sku,
        attrs: { ...product.attrs, ...attrsOf(child as Record<string, unknown>, context) },
        categoryNames: product.categoryNames,
        isNew: product.isNew,
      });
    }
  }
  const result = await writeProducts(context.db, products, context.changes);
  context.report.add('product', 'imported', result.inserted);
  context.report.add('product', 'updated', result.updated);
  await upsertRecords(context.db, meta, [{ key: VSF_PRODUCTS_KEY, value: true }], ['key']);
  return sources.length;
}
