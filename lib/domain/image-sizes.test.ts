import { servedImageSizes, servedSizeFor, snapImageSize } from './image-sizes';

describe('snapImageSize', () => {
  it('keeps every served size, the spec sizes among them', () => {
    for (const size of servedImageSizes) expect(snapImageSize(size)).toEqual(size);
    expect(servedImageSizes).toEqual(
      expect.arrayContaining([
        { width: 210, height: 300 },
        { width: 324, height: 489 },
        { width: 600, height: 744 },
      ]),
    );
  });

  it('snaps a nearby size to the nearest served one', () => {
    expect(snapImageSize({ width: 320, height: 480 })).toEqual({ width: 324, height: 489 });
    expect(snapImageSize({ width: 590, height: 750 })).toEqual({ width: 600, height: 744 });
    expect(snapImageSize({ width: 305, height: 302 })).toEqual({ width: 310, height: 300 });
    expect(snapImageSize({ width: 200, height: 290 })).toEqual({ width: 210, height: 300 });
  });

  it('answers 400×400 for anything far from every served size', () => {
    expect(snapImageSize({ width: 1, height: 1 })).toEqual({ width: 400, height: 400 });
    expect(snapImageSize({ width: 1024, height: 1 })).toEqual({ width: 400, height: 400 });
    expect(snapImageSize({ width: 777, height: 150 })).toEqual({ width: 400, height: 400 });
  });

  it('leaves a bounded number of variants however many sizes are asked for', () => {
    const seen = new Set<string>();
    for (let width = 1; width <= 1024; width += 7) {
      for (let height = 1; height <= 1024; height += 11) {
        const size = snapImageSize({ width, height });
        seen.add(`${size.width}x${size.height}`);
      }
    }
    expect(seen.size).toBeLessThanOrEqual(servedImageSizes.length);
  });
});

describe('servedSizeFor', () => {
  it('answers the narrowest served size of the same shape at least as wide as asked', () => {
    expect(servedSizeFor({ width: 324, height: 489 }, 300)).toEqual({ width: 324, height: 489 });
    expect(servedSizeFor({ width: 324, height: 489 }, 375)).toEqual({ width: 432, height: 652 });
    expect(servedSizeFor({ width: 324, height: 489 }, 640)).toEqual({ width: 648, height: 978 });
    expect(servedSizeFor({ width: 600, height: 744 }, 64)).toEqual({ width: 96, height: 119 });
    expect(servedSizeFor({ width: 600, height: 400 }, 750)).toEqual({ width: 900, height: 600 });
  });

  it('answers the widest of the shape for a wider request, and only served sizes', () => {
    expect(servedSizeFor({ width: 324, height: 489 }, 2048)).toEqual({ width: 648, height: 978 });
    expect(servedSizeFor({ width: 1024, height: 512 }, 3840)).toEqual({ width: 1024, height: 512 });
    for (const width of [16, 100, 375, 828, 1920]) {
      for (const base of servedImageSizes) expect(servedImageSizes).toContainEqual(servedSizeFor(base, width));
    }
  });
});
