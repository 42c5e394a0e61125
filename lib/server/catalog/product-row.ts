import type { ProductDocument, StockInfo } from '@/lib/domain/catalog-types';
import type { products, stock } from '@/lib/server/db/schema';

export type ProductRow = typeof products.$inferInsert;
export type StockRow = typeof stock.$inferInsert;

/** What the products table indexes beside the document (filters, search, listings). */
export interface ProductRowSource {
  doc: ProductDocument;
  parentSku: string | null;
  /** Filterable attribute values as option ids (products.attrs). */
  attrs: Record<string, number[]>;
  categoryNames: string;
  isNew: boolean;
  salesCount?: number;
  createdAt?: Date;
  updatedAt?: Date;
}

const money = (value: number | null | undefined): string | null =>
  value == null || !Number.isFinite(value) ? null : value.toFixed(4);

const date = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** The products row of a document: the seed and the importer write products the same way. */
export function toProductRow(source: ProductRowSource): ProductRow {
  const { doc } = source;
  return {
    id: doc.id,
    sku: doc.sku,
    parentSku: source.parentSku,
    typeId: doc.type_id,
    status: doc.status,
    visibility: doc.visibility,
    name: doc.name,
    urlKey: doc.url_key,
    urlPath: doc.url_path,
    price: money(doc.price) ?? '0.0000',
    specialPrice: money(doc.special_price),
    specialFromDate: date(doc.special_from_date),
    specialToDate: date(doc.special_to_date),
    taxClassId: doc.tax_class_id,
    categoryIds: doc.category_ids,
    categoryNames: source.categoryNames,
    attrs: source.attrs,
    doc: doc as unknown as Record<string, unknown>,
    isNew: source.isNew,
    salesCount: source.salesCount ?? 0,
    createdAt: source.createdAt ?? date(doc.created_at) ?? new Date(),
    updatedAt: source.updatedAt ?? new Date(),
  };
}

export function toStockRow(productId: number, sku: string, info: StockInfo, defaultMaxSaleQty: number): StockRow {
  return {
    productId,
    sku,
    qty: Math.max(0, Math.round(info.qty)),
    isInStock: info.is_in_stock,
    manageStock: info.manage_stock,
    minSaleQty: info.min_sale_qty ?? 1,
    maxSaleQty: info.max_sale_qty ?? defaultMaxSaleQty,
    updatedAt: new Date(),
  };
}
