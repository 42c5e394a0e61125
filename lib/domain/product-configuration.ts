/**
 * The shopper's configuration of a configurable product on the product page (spec §4 Configurable selection),
 * built on chooseVariant: the initial variant from the URL's child sku, and what picking one option value does.
 */
import type { ConfigurableChild, ConfigurableOption } from './catalog-types';
import {
  availableOptionValues,
  chooseVariant,
  filterAvailableChildren,
  matchesSelection,
  type ConfigurableProductLike,
} from './variant-choice';

/** attribute_code → value_index of the chosen value. */
export type Configuration = Record<string, number>;

export interface ConfigurationState {
  configuration: Configuration;
  /** The child the configuration points to; null when no available child has exactly this combination. */
  variant: ConfigurableChild | null;
  /** True when the shopper's combination has no available child (warning VARIANT_NOT_FOUND). */
  notFound: boolean;
}

export interface ConfigureOptions {
  listOutOfStock: boolean;
  priceOf: (child: ConfigurableChild) => number;
}

/** The values a child carries for the product's configurable options. */
export function configurationOf(
  child: ConfigurableChild,
  options: readonly ConfigurableOption[] | null | undefined,
): Configuration {
  const configuration: Configuration = {};
  for (const option of options ?? []) {
    const value = Number(child[option.attribute_code]);
    if (Number.isFinite(value)) configuration[option.attribute_code] = value;
  }
  return configuration;
}

/**
 * The configuration a page opens with: the child sku of the URL when it is available, else the first child in
 * stock, else the first available one (out-of-stock children count as available when they are listed).
 */
export function initialConfiguration(
  product: ConfigurableProductLike,
  childSku: string | null | undefined,
  { listOutOfStock, priceOf }: ConfigureOptions,
): ConfigurationState {
  const exact = childSku ? chooseVariant(product, { sku: childSku, listOutOfStock }, priceOf) : null;
  const variant =
    (exact?.sku === childSku ? exact : null) ??
    chooseVariant(product, { selectDefault: true, listOutOfStock: false }, priceOf) ??
    chooseVariant(product, { selectDefault: true, listOutOfStock }, priceOf);
  return {
    configuration: variant ? configurationOf(variant, product.configurable_options) : {},
    variant,
    notFound: false,
  };
}

/**
 * The shopper picks `value` for `code`: the spec's choice runs on the new combination; only a child that has
 * every chosen value is taken, otherwise the combination is reported as not found (the choice stays visible).
 */
export function pickOptionValue(
  product: ConfigurableProductLike,
  current: Configuration,
  code: string,
  value: number,
  { listOutOfStock, priceOf }: ConfigureOptions,
): ConfigurationState {
  const configuration = { ...current, [code]: value };
  const variant = chooseVariant(product, { selectedOptions: configuration, listOutOfStock }, priceOf);
  if (variant && matchesSelection(variant, configuration)) return { configuration, variant, notFound: false };
  return { configuration, variant: null, notFound: true };
}

export interface OptionValueState {
  value_index: number;
  label: string;
  /** Some available child has this value (whatever the other choices); false → the control is disabled. */
  exists: boolean;
  /** An available child has this value together with the other chosen values. */
  combinable: boolean;
  /** Every child reachable with this value (and the other choices) is out of stock. */
  outOfStock: boolean;
}

/** How each value of each configurable option is shown, given the current configuration. */
export function optionValueStates(
  product: ConfigurableProductLike,
  configuration: Configuration,
  { listOutOfStock }: Pick<ConfigureOptions, 'listOutOfStock'>,
): Record<string, OptionValueState[]> {
  const available = filterAvailableChildren(product.configurable_children, { listOutOfStock });
  const combinable = availableOptionValues(product, configuration, { listOutOfStock });
  const inStock = availableOptionValues(product, configuration, { listOutOfStock: false });
  const result: Record<string, OptionValueState[]> = {};
  for (const option of product.configurable_options ?? []) {
    const code = option.attribute_code;
    result[code] = option.values.map((value) => {
      const isCombinable = combinable[code]?.includes(value.value_index) ?? false;
      return {
        value_index: value.value_index,
        label: value.label,
        exists: available.some((child) => String(child[code]) === String(value.value_index)),
        combinable: isCombinable,
        outOfStock: isCombinable && !(inStock[code]?.includes(value.value_index) ?? false),
      };
    });
  }
  return result;
}
