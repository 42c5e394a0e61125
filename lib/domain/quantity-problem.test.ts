import { quantityProblem } from './quantity-problem';

describe('quantityProblem', () => {
  it('follows the order of the quantity messages', () => {
    expect(quantityProblem('')).toBe('fieldRequired');
    expect(quantityProblem('abc')).toBe('quantityPositiveInteger');
    expect(quantityProblem('0')).toBe('quantityAboveZero');
    expect(quantityProblem('-2')).toBe('quantityAboveZero');
    expect(quantityProblem('1.5')).toBe('quantityPositiveInteger');
    expect(quantityProblem(' 3 ')).toBeNull();
  });
});
