/**
 * The choices after the shopper clicks one entry: a chosen entry comes off the list; another one joins the list in a
 * multiple choice (checkboxes, filter values) and replaces it in a single one (radios, the price filter). Filters and
 * product options both follow it.
 */
export function toggleChoice<T>(chosen: readonly T[], entry: T, { multiple, same = Object.is }: { multiple: boolean; same?: (a: T, b: T) => boolean }): T[] {
  if (chosen.some((choice) => same(choice, entry))) return chosen.filter((choice) => !same(choice, entry));
  return multiple ? [...chosen, entry] : [entry];
}
