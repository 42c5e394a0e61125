import { FacetKeys, type FacetValues } from './facet-values';
import { finalPrice } from './special-price';

/**
 * A listing filter as the facet index can test it on a product's values (ADR 0078), the same test as its SQL
 * (lib/server/search/product-filters.ts `filterCondition`): a category or attribute having any of some option ids as
 * JSON numbers (or none of them), or the final price compared with numbers. A filter made of several operators is
 * several of these, all of which must hold.
 */
export type ValuesFilter =
  | { kind: 'keys'; field: { kind: 'category' } | { kind: 'attribute'; code: string }; ids: number[]; negated: boolean }
  | { kind: 'price'; operator: 'in' | 'not in' | '>' | '>=' | '<' | '<='; operands: number[] };

type Test = (product: FacetValues) => boolean;

function keysTest(filter: Extract<ValuesFilter, { kind: 'keys' }>, keys: FacetKeys): Test {
  // An empty list matches nothing either way (the SQL answers `false` before any operator).
  if (filter.ids.length === 0) return () => false;
  // A key seen after this is made belongs to a product read later: made once the products' values are read.
  const wanted = new Uint8Array(keys.size);
  for (const key of keys.matching({ position: 0, ...filter.field }, filter.ids)) wanted[key] = 1;
  const hasAny = (product: FacetValues) => {
    const own = product.keys;
    for (let index = 0; index < own.length; index++) if (wanted[own[index]!] === 1) return true;
    return false;
  };
  return filter.negated ? (product) => !hasAny(product) : hasAny;
}

function priceTest(filter: Extract<ValuesFilter, { kind: 'price' }>, now: Date): Test {
  const [operand] = filter.operands;
  const price = (product: FacetValues) => finalPrice(product, now);
  switch (filter.operator) {
    // `IN (NULL)` and `NOT IN (NULL)` of an empty list are never true.
    case 'in':
      return (product) => filter.operands.includes(price(product));
    case 'not in':
      return (product) => filter.operands.length > 0 && !filter.operands.includes(price(product));
    case '>':
      return (product) => price(product) > operand!;
    case '>=':
      return (product) => price(product) >= operand!;
    case '<':
      return (product) => price(product) < operand!;
    case '<=':
      return (product) => price(product) <= operand!;
  }
}

/** Whether a product's values pass every one of the filters, at `now` for the final price. */
export function valuesFilterTest(filters: readonly ValuesFilter[], keys: FacetKeys, now: Date = new Date()): Test {
  const tests = filters.map((filter) => (filter.kind === 'keys' ? keysTest(filter, keys) : priceTest(filter, now)));
  return (product) => tests.every((test) => test(product));
}
