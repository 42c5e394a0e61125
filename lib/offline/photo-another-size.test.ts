import { photoAtAnotherSize } from './photo-another-size';

const photo = '/m/b/mb01-blue-0.jpg';
const tile = (width: number, height: number, mode = 'resize') => `/img/${width}/${height}/${mode}${photo}`;

describe('photoAtAnotherSize: offline, a kept copy of the same photo for a size never loaded', () => {
  it('gives nothing when no size of that photo was kept', () => {
    expect(photoAtAnotherSize(tile(300, 375), [])).toBeNull();
    expect(photoAtAnotherSize(tile(300, 375), ['/img/600/750/resize/m/b/mb02-red-0.jpg', '/icons.svg'])).toBeNull();
  });

  it('gives nothing for a URL that is no photo of the image proxy', () => {
    expect(photoAtAnotherSize('/icons.svg', [tile(300, 375)])).toBeNull();
    expect(photoAtAnotherSize('/img/abc/375/resize/x.jpg', [tile(300, 375)])).toBeNull();
  });

  it('takes the narrowest copy at least as wide as wanted', () => {
    expect(photoAtAnotherSize(tile(300, 375), [tile(1200, 1500), tile(600, 750), tile(150, 188)])).toBe(tile(600, 750));
  });

  it('takes the widest copy when every kept copy is narrower', () => {
    expect(photoAtAnotherSize(tile(600, 750), [tile(150, 188), tile(300, 375)])).toBe(tile(300, 375));
  });

  it('prefers the same crop: the same shape, then the same mode, to a sharper copy of another', () => {
    expect(photoAtAnotherSize(tile(300, 375), [tile(1024, 512), tile(150, 188)])).toBe(tile(150, 188));
    expect(photoAtAnotherSize(tile(300, 375), [tile(600, 750, 'fit'), tile(150, 188)])).toBe(tile(150, 188));
    expect(photoAtAnotherSize(tile(300, 375), [tile(1024, 512)])).toBe(tile(1024, 512));
  });

  it('never answers with the wanted URL itself', () => {
    expect(photoAtAnotherSize(tile(300, 375), [tile(300, 375)])).toBeNull();
  });
});
