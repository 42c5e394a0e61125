import { decodePathSegment } from './path-segment';

describe('decodePathSegment', () => {
  it('decodes escaped characters', () => {
    expect(decodePathSegment('%C3%A9t%C3%A9%20hat')).toBe('été hat');
    expect(decodePathSegment('MH01-XS-Black')).toBe('MH01-XS-Black');
  });
  it('answers null for malformed escapes instead of throwing', () => {
    expect(decodePathSegment('%E0%A4%A')).toBeNull();
    expect(decodePathSegment('100%')).toBeNull();
  });
});
