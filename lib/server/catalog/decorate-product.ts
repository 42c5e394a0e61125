import type { StoreView } from '@/lib/config/store-views';
import type { ConfigurableChild, PricedDocument, ProductDocument, StockInfo } from '@/lib/domain/catalog-types';
import { computePriceFields } from '@/lib/domain/product-price';
import { findTaxRate, type TaxRule } from '@/lib/domain/tax';
import { productStatus } from '@/lib/config/product-status';

export interface PricingContext {
  storeView: StoreView;
  taxRules: TaxRule[];
  now?: Date;
  stockBySku?: Map<string, StockInfo>;
}

function priceFor<T extends PricedDocument>(item: T, context: PricingContext) {
  const { tax } = context.storeView;
  const rate = findTaxRate(context.taxRules, item.tax_class_id, {
    countryId: tax.defaultCountry,
    regionCode: tax.defaultRegion,
  });
  return { ...computePriceFields(item, rate, tax.sourcePriceIncludesTax, context.now), tax_rate: rate * 100 };
}

/**
 * A child as mage2vuestorefront lists it (sku, id, status, visibility, name, prices, images, option values): Vue
 * Storefront copies the chosen child over its parent (all but name and visibility), so a child must not carry the
 * fields that make the parent what it is (type_id, url_key, url_path, slug), whatever an import stored.
 */
// Copied key by key: `delete` would turn every child of every result into a slow dictionary-mode object.
function withoutParentIdentity(child: ConfigurableChild): ConfigurableChild {
  const copy: Record<string, unknown> = {};
  for (const key in child) if (!PARENT_IDENTITY_FIELDS.has(key)) copy[key] = (child as Record<string, unknown>)[key];
  return copy as ConfigurableChild;
}

const PARENT_IDENTITY_FIELDS: ReadonlySet<string> = new Set(['type_id', 'url_key', 'url_path', 'slug', 'parentSku', 'parentId']);

/** Adds the store view's price fields (spec §3) and the live stock to a product and its configurable children. */
export function decorateProduct(doc: ProductDocument, context: PricingContext): ProductDocument {
  const stock = context.stockBySku?.get(doc.sku) ?? doc.stock;
  // Priced in the child's own copy: a second spread of every child's ~60 fields doubled the work and the garbage.
  const children = doc.configurable_children?.map((child) =>
    Object.assign(withoutParentIdentity(child), priceFor(child, context), { stock: context.stockBySku?.get(child.sku) ?? child.stock }),
  );
  const decorated: ProductDocument = { ...doc, ...priceFor(doc, context), stock };
  if (children) {
    decorated.configurable_children = children;
    // A configurable is in stock when any enabled child is.
    const anyChildInStock = children.some((child) => child.status < productStatus.disabled && child.stock?.is_in_stock !== false);
    decorated.stock = { ...stock, is_in_stock: stock.is_in_stock && anyChildInStock };
  }
  return decorated;
}
