import { countFilterValues, idSlices, sliceRowsFor } from './id-slices';

describe('id slices of a scan', () => {
  it('cuts nothing when the rows fit in one slice', () => {
    expect(idSlices(25_000, 1, 70_000, 25_000)).toEqual([]);
    expect(idSlices(0, null, null, 25_000)).toEqual([]);
  });

  it('cuts 100,000 rows into four ranges of equal id width, open at both ends', () => {
    expect(idSlices(100_000, 1, 288_963, 25_000)).toEqual([
      { from: null, to: 72_242 },
      { from: 72_242, to: 144_483 },
      { from: 144_483, to: 216_724 },
      { from: 216_724, to: null },
    ]);
  });

  it('covers every id once: each range starts where the one before it ends', () => {
    const slices = idSlices(60_001, 7, 1_000, 20_000);
    expect(slices).toHaveLength(4);
    slices.slice(1).forEach((slice, index) => expect(slice.from).toBe(slices[index]!.to));
  });

  it('never makes more ranges than there are ids', () => {
    expect(idSlices(100_000, 1, 3, 25_000)).toHaveLength(3);
  });
});

describe('sliceRowsFor', () => {
  const price = (from: number) => ({ attribute: 'price', value: { gte: from, lte: 10_000 } });
  const colours = (count: number) => ({ attribute: 'color', value: { nin: Array.from({ length: count }, (_, index) => index + 1) } });

  it("keeps a plain listing's slices, and cuts one of the heaviest filters a request may have into three times as many", () => {
    expect(sliceRowsFor(20_000, [])).toBe(20_000);
    expect(sliceRowsFor(20_000, [price(0), colours(2), { value: 167 }])).toBe(20_000);
    // bench/stall.ts's load once its 28 price ranges are merged: ~100 ms for a 20,000-row slice on PGlite at 100k
    // products, ~32 for a plain one.
    const heaviest = [colours(470), colours(470), price(27)];
    expect(sliceRowsFor(20_000, heaviest)).toBe(6_666);
    expect(sliceRowsFor(20_000, Array.from({ length: 20 }, (_, index) => price(index)))).toBe(10_000);
  });

  it('counts each value a filter carries: a list, each operator, a single value', () => {
    expect(countFilterValues(colours(3))).toBe(3);
    expect(countFilterValues(price(0))).toBe(2);
    expect(countFilterValues({ value: 'M' })).toBe(1);
    expect(countFilterValues({ value: { in: [1, 2], nin: undefined } })).toBe(2);
  });
});
