/** A half-open range of ids, `[from, to)`; null where the range is open. */
export interface IdSlice {
  from: number | null;
  to: number | null;
}

/**
 * Ranges of equal id width that cut `rows` rows with ids from `low` to `high` into slices of about `sliceRows` rows;
 * none when they fit in one. The first and last ranges are open, so rows written beyond the bounds are still read.
 */
export function idSlices(rows: number, low: number | null, high: number | null, sliceRows: number): IdSlice[] {
  if (rows <= sliceRows || low === null || high === null || high <= low) return [];
  const count = Math.min(Math.ceil(rows / sliceRows), high - low + 1);
  const width = Math.ceil((high - low + 1) / count);
  return Array.from({ length: count }, (_, index) => ({
    from: index === 0 ? null : low + index * width,
    to: index === count - 1 ? null : low + (index + 1) * width,
  }));
}

/** How many values a listing filter carries (each becomes a bind parameter or a condition). */
export function countFilterValues(filter: { value: unknown }): number {
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 1);
  const value = filter.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.values(value).reduce<number>((sum, operand) => sum + (operand === undefined ? 0 : count(operand)), 0);
  }
  return count(value);
}

/**
 * The rows of a slice for a listing with these filters (ranges on one field merged): a plain listing's `sliceRows`,
 * and fewer for one whose every row costs several times a plain one's (each filter ~1/20 more, each value ~1/400 more,
 * measured on PGlite at 100k products: a 20,000-row slice with a price range ~32 ms; with two lists of 470 colours
 * left out and a price range ~100 ms), so that no statement of a slice holds PGlite's only thread much longer than a
 * plain listing's (ADR 0072, addendum).
 */
export function sliceRowsFor(sliceRows: number, filters: readonly { value: unknown }[]): number {
  const values = filters.reduce((sum, filter) => sum + countFilterValues(filter), 0);
  const work = 1 + filters.length / 20 + values / 400;
  return Math.max(1, Math.floor(sliceRows / Math.max(1, Math.floor(work))));
}
