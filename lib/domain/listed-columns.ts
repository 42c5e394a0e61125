import { nthSmallest } from './nth-smallest';
import { specialPriceCounts, specialPriceTime, type SpecialPriceInput } from './special-price';

/** What a listing's order reads of a listed product (ADR 0077): its id, prices, times in microseconds, sales, novelty. */
interface ListingOrderValues extends SpecialPriceInput {
  id: number;
  /** `updated_at` and `created_at` as microseconds since the epoch: the database's own precision, so ties are its ties. */
  updatedAt: number;
  createdAt: number;
  salesCount: number;
  isNew: boolean;
}

/**
 * A listed product's values as the facet index reads them (ADR 0074): what its facets, filters and listing order read,
 * its keys' numbers in a FacetKeys (categories first), and what a listing's own conditions read.
 */
export interface ProductValues extends ListingOrderValues {
  /** The projection row's generation: a copy with another one is out of date. */
  generation: number;
  keys: ArrayLike<number>;
  /** How many of `keys` are categories: the first ones (FacetKeys.encode). */
  categoryKeys: number;
  visibility: number;
  inStock: boolean;
}

const IS_NEW = 1;
const IN_STOCK = 2;

/**
 * Listed products' values as columns, one slot per product (ADR 0081): a pass over thousands of products reads a few
 * typed arrays in order instead of an object and its own array of keys each. A slot is written once and never changed
 * (a product's newer values take a new slot), so a set of slots taken from these columns keeps meaning what it meant
 * when it was taken; the owner copies the live slots into new columns when too many are stale (`copyOf`).
 */
export class ListedColumns {
  /** Slots written. */
  size = 0;
  ids = new Int32Array(0);
  generations = new Float64Array(0);
  prices = new Float64Array(0);
  /** NaN when the product has no special price. */
  specials = new Float64Array(0);
  /** The special price's window in milliseconds since the epoch, -Infinity and Infinity when open. */
  specialFroms = new Float64Array(0);
  specialTos = new Float64Array(0);
  updatedAts = new Float64Array(0);
  createdAts = new Float64Array(0);
  salesCounts = new Float64Array(0);
  visibilities = new Int32Array(0);
  flags = new Uint8Array(0);
  /** A slot's keys are `keyPool[keyStarts[slot]]` up to `keyStarts[slot + 1]`, its categories the first `categoryKeys[slot]`. */
  keyStarts = new Int32Array(1);
  categoryKeys = new Int32Array(0);
  keyPool = new Int32Array(0);

  /** Writes the product's values in a new slot, and answers it. */
  add(values: ProductValues): number {
    const slot = this.reserve(values.keys.length);
    const start = this.keyStarts[slot]!;
    for (let index = 0; index < values.keys.length; index++) this.keyPool[start + index] = values.keys[index]!;
    this.categoryKeys[slot] = values.categoryKeys;
    this.ids[slot] = values.id;
    this.generations[slot] = values.generation;
    this.prices[slot] = values.price;
    this.specials[slot] = values.special_price ?? Number.NaN;
    this.specialFroms[slot] = specialPriceTime(values.special_from_date) ?? -Infinity;
    this.specialTos[slot] = specialPriceTime(values.special_to_date) ?? Infinity;
    this.updatedAts[slot] = values.updatedAt;
    this.createdAts[slot] = values.createdAt;
    this.salesCounts[slot] = values.salesCount;
    this.visibilities[slot] = values.visibility;
    this.flags[slot] = (values.isNew ? IS_NEW : 0) | (values.inStock ? IN_STOCK : 0);
    return slot;
  }

  /** Copies another columns' slot into a new slot of these, and answers it. */
  copyOf(from: ListedColumns, slot: number): number {
    const keys = from.keysOf(slot);
    const copy = this.reserve(keys.length);
    this.keyPool.set(keys, this.keyStarts[copy]!);
    this.categoryKeys[copy] = from.categoryKeys[slot]!;
    this.ids[copy] = from.ids[slot]!;
    this.generations[copy] = from.generations[slot]!;
    this.prices[copy] = from.prices[slot]!;
    this.specials[copy] = from.specials[slot]!;
    this.specialFroms[copy] = from.specialFroms[slot]!;
    this.specialTos[copy] = from.specialTos[slot]!;
    this.updatedAts[copy] = from.updatedAts[slot]!;
    this.createdAts[copy] = from.createdAts[slot]!;
    this.salesCounts[copy] = from.salesCounts[slot]!;
    this.visibilities[copy] = from.visibilities[slot]!;
    this.flags[copy] = from.flags[slot]!;
    return copy;
  }

  /** A new slot with room for its keys. */
  private reserve(keyCount: number): number {
    const slot = this.size;
    if (slot === this.ids.length) this.grow(Math.max(1024, slot * 2));
    const end = this.keyStarts[slot]! + keyCount;
    if (end > this.keyPool.length) {
      const pool = new Int32Array(Math.max(end, this.keyPool.length * 2, 4096));
      pool.set(this.keyPool);
      this.keyPool = pool;
    }
    this.keyStarts[slot + 1] = end;
    this.size = slot + 1;
    return slot;
  }

  keysOf(slot: number): Int32Array {
    return this.keyPool.subarray(this.keyStarts[slot]!, this.keyStarts[slot + 1]!);
  }

  isNew(slot: number): boolean {
    return (this.flags[slot]! & IS_NEW) !== 0;
  }

  inStock(slot: number): boolean {
    return (this.flags[slot]! & IN_STOCK) !== 0;
  }

  /** The price the product sells at, at `atMs` (spec §4 Pricing). */
  finalPrice(slot: number, atMs: number): number {
    const special = this.specials[slot]!;
    return specialPriceCounts(this.prices[slot]!, special, this.specialFroms[slot]!, this.specialTos[slot]!, atMs) ? special : this.prices[slot]!;
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(array: T, make: (length: number) => T, extra = 0): T => {
      const next = make(capacity + extra);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids, (length) => new Int32Array(length));
    this.generations = grown(this.generations, (length) => new Float64Array(length));
    this.prices = grown(this.prices, (length) => new Float64Array(length));
    this.specials = grown(this.specials, (length) => new Float64Array(length));
    this.specialFroms = grown(this.specialFroms, (length) => new Float64Array(length));
    this.specialTos = grown(this.specialTos, (length) => new Float64Array(length));
    this.updatedAts = grown(this.updatedAts, (length) => new Float64Array(length));
    this.createdAts = grown(this.createdAts, (length) => new Float64Array(length));
    this.salesCounts = grown(this.salesCounts, (length) => new Float64Array(length));
    this.visibilities = grown(this.visibilities, (length) => new Int32Array(length));
    this.flags = grown(this.flags, (length) => new Uint8Array(length));
    this.keyStarts = grown(this.keyStarts, (length) => new Int32Array(length), 1);
    this.categoryKeys = grown(this.categoryKeys, (length) => new Int32Array(length));
  }
}

/** Some of a ListedColumns' products: the slots, in the order found. */
export interface ListedSet {
  columns: ListedColumns;
  slots: Int32Array;
}

/** A set of the given products, each in a slot of new columns (for tests, and values read but not kept). */
export function listedSetOf(products: readonly ProductValues[]): ListedSet {
  const columns = new ListedColumns();
  const slots = new Int32Array(products.length);
  for (let index = 0; index < products.length; index++) slots[index] = columns.add(products[index]!);
  return { columns, slots };
}

/** The products' ids, in the set's order. */
export function idsOf({ columns, slots }: ListedSet): number[] {
  const ids = new Array<number>(slots.length);
  for (let index = 0; index < slots.length; index++) ids[index] = columns.ids[slots[index]!]!;
  return ids;
}

/**
 * The set's `limit` products of lowest id, in the set's order (all of them when it holds no more): which products a
 * bounded count reads depends on the catalogue alone, not on the order a copy of it happened to keep them in.
 */
export function lowestIdsOf(set: ListedSet, limit: number): ListedSet {
  const { columns, slots } = set;
  if (slots.length <= limit) return set;
  const ids = new Int32Array(slots.length);
  for (let index = 0; index < slots.length; index++) ids[index] = columns.ids[slots[index]!]!;
  const highest = nthSmallest(ids.slice(), limit - 1);
  const kept = new Int32Array(limit);
  let count = 0;
  // Ids are unique in a set: exactly `limit` of them are at most the highest kept.
  for (let index = 0; index < slots.length; index++) if (ids[index]! <= highest) kept[count++] = slots[index]!;
  return { columns, slots: kept };
}
