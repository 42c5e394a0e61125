import { HOST_PATTERN, originOfSegment, originSegment, UNKNOWN_ORIGIN_SEGMENT } from './origin-segment';

describe('the origin route segment', () => {
  it('names a scheme and a host, and reads back as the origin', () => {
    expect(originSegment('http', '127.0.0.1:3000')).toBe('http~127.0.0.1:3000');
    expect(originOfSegment('http~127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(originOfSegment(originSegment('https', 'shop.example.com'))).toBe('https://shop.example.com');
    expect(originOfSegment('http~localhost')).toBe('http://localhost');
    // As a page's params may spell it.
    expect(originOfSegment('http~127.0.0.1%3A3000')).toBe('http://127.0.0.1:3000');
  });

  it('reads the unknown origin, the build stand-in and anything malformed as no origin', () => {
    for (const segment of [UNKNOWN_ORIGIN_SEGMENT, undefined, '', 'ftp~shop.example.com', 'http~', 'http~Shop.example.com', 'http~evil.example/x', 'https~[::1]', 'http~a..b', 'http~shop.example.com:123456', 'http~evil.example%2Fx', 'http~%E0%A4%A']) {
      expect([segment, originOfSegment(segment)]).toEqual([segment, null]);
    }
  });

  it('accepts host names of at most 253 characters, labels of at most 63', () => {
    const isHost = (host: string) => new RegExp(`^${HOST_PATTERN}$`).test(host);
    const longest = `${'a.'.repeat(126)}b`;
    expect(longest).toHaveLength(253);
    expect(isHost(longest)).toBe(true);
    expect(isHost(`${longest}:3000`)).toBe(true);
    expect(isHost(`${longest}b`)).toBe(false);
    expect(isHost(`${'a'.repeat(63)}.example`)).toBe(true);
    expect(isHost(`${'a'.repeat(64)}.example`)).toBe(false);
  });
});
