import { planCartMerge } from './cart-merge';

describe('planCartMerge', () => {
  const target = [
    { item_id: 1, sku: 'A', qty: 2, checksum: 'x' },
    { item_id: 2, sku: 'B', qty: 1, checksum: 'x' },
  ];
  it('adds quantities of the same sku and options, moves the rest', () => {
    const plan = planCartMerge(target, [
      { item_id: 10, sku: 'A', qty: 3, checksum: 'x' },
      { item_id: 11, sku: 'C', qty: 1, checksum: 'x' },
      { item_id: 12, sku: 'B', qty: 1, checksum: 'other-options' },
    ]);
    expect(plan.updates).toEqual([{ item_id: 1, qty: 5 }]);
    expect(plan.moves).toEqual([
      { item_id: 11, qty: 1 },
      { item_id: 12, qty: 1 },
    ]);
  });
  it('caps merged quantities', () => {
    expect(planCartMerge(target, [{ item_id: 10, sku: 'A', qty: 9, checksum: 'x' }], 10).updates).toEqual([{ item_id: 1, qty: 10 }]);
  });
  it('folds duplicate source lines together', () => {
    const plan = planCartMerge([], [
      { item_id: 10, sku: 'A', qty: 1, checksum: 'x' },
      { item_id: 11, sku: 'A', qty: 2, checksum: 'x' },
    ]);
    expect(plan.moves).toEqual([{ item_id: 10, qty: 3 }]);
  });
});
