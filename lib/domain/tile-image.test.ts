import { tileImage } from './tile-image';

const product = {
  image: '/t/e/tee-blue-front.jpg',
  configurable_children: [
    { color: 50, image: '/t/e/tee-blue-front.jpg' },
    { color: 58, image: '/t/e/tee-red-front.jpg' },
  ],
} as unknown as Parameters<typeof tileImage>[0];

describe('tileImage', () => {
  it('shows the product image without a colour filter', () => {
    expect(tileImage(product)).toBe('/t/e/tee-blue-front.jpg');
  });
  it('shows a child in a chosen colour', () => {
    expect(tileImage(product, [58])).toBe('/t/e/tee-red-front.jpg');
    expect(tileImage(product, [49, 58])).toBe('/t/e/tee-red-front.jpg');
  });
  it('falls back to the product image when no child has a chosen colour', () => {
    expect(tileImage(product, [49])).toBe('/t/e/tee-blue-front.jpg');
    expect(tileImage({ image: '/b/a/bag.jpg' } as Parameters<typeof tileImage>[0], [58])).toBe('/b/a/bag.jpg');
  });
});
