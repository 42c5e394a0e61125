import type { FacetKeys, FacetValues } from './facet-values';

/** A listed product's values for the unit tests: its keys encoded in `keys`, a price of 40 and no special price unless given. */
export function productValues(
  keys: FacetKeys,
  id: number,
  categoryIds: number[],
  attrs: Record<string, unknown>,
  values: Partial<FacetValues> = {},
): FacetValues {
  return {
    id,
    updatedAt: 0,
    createdAt: 0,
    salesCount: 0,
    isNew: false,
    generation: 1,
    keys: keys.encode(categoryIds, attrs),
    price: 40,
    special_price: null,
    ...values,
  };
}
