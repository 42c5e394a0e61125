/** Spec §4 Pricing: a bundle costs the chosen link of each option times its quantity. */
import type { BundleOption, BundleProductLink } from './catalog-types';
import type { PriceBySku } from './grouped-price';
import { fromCents, toCents } from './money';

interface BundleSelection {
  sku: string;
  /** Defaults to the link's own qty, or 1 for a sku the option does not list. */
  qty?: number;
}

/** option_id → the shopper's choice, overriding the option's default link. */
export type BundleSelections = Readonly<Record<number, BundleSelection | null | undefined>>;

/**
 * What a bundle holds before the shopper chooses (one rule for tiles, the product page, the cart and the API): each
 * option's default links; a required option without a default its first link; an optional one without a default
 * nothing.
 */
export function defaultBundleLinks(option: Pick<BundleOption, 'required' | 'product_links'>): BundleProductLink[] {
  const defaults = option.product_links.filter((link) => link.is_default);
  if (defaults.length > 0) return defaults;
  const first = option.product_links[0];
  return option.required && first ? [first] : [];
}

function chosenSkusAndQtys(option: BundleOption, selection: BundleSelection | null | undefined) {
  if (selection) {
    const listed = option.product_links.find((link) => link.sku === selection.sku);
    return [{ sku: selection.sku, qty: selection.qty ?? listed?.qty ?? 1 }];
  }
  return defaultBundleLinks(option).map((link) => ({ sku: link.sku, qty: link.qty }));
}

export function bundleProductPrice(
  product: { bundle_options?: readonly BundleOption[] | null },
  priceOf: PriceBySku,
  selections: BundleSelections = {},
): number {
  let total = 0;
  for (const option of product.bundle_options ?? []) {
    for (const chosen of chosenSkusAndQtys(option, selections[option.option_id])) {
      if (chosen.qty > 0) total += Math.round(toCents(priceOf(chosen.sku)) * chosen.qty);
    }
  }
  return fromCents(total);
}
