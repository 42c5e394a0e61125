import type { ListedColumns, ListedSet } from './listed-columns';

export interface ListingSort {
  field: string;
  direction: 'asc' | 'desc';
}

type SortKey = (columns: ListedColumns, slot: number, atMs: number) => number;

/**
 * The sort fields whose order is a number's (product-filters.ts `sortable`, the same expressions). A name or SKU is
 * ordered by the database's collation, which JavaScript does not reproduce: such a listing keeps its SQL page.
 */
const NUMERIC_SORTS: Readonly<Record<string, SortKey>> = {
  final_price: (columns, slot, atMs) => columns.finalPrice(slot, atMs),
  price: (columns, slot, atMs) => columns.finalPrice(slot, atMs),
  updated_at: (columns, slot) => columns.updatedAts[slot]!,
  created_at: (columns, slot) => columns.createdAts[slot]!,
  id: (columns, slot) => columns.ids[slot]!,
  position: (columns, slot) => columns.ids[slot]!,
  sales_count: (columns, slot) => columns.salesCounts[slot]!,
  new: (columns, slot) => (columns.isNew(slot) ? 1 : 0),
};

/** Whether a listing in this order can be ordered from the products' values. */
export function ordersByValues(sorts: readonly ListingSort[]): boolean {
  return sorts.every((sort) => Object.hasOwn(NUMERIC_SORTS, sort.field));
}

/** Up to this many first products a page needs are kept in order as they are read; a page further on sorts them all. */
export const KEPT_IN_ORDER = 256;

/**
 * The ids of a listing's page, `size` from `from`, among every product it lists: ordered as the listing's SQL orders
 * them (`ORDER BY <each sort> <direction>, p.id ASC`; every column these read is NOT NULL), the final price at `now`.
 * Only for orders `ordersByValues` accepts. Each product's keys are worked out once, and only the first `from + size`
 * are kept in order as the products are read (a page is a few dozen of up to 10,000).
 */
export function listingPage(products: ListedSet, sorts: readonly ListingSort[], from: number, size: number, now: Date = new Date()): number[] {
  const { slots } = products;
  const wanted = Math.min(from + size, slots.length);
  if (wanted <= from) return [];
  const at = now.getTime();
  // Filled by plain loops: `TypedArray.from` with a mapping function walks the list as an iterable, ~10 × slower.
  const columns = sorts.map((sort) => {
    if (!Object.hasOwn(NUMERIC_SORTS, sort.field)) throw new Error(`A listing cannot be ordered by '${sort.field}' in memory.`);
    const key = NUMERIC_SORTS[sort.field]!;
    const values = new Float64Array(slots.length);
    for (let index = 0; index < slots.length; index++) values[index] = key(products.columns, slots[index]!, at);
    return { values, sign: sort.direction === 'desc' ? -1 : 1 };
  });
  const ids = new Int32Array(slots.length);
  for (let index = 0; index < slots.length; index++) ids[index] = products.columns.ids[slots[index]!]!;
  /** Negative when the product at `a` comes before the one at `b`. */
  const compare = (a: number, b: number): number => {
    for (const { values, sign } of columns) {
      const difference = values[a]! - values[b]!;
      if (difference !== 0) return difference * sign;
    }
    return ids[a]! - ids[b]!;
  };
  if (wanted > KEPT_IN_ORDER) {
    const order = Array.from(ids.keys()).sort(compare);
    return order.slice(from, wanted).map((index) => ids[index]!);
  }
  // The best `wanted` so far, in order: a product enters only when it comes before the last of them.
  const best: number[] = [];
  for (let index = 0; index < slots.length; index++) {
    if (best.length === wanted && compare(index, best[wanted - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, index) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, index);
    if (best.length > wanted) best.pop();
  }
  return best.slice(from).map((index) => ids[index]!);
}
