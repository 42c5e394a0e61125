import { addToCompare, compareRows, isComparable, removeFromCompare } from './compare-list';

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
  it('shows comparable attributes as rows, but never a raw price attribute', () => {
    const rows = compareRows([
      { attribute_code: 'color', is_comparable: 1, frontend_input: 'select' },
      { attribute_code: 'price', is_comparable: 1, frontend_input: 'price' },
      { attribute_code: 'special_price', is_comparable: true, frontend_input: 'price' },
      { attribute_code: 'material', is_comparable: 0, frontend_input: 'multiselect' },
    ]);
    expect(rows.map((row) => row.attribute_code)).toEqual(['color']);
  });
});
