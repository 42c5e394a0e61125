import { fromCents, toCents } from './money';
import { isSpecialPriceActive, type SpecialPriceInput } from './special-price';

/**
 * The price fields VSF clients read on a product or a configurable child (spec §3 Product, price fields), with
 * Vue Storefront's semantics (its taxCalc, mirrored by vue-storefront-api): price* is what the shopper pays now (the
 * special price while it is active), original_price* the regular price, special_price* 0 when no special price is active.
 */
export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_tax: number;
  final_price: number;
  final_price_incl_tax: number;
  final_price_tax: number;
  special_price: number;
  special_price_incl_tax: number;
  special_price_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
}

interface Split {
  excl: number;
  incl: number;
  tax: number;
}

/** Splits a catalogue amount into net, gross and tax for one rate. */
export function splitTax(amount: number, rate: number, sourceIncludesTax: boolean): Split {
  const cents = toCents(amount);
  if (sourceIncludesTax) {
    const excl = Math.round(cents / (1 + rate));
    return { excl: fromCents(excl), incl: fromCents(cents), tax: fromCents(cents - excl) };
  }
  const incl = Math.round(cents * (1 + rate));
  return { excl: fromCents(cents), incl: fromCents(incl), tax: fromCents(incl - cents) };
}

function isoOrNull(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  return value instanceof Date ? value.toISOString() : value;
}

export function computePriceFields(
  input: SpecialPriceInput,
  rate: number,
  sourceIncludesTax: boolean,
  now: Date = new Date(),
): PriceFields {
  const original = splitTax(input.price, rate, sourceIncludesTax);
  const special = isSpecialPriceActive(input, now)
    ? splitTax(input.special_price as number, rate, sourceIncludesTax)
    : null;
  const final = special ?? original;
  return {
    price: final.excl,
    price_incl_tax: final.incl,
    price_tax: final.tax,
    original_price: original.excl,
    original_price_incl_tax: original.incl,
    original_price_tax: original.tax,
    final_price: final.excl,
    final_price_incl_tax: final.incl,
    final_price_tax: final.tax,
    special_price: special?.excl ?? 0,
    special_price_incl_tax: special?.incl ?? 0,
    special_price_tax: special?.tax ?? 0,
    special_from_date: isoOrNull(input.special_from_date),
    special_to_date: isoOrNull(input.special_to_date),
  };
}
