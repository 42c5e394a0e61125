/** A facet's key and count, as a facets statement answers them (facet by its number in the request). */
export interface FacetRow {
  facet: number;
  key: string | null;
  doc_count: string | number;
}

/**
 * The rows of several facets statements over disjoint slices of the candidates, as one statement over all of them
 * would answer: counts of the same facet and key summed; a facet with a size keeps its `size` most frequent keys, ties
 * by key in code-point order (the database's C collation), like `facetsQuery`'s cut.
 */
export function mergeFacetRows(rows: readonly FacetRow[], sizes: ReadonlyMap<number, number>): FacetRow[] {
  const counts = new Map<number, Map<string | null, number>>();
  for (const row of rows) {
    const keys = counts.get(row.facet) ?? new Map<string | null, number>();
    keys.set(row.key, (keys.get(row.key) ?? 0) + Number(row.doc_count));
    counts.set(row.facet, keys);
  }
  return [...counts].flatMap(([facet, keys]) => {
    const merged = [...keys].map(([key, doc_count]) => ({ facet, key, doc_count }));
    const size = sizes.get(facet);
    if (size === undefined) return merged;
    merged.sort((a, b) => b.doc_count - a.doc_count || byCodePoint(a.key, b.key));
    return merged.slice(0, size);
  });
}

function byCodePoint(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
