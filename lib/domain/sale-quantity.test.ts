import { saleQuantityProblem } from './sale-quantity';

const rules = { maxLineQty: 10_000, allowOutOfStock: true };

describe('saleQuantityProblem', () => {
  it('allows a quantity within the sale limits', () => {
    expect(saleQuantityProblem(100, { is_in_stock: true, min_sale_qty: 1, max_sale_qty: 100 }, rules)).toBeNull();
  });
  it('refuses more than max_sale_qty, and more than the shop line limit', () => {
    expect(saleQuantityProblem(101, { max_sale_qty: 100 }, rules)).toBe('Quantity must be below 100');
    expect(saleQuantityProblem(11, null, { ...rules, maxLineQty: 10 })).toBe('Quantity must be below 10');
  });
  it('refuses less than min_sale_qty', () => {
    expect(saleQuantityProblem(1, { min_sale_qty: 2 }, rules)).toBe('The fewest you may purchase is 2.');
  });
  it('refuses an out-of-stock product only where the shop does not allow it', () => {
    expect(saleQuantityProblem(1, { is_in_stock: false }, rules)).toBeNull();
    expect(saleQuantityProblem(1, { is_in_stock: false }, { ...rules, allowOutOfStock: false })).toBe(
      'The product is out of stock and cannot be added to the cart!',
    );
  });
});
