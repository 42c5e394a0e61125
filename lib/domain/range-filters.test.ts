import { mergeRangeFilters } from './range-filters';

describe('mergeRangeFilters', () => {
  it('makes the range filters of one field one range, the intersection of theirs', () => {
    const filters = Array.from({ length: 28 }, (_, i) => ({ attribute: 'price', value: { gte: i, lte: 10_000 - i } }));
    expect(mergeRangeFilters(filters)).toEqual([{ attribute: 'price', value: { gte: 27, lte: 9_973 } }]);
  });

  it('keeps the exclusive bound where two bounds meet at the same value, and reads from/to as gte/lte', () => {
    expect(
      mergeRangeFilters([
        { attribute: 'price', value: { from: 10, to: 50 } },
        { attribute: 'price', value: { gt: 10 } },
        { attribute: 'price', value: { lt: 50 } },
      ]),
    ).toEqual([{ attribute: 'price', value: { gt: 10, lt: 50 } }]);
    expect(mergeRangeFilters([{ attribute: 'price', value: { gt: 10 } }, { attribute: 'price', value: { gte: 11 } }])).toEqual([
      { attribute: 'price', value: { gte: 11 } },
    ]);
  });

  it('leaves other filters, other fields, other scopes and non-numeric bounds alone, in their places', () => {
    const filters = [
      { attribute: 'color', value: { in: [49, 50] } },
      { attribute: 'price', value: { gte: 5 } },
      { attribute: 'size', value: 167 },
      { attribute: 'price', value: { lte: 80 } },
      { attribute: 'price', value: { gte: 1 }, scope: 'catalog' },
      { attribute: 'updated_at', value: { gte: '2026-01-01' } },
      { attribute: 'updated_at', value: { gte: '2026-02-01' } },
      { attribute: 'price', value: { gte: 2, in: [3] } },
    ];
    expect(mergeRangeFilters(filters)).toEqual([
      { attribute: 'color', value: { in: [49, 50] } },
      { attribute: 'price', value: { gte: 5, lte: 80 } },
      { attribute: 'size', value: 167 },
      { attribute: 'price', value: { gte: 1 }, scope: 'catalog' },
      { attribute: 'updated_at', value: { gte: '2026-01-01' } },
      { attribute: 'updated_at', value: { gte: '2026-02-01' } },
      { attribute: 'price', value: { gte: 2, in: [3] } },
    ]);
  });

  it('leaves a field with a single range filter as it came', () => {
    expect(mergeRangeFilters([{ attribute: 'price', value: { from: 10, to: 50 } }])).toEqual([{ attribute: 'price', value: { from: 10, to: 50 } }]);
  });

  it('keeps an empty intersection empty (no product matches it), as the separate filters would', () => {
    expect(mergeRangeFilters([{ attribute: 'price', value: { gte: 50 } }, { attribute: 'price', value: { lte: 10 } }])).toEqual([
      { attribute: 'price', value: { gte: 50, lte: 10 } },
    ]);
  });
});
