import { FacetKeys } from './facet-values';
import { productValues } from './facet-values.fixture';
import { idsOf, listedSetOf, type ProductValues } from './listed-columns';
import { valuesFilterTest, type ValuesFilter } from './values-filter';

const keys = new FacetKeys();
const now = new Date('2026-06-01T12:00:00Z');
const product = (id: number, categoryIds: number[], attrs: Record<string, unknown>, price: Partial<ProductValues> = {}) =>
  productValues(keys, id, categoryIds, attrs, price);
const products = listedSetOf([
  product(1, [3], { color: [49, 50] }, { price: 120, special_price: 90 }),
  product(2, [3, 4], { color: ['49'] }, { price: 45 }),
  product(3, [4], { color: [51] }, { price: 60, special_price: 30, special_to_date: '2026-05-01T00:00:00Z' }),
  product(4, [], {}, { price: 100 }),
]);
const ids = (filters: ValuesFilter[]) => {
  const test = valuesFilterTest(filters, keys, now);
  return idsOf({ columns: products.columns, slots: products.slots.filter((slot) => test(products.columns, slot)) });
};
const colour = (ids: number[], negated = false): ValuesFilter => ({ kind: 'keys', field: { kind: 'attribute', code: 'color' }, ids, negated });

describe('valuesFilterTest', () => {
  it('matches option ids as JSON numbers, as containment does: a string with the same text is another value', () => {
    expect(ids([colour([49])])).toEqual([1]);
    expect(ids([colour([49, 51], true)])).toEqual([2, 4]);
    expect(ids([colour([7])])).toEqual([]);
    expect(ids([colour([7], true)])).toEqual([1, 2, 3, 4]);
  });

  it('matches nothing for an empty list, asked for or left out, as the SQL answers `false` for both', () => {
    expect(ids([colour([])])).toEqual([]);
    expect(ids([colour([], true)])).toEqual([]);
  });

  it('tests categories, and every filter at once', () => {
    const inCategory = (id: number, negated = false): ValuesFilter => ({ kind: 'keys', field: { kind: 'category' }, ids: [id], negated });
    expect(ids([inCategory(4)])).toEqual([2, 3]);
    expect(ids([inCategory(4, true)])).toEqual([1, 4]);
    expect(ids([inCategory(3), colour([49, 50])])).toEqual([1]);
    expect(ids([inCategory(3), inCategory(4)])).toEqual([2]);
  });

  it('compares the final price: a special price while its window is open', () => {
    const price = (operator: Extract<ValuesFilter, { kind: 'price' }>['operator'], ...operands: number[]): ValuesFilter => ({ kind: 'price', operator, operands });
    expect(ids([price('<', 100)])).toEqual([1, 2, 3]);
    expect(ids([price('>=', 90), price('<=', 100)])).toEqual([1, 4]);
    expect(ids([price('>', 60)])).toEqual([1, 4]);
    expect(ids([price('in', 45, 60)])).toEqual([2, 3]);
    expect(ids([price('not in', 45, 60)])).toEqual([1, 4]);
    expect(ids([price('not in')])).toEqual([]);
    expect(ids([price('in')])).toEqual([]);
  });
});
