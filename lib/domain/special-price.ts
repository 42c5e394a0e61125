/** Spec §4 Pricing: a special price counts only when lower than the price and now inside its (open-ended) window. */
export interface SpecialPriceInput {
  price: number;
  special_price?: number | null;
  special_from_date?: string | Date | null;
  special_to_date?: string | Date | null;
}

/** A window's end as milliseconds since the epoch; null when it is open (no date, or one that is not a date). */
export function specialPriceTime(value: string | Date | null | undefined): number | null {
  if (value == null || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The rule over numbers, for values kept as columns (lib/domain/listed-columns.ts): no special price is NaN, an open
 * window's ends are -Infinity and Infinity.
 */
export function specialPriceCounts(price: number, special: number, fromMs: number, toMs: number, atMs: number): boolean {
  return special > 0 && special < price && atMs >= fromMs && atMs <= toMs;
}

export function isSpecialPriceActive(input: SpecialPriceInput, now: Date = new Date()): boolean {
  return specialPriceCounts(
    input.price,
    input.special_price ?? Number.NaN,
    specialPriceTime(input.special_from_date) ?? -Infinity,
    specialPriceTime(input.special_to_date) ?? Infinity,
    now.getTime(),
  );
}

/** The price a product sells at now (spec §4 Pricing): its special price while that counts, else its price. */
export function finalPrice(input: SpecialPriceInput, now: Date = new Date()): number {
  return isSpecialPriceActive(input, now) ? (input.special_price as number) : input.price;
}

/**
 * The first moment after `now` at which a special price of these items starts or stops counting (its window opens
 * or closes), or null when none will: what a price computed now may be kept until.
 */
export function nextSpecialPriceChange(inputs: Iterable<SpecialPriceInput>, now: Date = new Date()): number | null {
  const at = now.getTime();
  let next: number | null = null;
  for (const input of inputs) {
    const from = specialPriceTime(input.special_from_date);
    // The window includes its end: the price changes just after it.
    const to = specialPriceTime(input.special_to_date);
    for (const moment of [from, to === null ? null : to + 1]) {
      if (moment !== null && moment > at && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
