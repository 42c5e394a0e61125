import 'server-only';
import { sql } from 'drizzle-orm';
import { bundleProductPrice, type BundleSelections } from '@/lib/domain/bundle-price';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { customOptionsSurcharge, type SelectedCustomOption } from '@/lib/domain/custom-option-price';
import { fromCents, toCents } from '@/lib/domain/money';
import { finalPrice } from '@/lib/domain/special-price';
import { localizeProduct, type CatalogLabels } from '@/lib/domain/store-labels';
import { childOfItemOptions } from '@/lib/domain/variant-choice';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import type { ProductOptionInput } from './product-option';
import { productStatus } from '@/lib/config/product-status';

interface ProductRow {
  sku: string;
  parent_sku: string | null;
  type_id: string;
  status: number;
  name: string;
  price: string;
  special_price: string | null;
  special_from_date: Date | string | null;
  special_to_date: Date | string | null;
  tax_class_id: number;
  doc: ProductDocument;
}

export interface CatalogItem {
  /** The sku that is sold and stocked (a configurable's child). */
  sku: string;
  parentSku: string | null;
  name: string;
  /** What the API reports (Magento): 'configurable' for a configured child. */
  productType: string;
  /** The sold product's own type ('simple' for a configurable child), for the virtual-cart rule. */
  baseType: string;
  taxClassId: number;
  /** Catalogue unit price: special price when active, bundle selections and custom options added. */
  unitPrice: number;
  productOption: Record<string, unknown> | null;
  options: { label: string; value: string }[];
}

export type ResolveFailure = { ok: false; sku: string; reason: 'not-found' | 'disabled' | 'no-variant' | 'bad-option' };
export type Resolution = ({ ok: true } & CatalogItem) | ResolveFailure;

export interface ItemRequest {
  sku: string;
  productOption?: ProductOptionInput;
}

async function loadRows(db: Db, skus: Iterable<string>, labels?: CatalogLabels): Promise<Map<string, ProductRow>> {
  const list = [...new Set(skus)];
  if (list.length === 0) return new Map();
  const { rows } = await execute<ProductRow>(
    db,
    sql`SELECT sku, parent_sku, type_id, status, name, price, special_price, special_from_date, special_to_date, tax_class_id, doc
        FROM products WHERE sku = ANY(${sql.param(list)}::text[])`,
  );
  return new Map(rows.map((row) => [row.sku, labels ? { ...row, doc: localizeProduct(row.doc, labels) } : row]));
}

function finalPriceOfRow(row: ProductRow): number {
  return finalPrice({
    price: Number(row.price),
    special_price: row.special_price === null ? null : Number(row.special_price),
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
  });
}

function configurableOptionsOf(parent: ProductDocument, child: Record<string, unknown>) {
  const itemOptions: { option_id: string; option_value: number }[] = [];
  const labels: { label: string; value: string }[] = [];
  for (const option of parent.configurable_options ?? []) {
    const value = Number(child[option.attribute_code]);
    if (!Number.isFinite(value)) continue;
    itemOptions.push({ option_id: String(option.attribute_id), option_value: value });
    labels.push({ label: option.label, value: option.values.find((entry) => entry.value_index === value)?.label ?? String(value) });
  }
  return { itemOptions, labels };
}

function bundleSelections(doc: ProductDocument, input: NonNullable<NonNullable<ProductOptionInput>['extension_attributes']>['bundle_options']): BundleSelections | null {
  const selections: Record<number, { sku: string; qty?: number }> = {};
  for (const chosen of input ?? []) {
    const option = doc.bundle_options?.find((entry) => entry.option_id === chosen.option_id);
    const linkId = chosen.option_selections[0];
    if (!option || linkId === undefined) return null;
    const link = option.product_links.find((entry) => entry.id === linkId);
    if (!link) return null;
    selections[option.option_id] = { sku: link.sku, qty: chosen.option_qty ?? link.qty };
  }
  return selections;
}

function selectedCustomOptions(doc: ProductDocument, input: { option_id: number; option_value: string }[]): SelectedCustomOption[] | null {
  const selected: SelectedCustomOption[] = [];
  for (const choice of input) {
    const option = doc.custom_options?.find((entry) => entry.option_id === choice.option_id);
    if (!option) return null;
    if (option.values?.length) {
      for (const part of choice.option_value.split(',')) {
        const typeId = Number(part.trim());
        if (!option.values.some((value) => value.option_type_id === typeId)) return null;
        selected.push({ option_id: option.option_id, option_value: typeId });
      }
    } else {
      selected.push({ option_id: option.option_id, value: choice.option_value });
    }
  }
  return selected;
}

/**
 * Resolves requested items against the catalogue: a configurable parent with configurable_item_options becomes
 * its child; a child gets its configurable_item_options; bundles and custom options are priced from the
 * catalogue. Client prices are never read. Pass a transaction to read inside it.
 */
/** `labels`: the store view's labels, for the option labels of the lines (`Farbe: Blau` in the German store). */
export async function resolveCatalogItems(db: Db, requests: readonly ItemRequest[], labels?: CatalogLabels): Promise<Resolution[]> {
  const rows = await loadRows(db, requests.map((request) => request.sku), labels);
  const extra = new Set<string>();
  for (const request of requests) {
    const row = rows.get(request.sku);
    if (!row) continue;
    if (row.parent_sku) extra.add(row.parent_sku);
    if (row.type_id === 'configurable') {
      const child = childOfItemOptions(row.doc, request.productOption?.extension_attributes?.configurable_item_options ?? []);
      if (child) extra.add(child.sku);
    }
    for (const option of row.doc.bundle_options ?? []) for (const link of option.product_links) extra.add(link.sku);
  }
  const more = await loadRows(db, [...extra].filter((sku) => !rows.has(sku)), labels);
  for (const [sku, row] of more) rows.set(sku, row);

  return requests.map((request): Resolution => {
    const fail = (reason: ResolveFailure['reason']): ResolveFailure => ({ ok: false, sku: request.sku, reason });
    let row = rows.get(request.sku);
    if (!row) return fail('not-found');
    const extension = request.productOption?.extension_attributes ?? {};
    let parent: ProductRow | undefined;
    if (row.type_id === 'configurable') {
      const child = childOfItemOptions(row.doc, extension.configurable_item_options ?? []);
      parent = row;
      row = child ? rows.get(child.sku) : undefined;
      if (!row) return fail('no-variant');
    } else if (row.parent_sku) {
      parent = rows.get(row.parent_sku);
    }
    if (row.status !== productStatus.enabled || (parent && parent.status !== productStatus.enabled)) return fail('disabled');

    const productOption: Record<string, unknown> = {};
    let options: { label: string; value: string }[] = [];
    let unitPrice = finalPriceOfRow(row);
    if (parent) {
      const { itemOptions, labels } = configurableOptionsOf(parent.doc, row.doc);
      productOption.configurable_item_options = itemOptions;
      options = labels;
    }
    if (row.type_id === 'bundle') {
      const selections = bundleSelections(row.doc, extension.bundle_options);
      if (!selections) return fail('bad-option');
      unitPrice = bundleProductPrice(row.doc, (sku) => {
        const linked = rows.get(sku);
        return linked ? finalPriceOfRow(linked) : 0;
      }, selections);
      if (extension.bundle_options?.length) productOption.bundle_options = extension.bundle_options;
    }
    if (extension.custom_options?.length) {
      const selected = selectedCustomOptions(row.doc, extension.custom_options);
      if (!selected) return fail('bad-option');
      unitPrice = fromCents(toCents(unitPrice) + toCents(customOptionsSurcharge(unitPrice, row.doc.custom_options, selected)));
      productOption.custom_options = extension.custom_options.map((option) => ({ option_id: String(option.option_id), option_value: option.option_value }));
    }
    return {
      ok: true,
      sku: row.sku,
      parentSku: parent?.sku ?? null,
      name: row.name,
      productType: parent ? 'configurable' : row.type_id,
      baseType: row.type_id,
      taxClassId: row.tax_class_id,
      unitPrice,
      productOption: Object.keys(productOption).length ? { extension_attributes: productOption } : null,
      options,
    };
  });
}
