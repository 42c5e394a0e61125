/**
 * The shopper's configuration of a configurable product on the product page (spec §4 Configurable selection),
 * built on chooseVariant: the initial variant from the URL's child sku, what a combination of option values points
 * to, and the table of both that the server hands to the page (lib/domain/configuration-choices.ts).
 */
import type { ConfigurableChild, ConfigurableOption } from './catalog-types';
import {
  VALUE_COMBINABLE,
  VALUE_EXISTS,
  VALUE_OUT_OF_STOCK,
  configurationKey,
  type Configuration,
  type ConfigurationTable,
} from './configuration-choices';
import {
  availableOptionValues,
  chooseVariant,
  filterAvailableChildren,
  matchesSelection,
  type ConfigurableProductLike,
} from './variant-choice';

export type { Configuration };

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
 * The combination the shopper's choices make (the last pick added to the ones before): the spec's choice runs on it;
 * only a child that has every chosen value is taken, otherwise the combination is reported as not found (the choice
 * stays visible).
 */
export function configurationState(
  product: ConfigurableProductLike,
  configuration: Configuration,
  { listOutOfStock, priceOf }: ConfigureOptions,
): ConfigurationState {
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

const flagsOf = (state: OptionValueState, withOthers: boolean) =>
  (state.exists ? VALUE_EXISTS : 0) + (withOthers && state.combinable ? VALUE_COMBINABLE : 0) + (withOthers && state.outOfStock ? VALUE_OUT_OF_STOCK : 0);

/**
 * What configurationState and optionValueStates answer for every combination the shopper can reach from `initial`
 * (a pick changes one option's value), as lib/domain/configuration-choices.ts looks them up. Only combinations that an
 * available child has (all its values, or, for options `initial` leaves unset, some of them) are listed: any other
 * points to no variant, and next to it no value is combinable.
 */
export function configurationTable(product: ConfigurableProductLike, initial: Configuration, choice: ConfigureOptions): ConfigurationTable {
  const options = product.configurable_options ?? [];
  const codes = options.map((option) => option.attribute_code);
  const children = product.configurable_children ?? [];
  const unset = codes.filter((code) => initial[code] === undefined);
  const table: ConfigurationTable = { variants: {}, states: {}, exists: {} };
  const alone = optionValueStates(product, {}, choice);
  const digits = (states: Record<string, OptionValueState[]>, code: string, withOthers: boolean) =>
    (states[code] ?? []).map((state) => flagsOf(state, withOthers)).join('');
  const statesOf = (code: string) => (table.states[code] ??= {});
  for (const code of codes) table.exists[code] = digits(alone, code, false);
  for (const child of filterAvailableChildren(children, choice)) {
    const own = configurationOf(child, options);
    if (codes.some((code) => !unset.includes(code) && own[code] === undefined)) continue;
    const optional = unset.filter((code) => own[code] !== undefined);
    for (let subset = 0; subset < 2 ** optional.length; subset++) {
      const configuration: Configuration = {};
      for (const code of codes) {
        const position = optional.indexOf(code);
        if (position >= 0 ? subset & (2 ** position) : !unset.includes(code)) configuration[code] = own[code] as number;
      }
      const key = configurationKey(codes, configuration);
      if (key in table.variants) continue;
      const { variant } = configurationState(product, configuration, choice);
      table.variants[key] = variant ? children.indexOf(variant) : -1;
      const states = optionValueStates(product, configuration, choice);
      for (const code of codes) statesOf(code)[configurationKey(codes, configuration, code)] ??= digits(states, code, true);
    }
  }
  for (const [key, index] of Object.entries(table.variants)) if (index < 0) delete table.variants[key];
  return table;
}
