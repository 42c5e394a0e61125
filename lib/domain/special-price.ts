/** Spec §4 Pricing: a special price counts only when lower than the price and now inside its (open-ended) window. */
export interface SpecialPriceInput {
  price: number;
  special_price?: number | null;
  special_from_date?: string | Date | null;
  special_to_date?: string | Date | null;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value == null || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function isSpecialPriceActive(input: SpecialPriceInput, now: Date = new Date()): boolean {
  const special = input.special_price;
  if (special == null || !(special > 0) || !(special < input.price)) return false;
  const from = toTime(input.special_from_date);
  const to = toTime(input.special_to_date);
  const at = now.getTime();
  if (from !== null && at < from) return false;
  if (to !== null && at > to) return false;
  return true;
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
    const from = toTime(input.special_from_date);
    // The window includes its end: the price changes just after it.
    const to = toTime(input.special_to_date);
    for (const moment of [from, to === null ? null : to + 1]) {
      if (moment !== null && moment > at && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
