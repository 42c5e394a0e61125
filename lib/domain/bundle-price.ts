/** Spec §4 Pricing: a bundle costs the chosen link of each option times its quantity. */
import type { BundleOption, BundleProductLink } from './catalog-types';
import type { PriceBySku } from './grouped-price';
import { fromCents, toCents } from './money';

export interface BundleSelection {
  sku: string;
  /** Defaults to the link's own qty, or 1 for a sku the option does not list. */
  qty?: number;
}

/** option_id → the shopper's choice, overriding the option's default link. */
export type BundleSelections = Readonly<Record<number, BundleSelection | null | undefined>>;

export function defaultBundleLink(option: BundleOption): BundleProductLink | undefined {
  return option.product_links.find((link) => link.is_default) ?? option.product_links[0];
}

function chosenSkuAndQty(option: BundleOption, selection: BundleSelection | null | undefined) {
  if (selection) {
    const listed = option.product_links.find((link) => link.sku === selection.sku);
    return { sku: selection.sku, qty: selection.qty ?? listed?.qty ?? 1 };
  }
  const link = defaultBundleLink(option);
  return link ? { sku: link.sku, qty: link.qty } : null;
}

export function bundleProductPrice(
  product: { bundle_options?: readonly BundleOption[] | null },
  priceOf: PriceBySku,
  selections: BundleSelections = {},
): number {
  let total = 0;
  for (const option of product.bundle_options ?? []) {
    const chosen = chosenSkuAndQty(option, selections[option.option_id]);
    if (!chosen || !(chosen.qty > 0)) continue;
    total += Math.round(toCents(priceOf(chosen.sku)) * chosen.qty);
  }
  return fromCents(total);
}
