import { ImageRequestError, negotiateFormat, parseImageRequest } from './image-request';

describe('parseImageRequest', () => {
  it('reads width, height, mode and the media path', () => {
    expect(parseImageRequest(['324', '489', 'resize', 'w', 's', 'ws01-green_main.jpg'])).toEqual({
      width: 324,
      height: 489,
      mode: 'resize',
      relativePath: 'w/s/ws01-green_main.jpg',
    });
  });

  it.each([
    [['0', '100', 'resize', 'a.jpg']],
    [['1025', '100', 'resize', 'a.jpg']],
    [['abc', '100', 'resize', 'a.jpg']],
    [['10.5', '100', 'resize', 'a.jpg']],
  ])('refuses sizes outside 1–1024: %j', (segments) => {
    expect(() => parseImageRequest(segments)).toThrow(/1 to 1024/);
  });

  it.each([
    [['100', '100', 'resize', '..', 'secret.jpg']],
    [['100', '100', 'resize', '%2e%2e', 'secret.jpg']],
    [['100', '100', 'resize', '..%2F..%2Fetc', 'passwd.jpg']],
    [['100', '100', 'resize', 'a\\..\\b.jpg']],
  ])('refuses path traversal: %j', (segments) => {
    expect(() => parseImageRequest(segments)).toThrow(ImageRequestError);
  });

  it('refuses unknown modes, missing paths and non-image files', () => {
    expect(() => parseImageRequest(['1', '1', 'crop', 'a.jpg'])).toThrow(/mode/);
    expect(() => parseImageRequest(['1', '1', 'resize'])).toThrow(ImageRequestError);
    expect(() => parseImageRequest(['1', '1', 'resize', 'notes.txt'])).toThrow(/image files/);
  });
});

describe('negotiateFormat', () => {
  it('answers WebP where it is taken, AVIF-capable browsers included, else JPEG', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateFormat('image/avif,*/*')).toBe('jpeg');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(null)).toBe('jpeg');
  });
});
