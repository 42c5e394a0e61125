import { photoAtAnotherSize } from './photo-another-size';

const photo = 'm/j/mj01-blue-0.jpg';
const at = (width: number, height: number, mode = 'resize', path = photo) => `/img/${width}/${height}/${mode}/${path}`;
// The proxy's served sizes (lib/domain/image-sizes.ts): product tiles, the gallery and its thumbnails.
const tile = at(324, 489);
const tile2x = at(648, 978);
const gallery = at(600, 744);
const gallery2x = at(825, 1023);
const galleryThumb = at(96, 119);

describe('photoAtAnotherSize: offline, a kept copy of the same photo for a size never loaded', () => {
  it('answers the phone case: a tile of a product seen only on its page is drawn from the gallery copy, not the thumbnail', () => {
    expect(photoAtAnotherSize(tile, [galleryThumb, gallery])).toBe(gallery);
    expect(photoAtAnotherSize(tile, [galleryThumb, gallery2x, gallery])).toBe(gallery);
  });

  it('takes the smallest copy at least as sharp as wanted, else the sharpest', () => {
    expect(photoAtAnotherSize(tile2x, [gallery, gallery2x, galleryThumb])).toBe(gallery2x);
    expect(photoAtAnotherSize(at(1024, 1270), [galleryThumb, gallery, tile])).toBe(gallery);
  });

  it('measures a copy at the wanted shape: a wide box holds a tall photo at its height', () => {
    // At the tile's shape 1024×512 holds the photo ~339 px wide and the 600×744 gallery copy ~493 px: neither is as
    // sharp as the 2× tile (648) wants, so the sharper of the two; for the 1× tile (324) the wide box is enough.
    expect(photoAtAnotherSize(tile2x, [at(1024, 512), gallery])).toBe(gallery);
    expect(photoAtAnotherSize(tile, [at(1024, 512), galleryThumb])).toBe(at(1024, 512));
  });

  it('prefers the same mode, and for a crop (fit) the same shape', () => {
    expect(photoAtAnotherSize(tile, [at(648, 978, 'fit'), at(192, 238)])).toBe(at(192, 238));
    expect(photoAtAnotherSize(at(300, 300, 'fit'), [at(600, 744, 'fit'), at(150, 150, 'fit')])).toBe(at(150, 150, 'fit'));
    expect(photoAtAnotherSize(tile, [at(648, 978, 'fit')])).toBe(at(648, 978, 'fit'));
  });

  it('gives nothing when no other size of that photo was kept', () => {
    expect(photoAtAnotherSize(tile, [])).toBeNull();
    expect(photoAtAnotherSize(tile, [tile])).toBeNull();
    expect(photoAtAnotherSize(tile, [at(600, 744, 'resize', 'm/j/mj02-red-0.jpg'), '/icons.svg'])).toBeNull();
  });

  it('leaves alone what is no photo: other URLs, and identify, which answers JSON', () => {
    expect(photoAtAnotherSize('/icons.svg', [tile])).toBeNull();
    expect(photoAtAnotherSize(at(324, 489, 'identify'), [gallery])).toBeNull();
    expect(photoAtAnotherSize(tile, [at(600, 744, 'identify')])).toBeNull();
  });
});
