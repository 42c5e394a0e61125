/** Spec §4 Pricing: surcharges of the custom options a shopper picked. */
import type { CustomOption } from './catalog-types';
import { fromCents, toCents } from './money';

export interface SelectedCustomOption {
  option_id: number;
  /** option_type_id of the chosen value, for options with values (radio, select, drop_down, checkbox). */
  option_value?: number | null;
  /** Text the shopper typed, for field and area options. */
  value?: string | null;
}

interface Priced {
  price?: number | null;
  price_type?: 'fixed' | 'percent';
}

function surchargeCents(priced: Priced, baseCents: number): number {
  const amount = priced.price ?? 0;
  if (priced.price_type === 'percent') return Math.round((baseCents * amount) / 100);
  return toCents(amount);
}

function pricedPart(option: CustomOption, selected: SelectedCustomOption): Priced | null {
  if (option.values && option.values.length > 0) {
    const typeId = selected.option_value ?? 0;
    if (!(typeId > 0)) return null;
    return option.values.find((value) => value.option_type_id === typeId) ?? null;
  }
  return selected.value && selected.value.trim() !== '' ? option : null;
}

/**
 * What the selected options add to basePrice (the current product price): fixed adds the amount, percent
 * a share of basePrice. Checkbox options list one selection per checked value.
 */
export function customOptionsSurcharge(
  basePrice: number,
  options: readonly CustomOption[] | null | undefined,
  selected: readonly SelectedCustomOption[],
): number {
  const baseCents = toCents(basePrice);
  const byId = new Map((options ?? []).map((option) => [option.option_id, option]));
  let total = 0;
  for (const choice of selected) {
    const option = byId.get(choice.option_id);
    const priced = option ? pricedPart(option, choice) : null;
    if (priced) total += surchargeCents(priced, baseCents);
  }
  return fromCents(total);
}

export function priceWithCustomOptions(
  basePrice: number,
  options: readonly CustomOption[] | null | undefined,
  selected: readonly SelectedCustomOption[],
): number {
  return fromCents(toCents(basePrice) + toCents(customOptionsSurcharge(basePrice, options, selected)));
}

export interface PriceWithOriginal {
  final: number;
  original: number;
}

/** Final and original prices with the custom options; percent surcharges are a share of each base. */
export function withCustomOptions(
  base: PriceWithOriginal,
  options: readonly CustomOption[] | null | undefined,
  selected: readonly SelectedCustomOption[],
): PriceWithOriginal {
  return {
    final: priceWithCustomOptions(base.final, options, selected),
    original: priceWithCustomOptions(base.original, options, selected),
  };
}
