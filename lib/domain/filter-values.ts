/**
 * Filter links come from other sites, mails and people typing: `?color=Blue` as well as `?color=50`.
 * An attribute filter value is an option id or an option label (any case); a value that is neither matches nothing.
 */
import type { AttributeDocument, AttributeOption } from './catalog-types';
import { parseFilterQuery, toFilterQuery, type FilterQuery, type RouteQuery } from './filters';

/** The labels an option is known by; a store view may add its translated label (see `labelsOf`). */
export type OptionLabels = (option: AttributeOption) => readonly string[];
const ownLabel: OptionLabels = (option) => [option.label];

const fold = (text: string) => text.trim().toLocaleLowerCase();

/** The option id a filter value names, or undefined when no option has that id or label. */
export function optionIdFor(
  value: string,
  options: readonly AttributeOption[],
  labelsOf: OptionLabels = ownLabel,
): string | undefined {
  const byId = options.find((option) => option.value === value.trim());
  if (byId) return byId.value;
  const wanted = fold(value);
  return options.find((option) => labelsOf(option).some((label) => fold(label) === wanted))?.value;
}

/**
 * The query with every attribute filter value that names an option by its label replaced by the option's id.
 * Unknown values stay as they were, so the page still shows them as applied (with a way to reset).
 */
export function filterQueryWithOptionIds(
  query: RouteQuery,
  attributes: readonly Pick<AttributeDocument, 'attribute_code' | 'options'>[],
  labelsOf: OptionLabels = ownLabel,
): FilterQuery {
  const state = parseFilterQuery(query);
  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute.options]));
  const filters = Object.fromEntries(
    Object.entries(state.filters).map(([code, values]) => {
      const options = byCode.get(code);
      if (!options) return [code, values];
      return [code, values.map((value) => optionIdFor(value, options, labelsOf) ?? value)];
    }),
  );
  return toFilterQuery({ ...state, filters });
}

/** Option ids as numbers; values that name no option are dropped (a filter left with none matches nothing). */
export function numericOptionIds(values: readonly string[]): number[] {
  return [...new Set(values.filter((value) => /^\d{1,9}$/.test(value)).map(Number))].sort((a, b) => a - b);
}
