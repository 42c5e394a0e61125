/**
 * A configurable's variants priced one by one in the back office (issue 42, ADR 0051 addendum). The product form shows
 * the configurable's own price fields and each variant's; what a variant gets after the form is decided per field:
 * - the variant's own field, when the form changed it (it was posted and differs from the variant's value);
 * - otherwise the configurable's field, when the form changed that (a configurable's change applies to its variants,
 *   as before variants had fields of their own);
 * - otherwise the variant keeps its value.
 */
export interface PriceWindow {
  price: number;
  specialPrice: number | null;
  /** Days (YYYY-MM-DD), both bounds inclusive. */
  specialFrom: string | null;
  specialTo: string | null;
}

const FIELDS = ['price', 'specialPrice', 'specialFrom', 'specialTo'] as const;

/** A variant's prices after a form: `posted` holds the variant's fields the form carried (absent: not posted). */
export function variantPricesAfter(current: PriceWindow, posted: Partial<PriceWindow>, parentBefore: PriceWindow, parentAfter: PriceWindow): PriceWindow {
  const next = { ...current };
  for (const field of FIELDS) {
    const own = posted[field];
    if (own !== undefined && own !== current[field]) (next as Record<string, unknown>)[field] = own;
    else if (parentAfter[field] !== parentBefore[field]) (next as Record<string, unknown>)[field] = parentAfter[field];
  }
  return next;
}

export const SPECIAL_NOT_BELOW_PRICE = 'Special price must be below the price';
export const WINDOW_ENDS_BEFORE_START = 'The window ends before it starts';

/** What is wrong with a set of prices as a whole: a special price not below the price, a window ending before it starts. */
export function priceWindowErrors(prices: PriceWindow): { specialPrice?: string; specialTo?: string } {
  return {
    ...(prices.specialPrice !== null && prices.specialPrice >= prices.price ? { specialPrice: SPECIAL_NOT_BELOW_PRICE } : {}),
    ...(prices.specialFrom && prices.specialTo && prices.specialFrom > prices.specialTo ? { specialTo: WINDOW_ENDS_BEFORE_START } : {}),
  };
}
