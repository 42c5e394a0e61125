import type { FacetKeys } from './facet-values';
import type { ListedColumns } from './listed-columns';

/**
 * A listing filter as the facet index can test it on a product's values (ADR 0078), the same test as its SQL
 * (lib/server/search/product-filters.ts `filterCondition`): a category or attribute having any of some option ids as
 * JSON numbers (or none of them), or the final price compared with numbers. A filter made of several operators is
 * several of these, all of which must hold.
 */
export type ValuesFilter =
  | { kind: 'keys'; field: { kind: 'category' } | { kind: 'attribute'; code: string }; ids: number[]; negated: boolean }
  | { kind: 'price'; operator: 'in' | 'not in' | '>' | '>=' | '<' | '<='; operands: number[] };

/** Whether the product in a slot of the columns passes. */
export type SlotTest = (columns: ListedColumns, slot: number) => boolean;

function keysTest(filter: Extract<ValuesFilter, { kind: 'keys' }>, keys: FacetKeys): SlotTest {
  // An empty list matches nothing either way (the SQL answers `false` before any operator).
  if (filter.ids.length === 0) return () => false;
  // A key seen after this is made belongs to a product read later: made once the products' values are read.
  const wanted = new Uint8Array(keys.size);
  for (const key of keys.matching({ position: 0, ...filter.field }, filter.ids)) wanted[key] = 1;
  const hasAny = ({ keyStarts, keyPool }: ListedColumns, slot: number) => {
    const end = keyStarts[slot + 1]!;
    for (let index = keyStarts[slot]!; index < end; index++) if (wanted[keyPool[index]!] === 1) return true;
    return false;
  };
  return filter.negated ? (columns, slot) => !hasAny(columns, slot) : hasAny;
}

function priceTest(filter: Extract<ValuesFilter, { kind: 'price' }>, now: Date): SlotTest {
  const [operand] = filter.operands;
  const at = now.getTime();
  const price = (columns: ListedColumns, slot: number) => columns.finalPrice(slot, at);
  switch (filter.operator) {
    // `IN (NULL)` and `NOT IN (NULL)` of an empty list are never true.
    case 'in':
      return (columns, slot) => filter.operands.includes(price(columns, slot));
    case 'not in':
      return (columns, slot) => filter.operands.length > 0 && !filter.operands.includes(price(columns, slot));
    case '>':
      return (columns, slot) => price(columns, slot) > operand!;
    case '>=':
      return (columns, slot) => price(columns, slot) >= operand!;
    case '<':
      return (columns, slot) => price(columns, slot) < operand!;
    case '<=':
      return (columns, slot) => price(columns, slot) <= operand!;
  }
}

/** Whether a product's values pass every one of the filters, at `now` for the final price. */
export function valuesFilterTest(filters: readonly ValuesFilter[], keys: FacetKeys, now: Date = new Date()): SlotTest {
  const tests = filters.map((filter) => (filter.kind === 'keys' ? keysTest(filter, keys) : priceTest(filter, now)));
  if (tests.length === 1) return tests[0]!;
  return (columns, slot) => {
    for (const test of tests) if (!test(columns, slot)) return false;
    return true;
  };
}
