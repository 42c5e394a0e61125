import { addToCompare, isComparable, removeFromCompare } from './compare-list';

describe('compare list', () => {
  it('adds a sku once, keeping the order', () => {
    expect(addToCompare(addToCompare(['A'], 'B'), 'A')).toEqual(['A', 'B']);
  });
  it('removes a sku', () => {
    expect(removeFromCompare(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });
  it('treats is_comparable 1, "1" and true as comparable', () => {
    expect([1, '1', true, 0, false, undefined].map((value) => isComparable({ is_comparable: value }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
