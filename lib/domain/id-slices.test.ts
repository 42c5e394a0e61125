import { idSlices } from './id-slices';

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
