import type { FacetKeys } from './facet-values';
import type { ProductValues } from './listed-columns';

/**
 * A listed product's values for the unit tests: its keys encoded in `keys`, a price of 40, no special price, visible
 * everywhere and in stock unless given.
 */
export function productValues(
  keys: FacetKeys,
  id: number,
  categoryIds: number[],
  attrs: Record<string, unknown>,
  values: Partial<ProductValues> = {},
): ProductValues {
  return {
    id,
    updatedAt: 0,
    createdAt: 0,
    salesCount: 0,
    isNew: false,
    generation: 1,
    keys: keys.encode(categoryIds, attrs),
    categoryKeys: categoryIds.length,
    visibility: 4,
    inStock: true,
    price: 40,
    special_price: null,
    ...values,
  };
}
