/**
 * The configurable options' choices as the product page's browser code reads them (spec §4 Configurable selection):
 * the server works out, with the rules of lib/domain/product-configuration.ts, which variant every reachable
 * combination points to and how each option value is shown next to the other choices (ADR 0025 addendum); the browser
 * only looks them up. This module holds the table's shape and its keys, used on both sides.
 */

/** attribute_code → value_index of the chosen value. */
export type Configuration = Record<string, number>;

/** A value's flags in ConfigurationTable.states: one decimal digit per value. */
export const VALUE_EXISTS = 1;
export const VALUE_COMBINABLE = 2;
export const VALUE_OUT_OF_STOCK = 4;

export interface ConfigurationTable {
  /** configurationKey of a combination → position in the product's children of the variant it points to; absent: none (VARIANT_NOT_FOUND). */
  variants: Record<string, number>;
  /** Per option: configurationKey without that option → one digit of flags per value; absent: `exists`. */
  states: Record<string, Record<string, string>>;
  /** Per option: the flags of its values when no available child has the other choices (only VALUE_EXISTS can be set). */
  exists: Record<string, string>;
}

/** The chosen values, one per option in `codes` order ('' when none is chosen, and for `without`), as one key. */
export function configurationKey(codes: readonly string[], configuration: Configuration, without?: string): string {
  return codes.map((code) => (code === without ? '' : (configuration[code] ?? ''))).join('|');
}

export interface ValueState {
  /** Some available child has this value (whatever the other choices); false → the control is disabled. */
  exists: boolean;
  /** An available child has this value together with the other chosen values. */
  combinable: boolean;
  /** Every child reachable with this value (and the other choices) is out of stock. */
  outOfStock: boolean;
}

/** How each value of option `code` is shown next to the other chosen values, in the option's order. */
export function valueStates(table: ConfigurationTable, codes: readonly string[], configuration: Configuration, code: string): ValueState[] {
  const digits = table.states[code]?.[configurationKey(codes, configuration, code)] ?? table.exists[code] ?? '';
  return [...digits].map((digit) => {
    const flags = Number(digit);
    return { exists: (flags & VALUE_EXISTS) > 0, combinable: (flags & VALUE_COMBINABLE) > 0, outOfStock: (flags & VALUE_OUT_OF_STOCK) > 0 };
  });
}
