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

/**
 * The attribute rows of the compare table: the comparable ones, but no price attribute (the table's own price row
 * shows the shopper's price, with tax and currency; a raw ex-tax number beside it would contradict it).
 */
export function compareRows<T extends { is_comparable?: unknown; frontend_input?: unknown; attribute_code: string }>(attributes: readonly T[]): T[] {
  return attributes.filter((attribute) => isComparable(attribute) && attribute.frontend_input !== 'price' && attribute.attribute_code !== 'price');
}
