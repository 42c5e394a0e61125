import { INT4_MAX, INT4_MIN, isInt4 } from './integer-range';

describe('isInt4', () => {
  it('accepts whole numbers a PostgreSQL integer column holds', () => {
    for (const value of [0, 1, -1, INT4_MIN, INT4_MAX]) expect(isInt4(value)).toBe(true);
  });

  it('refuses fractions, out-of-range numbers and non-finite values', () => {
    for (const value of [1.5, INT4_MAX + 1, INT4_MIN - 1, 99_999_999_999, 1e308, Number.NaN, Infinity]) {
      expect(isInt4(value)).toBe(false);
    }
  });
});
