/**
 * Writing imported rows: batched upserts (one statement per few hundred rows, rows travelling as one JSON
 * parameter like the seed's insertRecords) that tell new rows from replaced ones, on PGlite and PostgreSQL.
 */
import { type Column, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { products, stock } from '@/lib/server/db/schema';
import type { ProductDocument, StockInfo } from '@/lib/domain/catalog-types';
import { productChangeTags } from '@/lib/server/catalog/catalog-version';
import { toProductRow, toStockRow, type ProductRow, type ProductRowSource, type StockRow } from '@/lib/server/catalog/product-row';

export interface UpsertResult {
  inserted: number;
  updated: number;
}

/**
 * INSERT … ON CONFLICT (target) DO UPDATE for many rows. Keys are the drizzle (camelCase) keys of the first
 * row; every row must carry all of them. `(xmax = 0)` is true for a freshly inserted row, so the answer
 * counts new and replaced rows.
 */
export async function upsertRecords<Row extends object>(
  db: Db,
  table: PgTable,
  rows: Row[],
  conflictColumns: string[],
  batchSize = 250,
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0 };
  const first = rows[0];
  if (!first) return result;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined && !columns[key]?.generated);
  const names = keys.map((key) => (columns[key] as Column).name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const updates = names.filter((name) => !conflictColumns.includes(name));
  const conflict = sql.raw(conflictColumns.map((name) => `"${name}"`).join(', '));
  const action =
    updates.length > 0
      ? sql.raw(`DO UPDATE SET ${updates.map((name) => `"${name}" = EXCLUDED."${name}"`).join(', ')}`)
      : sql.raw('DO NOTHING');
  for (let index = 0; index < rows.length; index += batchSize) {
    const records = rows.slice(index, index + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, position) => {
        const value = (row as Record<string, unknown>)[key];
        record[names[position] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return record;
    });
    const answer = await execute<{ inserted: boolean }>(
      db,
      sql`INSERT INTO ${table} (${list})
        SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json)
        ON CONFLICT (${conflict}) ${action}
        RETURNING (xmax = 0) AS inserted`,
    );
    for (const row of answer.rows) {
      if (row.inserted) result.inserted++;
      else result.updated++;
    }
  }
  return result;
}

/** A product ready to be written: its document plus the indexed columns derived from it. */
export type ImportedProduct = Omit<ProductRowSource, 'salesCount' | 'createdAt' | 'updatedAt'>;

function productRow(product: ImportedProduct): ProductRow {
  return toProductRow(product);
}

function stockRow(sku: string, info: StockInfo): StockRow {
  return toStockRow(info.product_id, sku, info, 10000);
}

/** JSON with object keys sorted: jsonb does not keep the order a document was written in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/**
 * What an import changed, for the expiry it asks of running shops (lib/server/import/index.ts): the products, named one
 * by one, while every product written already existed with the same name, url key, status and visibility, and there
 * are at most `limit` of them (a price, stock or text update). Anything else (a new product, a product that can now
 * be found by other words or at another address, a large import, a file of another kind) asks for the whole
 * catalogue: cached searches and URL look-ups name only what they found.
 */
export class CatalogueChanges {
  private readonly skus = new Set<string>();
  private readonly formerCategories = new Set<number>();
  private whole = false;

  constructor(private readonly limit = 500) {}

  wholeCatalogue(): void {
    this.whole = true;
  }

  /** Called before products are written, with what they will be. */
  async beforeWrite(db: Db, items: readonly ImportedProduct[]): Promise<void> {
    if (this.whole || items.length === 0) return;
    if (this.skus.size + items.length > this.limit) return this.wholeCatalogue();
    const stored = await execute<{ sku: string; name: string; url_key: string; status: number; visibility: number; category_ids: number[] | null; translations: unknown }>(
      db,
      sql`SELECT sku, name, url_key, status, visibility, category_ids, doc -> 'translations' AS translations
          FROM products WHERE sku = ANY(${sql.param(items.map((item) => item.doc.sku))}::text[])`,
    );
    const bySku = new Map(stored.rows.map((row) => [row.sku, row]));
    for (const item of items) {
      const before = bySku.get(item.doc.sku);
      const after = productRow(item);
      const same =
        before !== undefined &&
        before.name === after.name &&
        before.url_key === after.urlKey &&
        Number(before.status) === Number(after.status) &&
        Number(before.visibility) === Number(after.visibility) &&
        canonicalJson(before.translations ?? null) === canonicalJson(item.doc.translations ?? null);
      if (!same) return this.wholeCatalogue();
      this.skus.add(item.doc.sku);
      for (const id of before.category_ids ?? []) this.formerCategories.add(id);
    }
  }

  /** The tags to expire after the import (its products as they are now, and the categories they were in), or null for all. */
  async tags(db: Db): Promise<string[] | null> {
    if (this.whole) return null;
    const tags = new Set(await productChangeTags(db, [...this.skus]));
    for (const id of this.formerCategories) tags.add(`category:${id}`);
    return [...tags];
  }
}

/** Upserts products by sku and their stock by product id; answers the product counts. */
export async function writeProducts(db: Db, items: ImportedProduct[], changes?: CatalogueChanges): Promise<UpsertResult> {
  await changes?.beforeWrite(db, items);
  const result = await upsertRecords(db, products, items.map(productRow), ['sku']);
  await upsertRecords(
    db,
    stock,
    items.map((item) => stockRow(item.doc.sku, item.doc.stock)),
    ['product_id'],
  );
  return result;
}

export interface ProductIndexEntry {
  id: number;
  sku: string;
  urlPath: string;
  typeId: string;
}

/**
 * What the database already holds: ids and url paths by sku (a re-import keeps a product's id) and the
 * next free id. Reads only the small columns.
 */
export class ProductIndex {
  readonly bySku = new Map<string, ProductIndexEntry>();
  readonly skuByUrlPath = new Map<string, string>();
  private nextId = 1;

  static async load(db: Db): Promise<ProductIndex> {
    const index = new ProductIndex();
    const result = await execute<{ id: number; sku: string; url_path: string; type_id: string }>(
      db,
      sql`SELECT id, sku, url_path, type_id FROM products`,
    );
    for (const row of result.rows) index.remember({ id: Number(row.id), sku: row.sku, urlPath: row.url_path, typeId: row.type_id });
    return index;
  }

  remember(entry: ProductIndexEntry): void {
    this.bySku.set(entry.sku, entry);
    this.skuByUrlPath.set(entry.urlPath, entry.sku);
    if (entry.id >= this.nextId) this.nextId = entry.id + 1;
  }

  /** The product's id: the one it has, or a new one. */
  idFor(sku: string): number {
    return this.bySku.get(sku)?.id ?? this.nextId++;
  }

  /** Marks an id as taken (a VSF dump brings its own ids). */
  reserve(id: number): void {
    if (id >= this.nextId) this.nextId = id + 1;
  }

  /** A url path for `sku` that no other product uses: the wanted one, else suffixed with the sku. */
  uniqueUrlPath(sku: string, wanted: string): string {
    const owner = this.skuByUrlPath.get(wanted);
    if (owner === undefined || owner === sku) return wanted;
    const suffixed = `${wanted}-${sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const suffixedOwner = this.skuByUrlPath.get(suffixed);
    return suffixedOwner === undefined || suffixedOwner === sku ? suffixed : `${suffixed}-${this.nextId}`;
  }
}

/** Full documents of the given skus (for files that add to existing products: images, links, bundles). */
export async function loadDocuments(db: Db, skus: string[]): Promise<Map<string, ImportedProduct>> {
  const map = new Map<string, ImportedProduct>();
  if (skus.length === 0) return map;
  const result = await execute<{
    doc: ProductDocument;
    parent_sku: string | null;
    attrs: Record<string, number[]>;
    category_names: string;
    is_new: boolean;
  }>(
    db,
    sql`SELECT doc, parent_sku, attrs, category_names, is_new FROM products WHERE sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
  );
  for (const row of result.rows) {
    map.set(row.doc.sku, {
      doc: row.doc,
      parentSku: row.parent_sku,
      attrs: row.attrs,
      categoryNames: row.category_names,
      isNew: row.is_new,
    });
  }
  return map;
}
