/** The compare list: unique skus in the order they were added. */
export function addToCompare(skus: readonly string[], sku: string): string[] {
  return skus.includes(sku) ? [...skus] : [...skus, sku];
}

export function removeFromCompare(skus: readonly string[], sku: string): string[] {
  return skus.filter((entry) => entry !== sku);
}

/** Spec §3 Attribute: comparable when is_comparable is 1 or true. */
export function isComparable(attribute: { is_comparable?: unknown }): boolean {
  return attribute.is_comparable === true || attribute.is_comparable === 1 || attribute.is_comparable === '1';
}
