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
