/**
 * Filter links come from other sites, mails and people typing: `?color=Blue` or `/de/…?color=Blau` as well as
 * `?color=50`. An attribute filter value is an option id or an option label (any case, in the store's language,
 * the default one or another store's); a value that is neither matches nothing.
 */
import type { AttributeDocument, AttributeOption } from './catalog-types';
import { parseFilterQuery, toFilterQuery, type FilterQuery, type RouteQuery } from './filters';
import { findOptionValue } from './store-labels';

/** The option id a filter value names in a store view (store-labels.ts), or undefined when no option has that id or label. */
export function optionIdFor(value: string, options: readonly AttributeOption[], storeCode = 'default'): string | undefined {
  return findOptionValue(options, value, storeCode);
}

/**
 * The query with every attribute filter value that names an option by its label replaced by the option's id.
 * Unknown values stay as they were, so the page still shows them as applied (with a way to reset).
 */
export function filterQueryWithOptionIds(
  query: RouteQuery,
  attributes: readonly Pick<AttributeDocument, 'attribute_code' | 'options'>[],
  storeCode = 'default',
): FilterQuery {
  const state = parseFilterQuery(query);
  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute.options]));
  const filters = Object.fromEntries(
    Object.entries(state.filters).map(([code, values]) => {
      const options = byCode.get(code);
      if (!options) return [code, values];
      return [code, values.map((value) => optionIdFor(value, options, storeCode) ?? value)];
    }),
  );
  return toFilterQuery({ ...state, filters });
}

/** Option ids as numbers; values that name no option are dropped (a filter left with none matches nothing). */
export function numericOptionIds(values: readonly string[]): number[] {
  return [...new Set(values.filter((value) => /^\d{1,9}$/.test(value)).map(Number))].sort((a, b) => a - b);
}
