import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parseProductEdit, windowEnd, windowStart, inStockField, qtyField, type FieldErrors, type ProductEdit, type VariantEdit } from './product-form';
import type { PriceWindow } from '@/lib/domain/variant-prices';
import { revalidateProducts } from '@/lib/server/catalog/catalog-revalidation';
import type { Db } from '@/lib/server/db/client';
import { products, stock } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/api-error';
import { recordAudit, type AuditChanges } from './audit';
import type { StaffMember } from './staff-accounts';

const PRODUCTS_PAGE_SIZE = 50;
/** The audit log's name of a product's entries (`entity_key` is its sku). */
export const PRODUCT_AUDIT = 'product';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The product list's query string: a search by sku or name, the order, the page. */
export const productFiltersSchema = z.object({
  q: optional(z.string().trim().max(200, 'The search is too long')),
  sort: optional(z.enum(['newest', 'sku'], { error: 'Sort by newest or sku' })),
  page: optional(z.coerce.number().int('Page is a whole number').min(1).max(100_000)),
});
export type ProductFilters = z.output<typeof productFiltersSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Products a staff member edits: those without a parent (a configurable's children are edited on its page). A search
 * matches the sku (prefix, any case), a child's sku (its configurable is listed) or a word of the name.
 */
function whereOf(filters: ProductFilters): SQL | undefined {
  const conditions: SQL[] = [isNull(products.parentSku)];
  if (filters.q) {
    const prefix = `${escapeLike(filters.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${products.sku}) LIKE ${prefix}`,
        ilike(products.name, `%${escapeLike(filters.q)}%`),
        sql`${products.sku} IN (SELECT c.parent_sku FROM products c WHERE lower(c.sku) LIKE ${prefix} AND c.parent_sku IS NOT NULL)`,
      )!,
    );
  }
  return and(...conditions);
}

/** One page of products (newest first, or by sku) with the number the search matches. */
export async function listProducts(db: Db, filters: ProductFilters) {
  const where = whereOf(filters);
  const page = filters.page ?? 1;
  const order = filters.sort === 'sku' ? [asc(products.sku)] : [desc(products.createdAt), desc(products.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        sku: products.sku,
        name: products.name,
        typeId: products.typeId,
        status: products.status,
        price: products.price,
        specialPrice: products.specialPrice,
        qty: stock.qty,
        isInStock: stock.isInStock,
        children: sql<number>`(SELECT count(*)::int FROM products c WHERE c.parent_sku = ${products.sku})`,
      })
      .from(products)
      .leftJoin(stock, eq(stock.sku, products.sku))
      .where(where)
      .orderBy(...order)
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((page - 1) * PRODUCTS_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0), page, pageSize: PRODUCTS_PAGE_SIZE };
}

const stockColumns = { sku: stock.sku, qty: stock.qty, isInStock: stock.isInStock, manageStock: stock.manageStock };

/** A product as its page shows it: prices, window, status, and its stock or its children's (with their prices, window and status); a child names its parent. */
export async function productForEdit(db: Db, sku: string) {
  const [product] = await db
    .select({
      sku: products.sku,
      parentSku: products.parentSku,
      name: products.name,
      typeId: products.typeId,
      status: products.status,
      urlKey: products.urlKey,
      price: products.price,
      specialPrice: products.specialPrice,
      specialFromDate: products.specialFromDate,
      specialToDate: products.specialToDate,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) return null;
  const [children, own] = await Promise.all([
    db
      .select({
        name: products.name,
        status: products.status,
        price: products.price,
        specialPrice: products.specialPrice,
        specialFromDate: products.specialFromDate,
        specialToDate: products.specialToDate,
        ...stockColumns,
      })
      .from(products)
      .innerJoin(stock, eq(stock.sku, products.sku))
      .where(eq(products.parentSku, sku))
      .orderBy(asc(products.id)),
    db.select(stockColumns).from(stock).where(eq(stock.sku, sku)),
  ]);
  return { product, children, stock: product.typeId === 'configurable' ? null : (own[0] ?? null) };
}

/** A refused product form: 400 with the message of each wrong field. */
export class ProductFormError extends ApiError {
  constructor(readonly fields: FieldErrors) {
    const named = Object.entries(fields).map(([field, message]) => (field.includes(':') ? `${field.slice(field.indexOf(':') + 1)}: ${message}.` : `${message}.`));
    super(400, `Nothing was changed. ${named.join(' ')}`);
  }
}

const money = (value: number | null) => (value === null ? null : value.toFixed(4));
const amountOf = (value: string | null) => (value === null ? null : Number(value));
const isoOf = (value: Date | null) => (value ? value.toISOString() : null);

type Row = typeof products.$inferSelect;

/** The product columns and document fields an edit sets (the document keeps what the storefront reads in step). */
function priceFields(edit: ProductEdit) {
  const from = windowStart(edit.specialFrom);
  const to = windowEnd(edit.specialTo);
  return {
    columns: { price: money(edit.price)!, specialPrice: money(edit.specialPrice), specialFromDate: from ? new Date(from) : null, specialToDate: to ? new Date(to) : null },
    doc: { price: edit.price, special_price: edit.specialPrice, special_from_date: from, special_to_date: to },
  };
}

/** What the edit changes on the product, as the audit records it (only the fields that change). */
function productChanges(row: Row, edit: ProductEdit): AuditChanges {
  const next = priceFields(edit).columns;
  const changes: AuditChanges = {};
  const compare = (field: string, from: unknown, to: unknown) => {
    if (from !== to) changes[field] = { from, to };
  };
  compare('price', amountOf(row.price), edit.price);
  compare('special_price', amountOf(row.specialPrice), edit.specialPrice);
  compare('special_from_date', isoOf(row.specialFromDate), isoOf(next.specialFromDate));
  compare('special_to_date', isoOf(row.specialToDate), isoOf(next.specialToDate));
  compare('status', row.status, edit.status);
  return changes;
}

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
/** A product row's prices as the form compares them (the window in days). */
const pricesOf = (row: Row): PriceWindow => ({ price: Number(row.price), specialPrice: amountOf(row.specialPrice), specialFrom: dayOf(row.specialFromDate), specialTo: dayOf(row.specialToDate) });
const statusOf = (row: Row): 1 | 2 => (row.status === 2 ? 2 : 1);

/**
 * What the form changes on one variant: the columns, the document fields (its own and its entry in the configurable's
 * `configurable_children`) and the audit's changes — only the fields that change, so a window the form left alone
 * keeps its exact times.
 */
function variantUpdate(child: Row, edit: VariantEdit) {
  const before = pricesOf(child);
  const columns: Partial<typeof products.$inferInsert> = {};
  const doc: Record<string, unknown> = {};
  const changes: AuditChanges = {};
  if (edit.price !== before.price) {
    columns.price = money(edit.price)!;
    doc.price = edit.price;
    changes.price = { from: before.price, to: edit.price };
  }
  if (edit.specialPrice !== before.specialPrice) {
    columns.specialPrice = money(edit.specialPrice);
    doc.special_price = edit.specialPrice;
    changes.special_price = { from: before.specialPrice, to: edit.specialPrice };
  }
  if (edit.specialFrom !== before.specialFrom) {
    const from = windowStart(edit.specialFrom);
    columns.specialFromDate = from ? new Date(from) : null;
    doc.special_from_date = from;
    changes.special_from_date = { from: isoOf(child.specialFromDate), to: from };
  }
  if (edit.specialTo !== before.specialTo) {
    const to = windowEnd(edit.specialTo);
    columns.specialToDate = to ? new Date(to) : null;
    doc.special_to_date = to;
    changes.special_to_date = { from: isoOf(child.specialToDate), to };
  }
  if (edit.status !== statusOf(child)) {
    columns.status = edit.status;
    doc.status = edit.status;
    changes.status = { from: child.status, to: edit.status };
  }
  return { columns, doc, changes };
}

/**
 * Applies a product form in one transaction (ADR 0051): the product row is locked and its `updated_at` compared with
 * the form's (someone else's change meanwhile: 409), the form is checked against the stock rows and, for a
 * configurable, the variants it has (each wrong field named: 400), then the price, special price, window and status
 * are written to the product; each variant gets its own prices and status (a configurable's changed field reaching
 * every variant whose own field the form did not change: lib/domain/variant-prices.ts), in its row, its document and
 * its entry of the configurable's `configurable_children`; the stock rows that change are written (stock coming back
 * marks its alerts due, drizzle/0007); one audit entry records what changed on the product and one on each variant
 * that changed. Any change raises the product's `updated_at`, so an older form of it is refused. After the commit,
 * the changed products go through the catalogue's one invalidation path (revalidateProducts), which also mails the
 * alerts that came due. Answers the number of fields changed (0: nothing to do, nothing recorded).
 */
export async function updateProduct(db: Db, member: StaffMember, sku: string, fields: Record<string, unknown>): Promise<number> {
  const outcome = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [row] = await database.select().from(products).where(eq(products.sku, sku)).for('update');
    if (!row) throw notFound(`No product ${sku}.`);
    if (row.parentSku) throw badRequest(`${sku} is a variant of ${row.parentSku}: change it on that product's page.`);
    const configurable = row.typeId === 'configurable';
    const children = configurable ? await database.select().from(products).where(eq(products.parentSku, sku)).orderBy(asc(products.sku)).for('update') : [];
    const stockSkus = configurable ? children.map((child) => child.sku) : [sku];
    const current = stockSkus.length
      ? await database.select(stockColumns).from(stock).where(inArray(stock.sku, stockSkus)).orderBy(asc(stock.sku)).for('update')
      : [];
    const variants = { before: pricesOf(row), rows: children.map((child) => ({ sku: child.sku, ...pricesOf(child), status: statusOf(child) })) };
    const parsed = parseProductEdit(fields, current.map((entry) => ({ sku: entry.sku, managed: entry.manageStock })), variants);
    if (!parsed.ok) throw new ProductFormError(parsed.errors);
    const { edit } = parsed;
    if (row.updatedAt.getTime() !== edit.version) throw new ApiError(409, 'Someone else changed this product meanwhile. Look at it again before you change it.');

    const now = new Date();
    const stamp = { updated_at: now.toISOString() };
    const changes = productChanges(row, edit);
    /** Each variant's own audit entry (its price, window, status and stock changes). */
    const variantChanges = new Map<string, AuditChanges>();
    const changedSkus: string[] = [];
    const childDocs = new Map<string, Record<string, unknown>>();
    for (const child of children) {
      const wanted = edit.variants.find((variant) => variant.sku === child.sku);
      if (!wanted) continue;
      const update = variantUpdate(child, wanted);
      if (Object.keys(update.changes).length === 0) continue;
      await database.update(products).set({ ...update.columns, doc: { ...child.doc, ...update.doc, ...stamp }, updatedAt: now }).where(eq(products.id, child.id));
      variantChanges.set(child.sku, update.changes);
      childDocs.set(child.sku, update.doc);
      changedSkus.push(child.sku);
    }
    for (const wanted of edit.stock) {
      const before = current.find((entry) => entry.sku === wanted.sku)!;
      if (before.qty === wanted.qty && before.isInStock === wanted.isInStock) continue;
      // A configurable's variant records its stock in its own entry; a simple product names its stock row.
      const target = configurable ? (variantChanges.get(wanted.sku) ?? {}) : changes;
      const qtyName = configurable ? 'qty' : qtyField(wanted.sku);
      const flagName = configurable ? 'in_stock' : inStockField(wanted.sku);
      if (before.qty !== wanted.qty) target[qtyName] = { from: before.qty, to: wanted.qty };
      if (before.isInStock !== wanted.isInStock) target[flagName] = { from: before.isInStock, to: wanted.isInStock };
      if (configurable) variantChanges.set(wanted.sku, target);
      await database.update(stock).set({ qty: wanted.qty, isInStock: wanted.isInStock, updatedAt: now }).where(eq(stock.sku, wanted.sku));
      changedSkus.push(wanted.sku);
    }

    const productChanged = Object.keys(changes).length > 0;
    if (productChanged || changedSkus.length > 0) {
      const priceChanged = ['price', 'special_price', 'special_from_date', 'special_to_date'].some((field) => field in changes);
      const { columns, doc } = priceFields(edit);
      const parentDoc: Record<string, unknown> = { ...row.doc, ...(priceChanged ? doc : {}), status: edit.status, ...stamp };
      if (childDocs.size > 0 && Array.isArray(row.doc.configurable_children)) {
        parentDoc.configurable_children = (row.doc.configurable_children as Record<string, unknown>[]).map((entry) => ({ ...entry, ...childDocs.get(String(entry.sku)) }));
      }
      await database.update(products).set({ ...(priceChanged ? columns : {}), status: edit.status, doc: parentDoc, updatedAt: now }).where(eq(products.id, row.id));
      changedSkus.push(sku);
    }
    if (Object.keys(changes).length > 0) await recordAudit(database, member, { entity: PRODUCT_AUDIT, key: sku, action: 'update', changes });
    for (const [variantSku, entry] of variantChanges) await recordAudit(database, member, { entity: PRODUCT_AUDIT, key: variantSku, action: 'update', changes: entry });
    const count = Object.keys(changes).length + [...variantChanges.values()].reduce((total, entry) => total + Object.keys(entry).length, 0);
    return { changedSkus: [...new Set(changedSkus)], count };
  });
  await revalidateProducts(db, outcome.changedSkus);
  return outcome.count;
}
