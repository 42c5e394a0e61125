import { memorySizeBytes, pageCacheAdvice } from './page-cache-advice';

describe('page cache advice', () => {
  it('reads PostgreSQL memory sizes', () => {
    expect(memorySizeBytes('128MB')).toBe(128 * 1024 * 1024);
    expect(memorySizeBytes('512kB')).toBe(512 * 1024);
    expect(memorySizeBytes('1GB')).toBe(1024 ** 3);
    expect(memorySizeBytes('lots')).toBeNull();
  });

  it('says nothing while the projection fits in the page cache', () => {
    expect(pageCacheAdvice('128MB', 40 * 1024 * 1024)).toBeNull();
    expect(pageCacheAdvice('not a size', 900 * 1024 * 1024)).toBeNull();
  });

  it('names the projection and a larger page cache when it does not fit (the 100k catalogue: 284 MB)', () => {
    expect(pageCacheAdvice('128MB', 284 * 1024 * 1024)).toBe(
      'PGLITE_SHARED_BUFFERS=128MB is smaller than the search projection and its indexes (284 MB): first-time searches ' +
        'and listings will read it from disk. Start the shop with PGLITE_SHARED_BUFFERS=384MB or more.',
    );
    expect(pageCacheAdvice('256MB', 420 * 1024 * 1024)).toContain('PGLITE_SHARED_BUFFERS=640MB or more');
  });
});
