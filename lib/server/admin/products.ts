import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parseProductEdit, windowEnd, windowStart, inStockField, qtyField, type FieldErrors, type ProductEdit } from './product-form';
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

/** A product as its page shows it: prices, window, status, and its stock or its children's; a child names its parent. */
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
      .select({ name: products.name, status: products.status, ...stockColumns })
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

/**
 * Applies a product form in one transaction (ADR 0051): the product row is locked and its `updated_at` compared with
 * the form's (someone else's change meanwhile: 409), the form is checked against the stock rows the product has (each
 * wrong field named: 400), then the price, special price, window and status are written to the product (and, for a
 * configurable, its children's prices, as the storefront shows a chosen child's), the stock rows that change are
 * written (stock coming back marks its alerts due, drizzle/0007), and one audit entry records what changed. After the
 * commit, the changed products go through the catalogue's one invalidation path (revalidateProducts), which also mails
 * the alerts that came due. Answers the number of fields changed (0: nothing to do, nothing recorded).
 */
export async function updateProduct(db: Db, member: StaffMember, sku: string, fields: Record<string, unknown>): Promise<number> {
  const outcome = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [row] = await database.select().from(products).where(eq(products.sku, sku)).for('update');
    if (!row) throw notFound(`No product ${sku}.`);
    if (row.parentSku) throw badRequest(`${sku} is a variant of ${row.parentSku}: change it on that product's page.`);
    const children = row.typeId === 'configurable' ? await database.select().from(products).where(eq(products.parentSku, sku)).orderBy(asc(products.sku)).for('update') : [];
    const stockSkus = row.typeId === 'configurable' ? children.map((child) => child.sku) : [sku];
    const current = stockSkus.length
      ? await database.select(stockColumns).from(stock).where(inArray(stock.sku, stockSkus)).orderBy(asc(stock.sku)).for('update')
      : [];
    const parsed = parseProductEdit(fields, current.map((entry) => ({ sku: entry.sku, managed: entry.manageStock })));
    if (!parsed.ok) throw new ProductFormError(parsed.errors);
    const { edit } = parsed;
    if (row.updatedAt.getTime() !== edit.version) throw new ApiError(409, 'Someone else changed this product meanwhile. Look at it again before you change it.');

    const changes = productChanges(row, edit);
    const changedSkus: string[] = [];
    const priceChanged = ['price', 'special_price', 'special_from_date', 'special_to_date'].some((field) => field in changes);
    if (Object.keys(changes).length > 0) {
      const { columns, doc } = priceFields(edit);
      const now = new Date();
      const priced = priceChanged ? doc : {};
      const parentDoc: Record<string, unknown> = { ...row.doc, ...priced, status: edit.status, updated_at: now.toISOString() };
      if (priceChanged && Array.isArray(row.doc.configurable_children)) {
        parentDoc.configurable_children = (row.doc.configurable_children as Record<string, unknown>[]).map((child) => ({ ...child, ...doc }));
      }
      await database.update(products).set({ ...(priceChanged ? columns : {}), status: edit.status, doc: parentDoc, updatedAt: now }).where(eq(products.id, row.id));
      changedSkus.push(sku);
      if (priceChanged) {
        for (const child of children) {
          await database.update(products).set({ ...columns, doc: { ...child.doc, ...doc, updated_at: now.toISOString() }, updatedAt: now }).where(eq(products.id, child.id));
          changedSkus.push(child.sku);
        }
      }
    }
    for (const wanted of edit.stock) {
      const before = current.find((entry) => entry.sku === wanted.sku)!;
      if (before.qty === wanted.qty && before.isInStock === wanted.isInStock) continue;
      if (before.qty !== wanted.qty) changes[qtyField(wanted.sku)] = { from: before.qty, to: wanted.qty };
      if (before.isInStock !== wanted.isInStock) changes[inStockField(wanted.sku)] = { from: before.isInStock, to: wanted.isInStock };
      await database.update(stock).set({ qty: wanted.qty, isInStock: wanted.isInStock, updatedAt: new Date() }).where(eq(stock.sku, wanted.sku));
      changedSkus.push(wanted.sku);
    }
    if (changedSkus.length > 0) await recordAudit(database, member, { entity: PRODUCT_AUDIT, key: sku, action: 'update', changes });
    return { changedSkus, count: Object.keys(changes).length };
  });
  await revalidateProducts(db, outcome.changedSkus);
  return outcome.count;
}
