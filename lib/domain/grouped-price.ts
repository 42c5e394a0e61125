/** Spec §4 Pricing: a grouped product costs its associated products, one of each. */
import type { ProductLink } from './catalog-types';
import { fromCents, toCents } from './money';

/** Price of a linked product by sku; an unknown product contributes nothing. */
export type PriceBySku = (sku: string) => number | null | undefined;

export function groupedProductPrice(
  product: { product_links?: readonly ProductLink[] | null },
  priceOf: PriceBySku,
): number {
  let total = 0;
  for (const link of product.product_links ?? []) {
    if (link.link_type !== 'associated') continue;
    total += toCents(priceOf(link.linked_product_sku));
  }
  return fromCents(total);
}
