/**
 * The product page's extras: bundle choices, grouped quantities and custom options (spec §4). Their form and these
 * rules load only on pages of products that have them (ADR 0025); the purchase form gets what it needs from a summary,
 * first computed on the server for the initial choices, then by the extras on every change.
 */
import type { BundleOption, CustomOption, ProductType } from './catalog-types';
import type { PriceWithOriginal, SelectedCustomOption } from './custom-option-price';
import type { ProductOption } from './product-option';
import {
  bundleChoicesPrice,
  defaultBundleChoices,
  groupedQuantitiesPrice,
  missingRequiredOptions,
  productOption,
  selectedCustomOptions,
  type BundleChoices,
  type CustomOptionInputs,
} from './product-page-price';

export interface ExtrasProduct {
  type: ProductType;
  customOptions: readonly CustomOption[];
  bundleOptions: readonly BundleOption[];
  /** A bundle's or grouped product's linked products, with their prices. */
  linked: readonly { sku: string; prices: PriceWithOriginal }[];
}

export interface PurchaseExtrasState {
  customInputs: CustomOptionInputs;
  bundleChoices: BundleChoices;
  groupedQty: Readonly<Record<string, number>>;
}

export interface PurchaseExtrasSummary {
  /** The price of the bundle choices or grouped quantities; null: the product's (or variant's) own price. */
  base: PriceWithOriginal | null;
  /** The custom options chosen, for their surcharges. */
  selected: SelectedCustomOption[];
  /** Required custom options left empty (option ids). */
  missing: number[];
  customOptions: ProductOption['extension_attributes']['custom_options'];
  bundleOptions: ProductOption['extension_attributes']['bundle_options'];
  /** A grouped product's lines: its products with a quantity above 0, in the table's order. */
  groupedItems: { sku: string; qty: number }[];
}

/** Whether the product has any extras (else its page loads neither their form nor these rules). */
export function hasPurchaseExtras(product: ExtrasProduct): boolean {
  return product.type === 'bundle' || product.type === 'grouped' || product.customOptions.length > 0;
}

/** The choices a page opens with: each bundle option's default, one of each grouped product, no custom option. */
export function initialExtrasState(product: ExtrasProduct): PurchaseExtrasState {
  return {
    customInputs: {},
    bundleChoices: defaultBundleChoices(product.bundleOptions),
    groupedQty: Object.fromEntries(product.linked.map((item) => [item.sku, 1])),
  };
}

function basePrice(product: ExtrasProduct, { bundleChoices, groupedQty }: PurchaseExtrasState): PriceWithOriginal | null {
  if (product.type === 'bundle') {
    const linked = new Map(product.linked.map((item) => [item.sku, item.prices]));
    const links = product.bundleOptions.flatMap((option) => option.product_links);
    const priceOf = (key: keyof PriceWithOriginal) => (sku: string) =>
      linked.get(sku)?.[key] ?? links.find((link) => link.sku === sku)?.price ?? 0;
    return {
      final: bundleChoicesPrice(product.bundleOptions, priceOf('final'), bundleChoices),
      original: bundleChoicesPrice(product.bundleOptions, priceOf('original'), bundleChoices),
    };
  }
  if (product.type === 'grouped') {
    const total = (key: keyof PriceWithOriginal) =>
      groupedQuantitiesPrice(product.linked.map((item) => ({ sku: item.sku, price: item.prices[key] })), groupedQty);
    return { final: total('final'), original: total('original') };
  }
  return null;
}

export function purchaseExtrasSummary(product: ExtrasProduct, state: PurchaseExtrasState): PurchaseExtrasSummary {
  const option = productOption({
    customOptions: product.customOptions,
    customInputs: state.customInputs,
    bundleOptions: product.bundleOptions,
    bundleChoices: state.bundleChoices,
  }).extension_attributes;
  return {
    base: basePrice(product, state),
    selected: selectedCustomOptions(product.customOptions, state.customInputs),
    missing: missingRequiredOptions(product.customOptions, state.customInputs),
    customOptions: option.custom_options,
    bundleOptions: option.bundle_options,
    groupedItems:
      product.type === 'grouped'
        ? product.linked.filter((item) => (state.groupedQty[item.sku] ?? 0) > 0).map((item) => ({ sku: item.sku, qty: state.groupedQty[item.sku] ?? 0 }))
        : [],
  };
}
