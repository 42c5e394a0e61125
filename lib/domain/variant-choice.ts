/** Spec §4 Configurable selection: which child of a configurable product the shopper's choice points to. */
import { productStatus } from '@/lib/config/product-status';
import type { ConfigurableChild, ConfigurableOption } from './catalog-types';

export const NO_VARIANTS_ERROR = 'No available product variants';
export const VARIANT_NOT_FOUND =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** attribute_code → value_index. Values read from a URL arrive as strings, so both are accepted. */
export type SelectedOptions = Readonly<Record<string, number | string | null | undefined>>;

export interface AvailabilityOptions {
  listOutOfStock?: boolean;
}

export interface VariantChoiceOptions extends AvailabilityOptions {
  selectedOptions?: SelectedOptions;
  sku?: string | null;
  selectDefault?: boolean;
  fallbackToDefault?: boolean;
}

export interface ConfigurableProductLike {
  configurable_children?: readonly ConfigurableChild[];
  configurable_options?: readonly ConfigurableOption[];
}

function isOutOfStock(child: ConfigurableChild): boolean {
  return child.stock?.is_in_stock === false;
}

export function filterAvailableChildren<T extends ConfigurableChild>(
  children: readonly T[] | null | undefined,
  { listOutOfStock = false }: AvailabilityOptions = {},
): T[] {
  return (children ?? []).filter(
    (child) => child.status < productStatus.disabled && (listOutOfStock || !isOutOfStock(child)),
  );
}

function selectedEntries(selected: SelectedOptions | undefined): [string, string][] {
  return Object.entries(selected ?? {}).flatMap(([code, value]) =>
    value === null || value === undefined || value === '' ? [] : [[code, String(value)] as [string, string]],
  );
}

function hasValue(child: ConfigurableChild, code: string, value: string): boolean {
  const own = child[code];
  return own !== null && own !== undefined && String(own) === value;
}

/** True when the child carries every selected attribute value. */
export function matchesSelection(child: ConfigurableChild, selected: SelectedOptions): boolean {
  return selectedEntries(selected).every(([code, value]) => hasValue(child, code, value));
}

/** A cart line's configurable_item_options: attribute id → value index. */
export interface ConfigurableItemOption {
  option_id: number | string;
  option_value: number | string;
}

/**
 * The child a cart request's configurable_item_options point to: every option must name one of the product's
 * attributes, once, and the child must carry every value. Availability (status, stock) is the caller's check.
 */
export function childOfItemOptions(product: ConfigurableProductLike, chosen: readonly ConfigurableItemOption[]): ConfigurableChild | undefined {
  const codeById = new Map((product.configurable_options ?? []).map((option) => [String(option.attribute_id), option.attribute_code]));
  const selected: Record<string, string> = {};
  for (const option of chosen) {
    const code = codeById.get(String(option.option_id));
    const value = String(option.option_value);
    if (code === undefined || (code in selected && selected[code] !== value)) return undefined;
    selected[code] = value;
  }
  if (Object.keys(selected).length === 0) return undefined;
  return (product.configurable_children ?? []).find((child) => matchesSelection(child, selected));
}

function bestMatch(
  candidates: readonly ConfigurableChild[],
  selected: [string, string][],
  priceOf: (child: ConfigurableChild) => number,
): ConfigurableChild | null {
  let best: { child: ConfigurableChild; matched: number; price: number } | null = null;
  for (const child of candidates) {
    const matched = selected.filter(([code, value]) => hasValue(child, code, value)).length;
    if (matched === 0) continue;
    if (best && matched < best.matched) continue;
    const price = priceOf(child);
    if (!best || matched > best.matched || price < best.price) best = { child, matched, price };
  }
  return best?.child ?? null;
}

/**
 * Order of preference: exact sku; the child matching most selected attributes (the cheaper incl. tax on a
 * tie); the first available child when a default is requested; the first child of all when none is
 * available and the fallback is allowed.
 */
export function chooseVariant(
  product: ConfigurableProductLike,
  options: VariantChoiceOptions,
  priceOf: (child: ConfigurableChild) => number,
): ConfigurableChild | null {
  const children = product.configurable_children ?? [];
  const available = filterAvailableChildren(children, options);
  if (available.length === 0) {
    return options.fallbackToDefault ? (children[0] ?? null) : null;
  }
  if (options.sku) {
    const exact = available.find((child) => child.sku === options.sku);
    if (exact) return exact;
  }
  const match = bestMatch(available, selectedEntries(options.selectedOptions), priceOf);
  if (match) return match;
  return options.selectDefault ? (available[0] ?? null) : null;
}

/**
 * For each configurable option, the value indexes that still lead to an available child given the other
 * selected attributes (the option's own selection is ignored, so the shopper can switch it).
 */
export function availableOptionValues(
  product: ConfigurableProductLike,
  selected: SelectedOptions,
  availability: AvailabilityOptions = {},
): Record<string, number[]> {
  const available = filterAvailableChildren(product.configurable_children, availability);
  const result: Record<string, number[]> = {};
  for (const option of product.configurable_options ?? []) {
    const code = option.attribute_code;
    const others = selectedEntries(selected).filter(([otherCode]) => otherCode !== code);
    const reachable = available.filter((child) => others.every(([c, v]) => hasValue(child, c, v)));
    result[code] = option.values
      .map((value) => value.value_index)
      .filter((index) => reachable.some((child) => hasValue(child, code, String(index))));
  }
  return result;
}
