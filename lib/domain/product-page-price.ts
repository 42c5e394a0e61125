/**
 * The live price of the product page (spec §4 Pricing): the base price of the product, variant, bundle choice or
 * grouped quantities, plus the surcharges of the custom options the shopper picked.
 */
import type { BundleOption, CustomOption } from './catalog-types';
import { bundleProductPrice, defaultBundleLinks } from './bundle-price';
import type { SelectedCustomOption } from './custom-option-price';
import type { PriceBySku } from './grouped-price';
import { fromCents, toCents } from './money';
import { configurableItemOptions, type ProductOption } from './product-option';

/** Form state of custom options: typed text for field/area, chosen option_type_ids for the others. */
export type CustomOptionInputs = Readonly<Record<number, { text?: string; valueIds?: readonly number[] } | undefined>>;

export function selectedCustomOptions(
  options: readonly CustomOption[] | null | undefined,
  inputs: CustomOptionInputs,
): SelectedCustomOption[] {
  const selected: SelectedCustomOption[] = [];
  for (const option of options ?? []) {
    const input = inputs[option.option_id];
    if (!input) continue;
    if (option.values && option.values.length > 0) {
      for (const id of input.valueIds ?? []) selected.push({ option_id: option.option_id, option_value: id });
    } else if (input.text && input.text.trim() !== '') {
      selected.push({ option_id: option.option_id, value: input.text });
    }
  }
  return selected;
}

/** Required custom options left empty (their option ids). */
export function missingRequiredOptions(
  options: readonly CustomOption[] | null | undefined,
  inputs: CustomOptionInputs,
): number[] {
  const selected = new Set(selectedCustomOptions(options, inputs).map((choice) => choice.option_id));
  return (options ?? []).filter((option) => option.is_require && !selected.has(option.option_id)).map((o) => o.option_id);
}

/** option_id → the links chosen in it (several for checkbox and multi options); qty 0 or no entry means none. */
export type BundleChoices = Readonly<Record<number, readonly { sku: string; qty: number }[] | undefined>>;

/** The default choice of a bundle: each option's default link with its quantity; optional options without one stay empty. */
export function defaultBundleChoices(options: readonly BundleOption[] | null | undefined): Record<number, { sku: string; qty: number }[]> {
  const choices: Record<number, { sku: string; qty: number }[]> = {};
  for (const option of options ?? []) {
    choices[option.option_id] = defaultBundleLinks(option).map((link) => ({ sku: link.sku, qty: link.qty }));
  }
  return choices;
}

/** The bundle's price for the shopper's choices: each chosen link times its quantity (bundleProductPrice per link). */
export function bundleChoicesPrice(
  options: readonly BundleOption[] | null | undefined,
  priceOf: PriceBySku,
  choices: BundleChoices,
): number {
  let cents = 0;
  for (const option of options ?? []) {
    for (const choice of choices[option.option_id] ?? []) {
      const price = bundleProductPrice({ bundle_options: [option] }, (sku) => priceOf(sku) ?? 0, {
        [option.option_id]: { sku: choice.sku, qty: choice.qty },
      });
      cents += toCents(price);
    }
  }
  return fromCents(cents);
}

/** A grouped product's total for the quantities typed in its table. */
export function groupedQuantitiesPrice(
  items: readonly { sku: string; price: number }[],
  quantities: Readonly<Record<string, number | undefined>>,
): number {
  let cents = 0;
  for (const item of items) {
    const qty = quantities[item.sku] ?? 0;
    if (qty > 0) cents += Math.round(toCents(item.price) * qty);
  }
  return fromCents(cents);
}

/** The cart's product_option (vue-storefront shape) for the shopper's choices. */
export function productOption({
  customOptions,
  customInputs,
  configurableOptions = [],
  configuration = {},
  bundleOptions = [],
  bundleChoices = {},
}: {
  customOptions?: readonly CustomOption[] | null;
  customInputs: CustomOptionInputs;
  configurableOptions?: readonly { code: string; attributeId: string }[];
  configuration?: Readonly<Record<string, number>>;
  bundleOptions?: readonly BundleOption[];
  bundleChoices?: BundleChoices;
}): ProductOption {
  const byOption = new Map<number, string[]>();
  for (const choice of selectedCustomOptions(customOptions, customInputs)) {
    const value = choice.option_value != null ? String(choice.option_value) : (choice.value ?? '');
    byOption.set(choice.option_id, [...(byOption.get(choice.option_id) ?? []), value]);
  }
  return {
    extension_attributes: {
      custom_options: [...byOption].map(([option_id, values]) => ({ option_id, option_value: values.join(',') })),
      configurable_item_options: configurableItemOptions(configurableOptions, configuration),
      bundle_options: bundleOptions.flatMap((option) => {
        const chosen = (bundleChoices[option.option_id] ?? []).filter((choice) => choice.qty > 0);
        const ids = chosen.flatMap((choice) => option.product_links.filter((link) => link.sku === choice.sku).map((link) => link.id));
        if (ids.length === 0) return [];
        return [{ option_id: option.option_id, option_qty: chosen[0]?.qty ?? 1, option_selections: ids }];
      }),
    },
  };
}
