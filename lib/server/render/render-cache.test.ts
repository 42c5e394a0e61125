import type { CacheEntry } from 'next/cache';
import { createRenderCache, type IncrementalCacheValue } from '@storefront/render-cache';

/**
 * The rendering cache behind Next's two handler interfaces (packages/render-cache, ADR 0041), on a clock the test
 * moves: what expires an entry, what does not, and the bound.
 */
const STARTED = 1_000_000;
let time = STARTED + 10_000;
const now = () => time;
const later = (ms: number) => (time += ms);

function cache(maxBytes = 1024 * 1024) {
  return createRenderCache({ maxBytes, now, startedAt: STARTED });
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function entry(text: string, tags: string[], timestamp = time): CacheEntry {
  return { value: streamOf(text), tags, stale: 300, timestamp, expire: 86_400, revalidate: 300 };
}

function page(html: string, tags: string[]): IncrementalCacheValue {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 };
}

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false };
const fiveMinutes = { cacheControl: { revalidate: 300, expire: 86_400 } };

describe("'use cache' handler", () => {
  it('answers a stored entry, again and again, until one of its tags is expired', async () => {
    const { useCacheHandler, expireTags } = cache();
    await useCacheHandler.set('a', Promise.resolve(entry('price 10', ['catalog', 'product:A'])));
    await useCacheHandler.set('b', Promise.resolve(entry('price 20', ['catalog', 'product:B'])));
    later(10);
    expect(await textOf((await useCacheHandler.get('a', []))!.value)).toBe('price 10');
    expect(await textOf((await useCacheHandler.get('a', []))!.value)).toBe('price 10');
    expireTags(['product:A']);
    later(1);
    expect(await useCacheHandler.get('a', [])).toBeUndefined();
    expect(await textOf((await useCacheHandler.get('b', []))!.value)).toBe('price 20');
  });

  it('expires an entry whose computation began before the expiry, even when it is stored after it', async () => {
    const { useCacheHandler, expireTags } = cache();
    const began = time;
    later(50);
    expireTags(['product:A']);
    later(50);
    await useCacheHandler.set('a', Promise.resolve(entry('old price', ['product:A'], began)));
    expect(await useCacheHandler.get('a', [])).toBeUndefined();
    await useCacheHandler.set('a', Promise.resolve(entry('new price', ['product:A'])));
    later(1);
    expect(await textOf((await useCacheHandler.get('a', []))!.value)).toBe('new price');
  });

  it('treats entries created before the process started as expired (what a build computed)', async () => {
    const { useCacheHandler } = cache();
    await useCacheHandler.set('built', Promise.resolve(entry('empty shell', ['catalog'], STARTED - 60_000)));
    expect(await useCacheHandler.get('built', [])).toBeUndefined();
  });

  it('is a miss once past its revalidate time, as Next’s own in-memory handler', async () => {
    const { useCacheHandler } = cache();
    await useCacheHandler.set('a', Promise.resolve(entry('x', ['catalog'])));
    later(299_000);
    expect(await useCacheHandler.get('a', [])).toBeDefined();
    later(2_000);
    expect(await useCacheHandler.get('a', [])).toBeUndefined();
  });

  it('waits for an entry being stored instead of answering a miss', async () => {
    const { useCacheHandler } = cache();
    let resolve: (value: CacheEntry) => void = () => undefined;
    const storing = useCacheHandler.set('a', new Promise<CacheEntry>((done) => (resolve = done)));
    const reading = useCacheHandler.get('a', []);
    resolve(entry('late', ['catalog']));
    await storing;
    expect(await textOf((await reading)!.value)).toBe('late');
  });

  it('getExpiration answers the latest expiry of the tags, 0 for tags never expired', async () => {
    const { useCacheHandler, expireTags } = cache();
    expect(await useCacheHandler.getExpiration(['catalog', '_N_T_/layout'])).toBe(0);
    const first = time;
    expireTags(['product:A']);
    const second = later(100);
    await useCacheHandler.updateTags(['product:B']);
    expect(await useCacheHandler.getExpiration(['product:A'])).toBe(first);
    expect(await useCacheHandler.getExpiration(['catalog', 'product:A', 'product:B'])).toBe(second);
  });

  it('updateTags with a duration marks entries stale now (served once more, revalidate -1) and expires them later', async () => {
    const { useCacheHandler } = cache();
    await useCacheHandler.set('a', Promise.resolve(entry('x', ['product:A'])));
    later(10);
    await useCacheHandler.updateTags(['product:A'], { expire: 60 });
    expect(await useCacheHandler.getExpiration(['product:A'])).toBe(time + 60_000);
    expect((await useCacheHandler.get('a', []))?.revalidate).toBe(-1);
    later(60_001);
    expect(await useCacheHandler.get('a', [])).toBeUndefined();
  });
});

describe('page handler (cacheHandler)', () => {
  it('serves a stored page with its cache control until one of the tags in its header is expired', async () => {
    const { IncrementalCacheHandler, expireTags } = cache();
    const handler = new IncrementalCacheHandler({});
    expect(await handler.get('/en-US/p/A', pageContext)).toBeNull();
    await handler.set('/en-US/p/A', page('<p>10</p>', ['catalog', 'product:A']), { ...pageContext, ...fiveMinutes });
    await handler.set('/en-US/p/B', page('<p>20</p>', ['catalog', 'product:B']), { ...pageContext, ...fiveMinutes });
    later(10);
    // Next makes a handler per request: the store is shared.
    const next = new IncrementalCacheHandler({});
    expect(await next.get('/en-US/p/A', pageContext)).toMatchObject({ value: { html: '<p>10</p>' }, cacheControl: fiveMinutes.cacheControl });
    expireTags(['product:A']);
    later(1);
    expect(await next.get('/en-US/p/A', pageContext)).toBeNull();
    expect(await next.get('/en-US/p/B', pageContext)).toMatchObject({ value: { html: '<p>20</p>' } });
  });

  it('dates a page from the lookup that missed: a render under way at the expiry stores a page that is already expired', async () => {
    const { IncrementalCacheHandler, expireTags } = cache();
    const handler = new IncrementalCacheHandler({});
    const missed = time;
    expect(await handler.get('/p/A', pageContext)).toBeNull();
    later(40);
    expireTags(['product:A']);
    later(40);
    await handler.set('/p/A', page('old', ['product:A']), { ...pageContext, ...fiveMinutes });
    expect(await handler.get('/p/A', pageContext)).toBeNull();
    later(30);
    await handler.set('/p/A', page('new', ['product:A']), { ...pageContext, ...fiveMinutes });
    later(1);
    expect(await handler.get('/p/A', pageContext)).toMatchObject({ value: { html: 'new' } });
    expect((await handler.get('/p/A', pageContext))!.lastModified).toBe(missed + 80);
  });

  it('dates a page due for revalidation from the lookup that found it due', async () => {
    const { IncrementalCacheHandler } = cache();
    const handler = new IncrementalCacheHandler({});
    await handler.set('/p/A', page('first', ['product:A']), { ...pageContext, ...fiveMinutes });
    later(301_000);
    const due = time;
    expect(await handler.get('/p/A', pageContext)).toMatchObject({ value: { html: 'first' } });
    later(500);
    await handler.set('/p/A', page('second', ['product:A']), { ...pageContext, ...fiveMinutes });
    expect((await handler.get('/p/A', pageContext))!.lastModified).toBe(due);
  });

  it("revalidateTag (Next's revalidateTag in a request) and expireTags share one tag map with the 'use cache' entries", async () => {
    const { IncrementalCacheHandler, useCacheHandler } = cache();
    const handler = new IncrementalCacheHandler({});
    await useCacheHandler.set('data', Promise.resolve(entry('x', ['category:3'])));
    await handler.set('/c/3', page('listing', ['category:3']), { ...pageContext, ...fiveMinutes });
    later(10);
    await new IncrementalCacheHandler({}).revalidateTag('category:3');
    later(1);
    expect(await handler.get('/c/3', pageContext)).toBeNull();
    expect(await useCacheHandler.get('data', [])).toBeUndefined();
  });

  it('keeps route handler answers and pages without tags until their lifetime ends', async () => {
    const { IncrementalCacheHandler, expireTags } = cache();
    const handler = new IncrementalCacheHandler({});
    const sw = { kind: 'APP_ROUTE', body: Buffer.from('self.addEventListener()'), headers: {}, status: 200 };
    await handler.set('/serwist/sw.js', sw, { kind: 'APP_ROUTE', cacheControl: { revalidate: false } });
    later(10);
    expireTags(['catalog']);
    later(86_400_000);
    expect(await handler.get('/serwist/sw.js', { kind: 'APP_ROUTE' })).toMatchObject({ value: { kind: 'APP_ROUTE' } });
  });
});

describe('bound', () => {
  it('keeps the store within maxBytes, the least recently used going first, pages and data alike', async () => {
    const { IncrementalCacheHandler, useCacheHandler } = cache(10_000);
    const handler = new IncrementalCacheHandler({});
    const html = 'x'.repeat(3_000);
    await handler.set('/one', page(html, ['catalog']), { ...pageContext, ...fiveMinutes });
    await handler.set('/two', page(html, ['catalog']), { ...pageContext, ...fiveMinutes });
    await useCacheHandler.set('data', Promise.resolve(entry('y'.repeat(2_000), ['catalog'])));
    later(1);
    expect(await handler.get('/one', pageContext)).not.toBeNull();
    // /one was just read: /two is the least recently used, and goes to make room.
    await handler.set('/three', page(html, ['catalog']), { ...pageContext, ...fiveMinutes });
    expect(await handler.get('/two', pageContext)).toBeNull();
    expect(await handler.get('/one', pageContext)).not.toBeNull();
    expect(await handler.get('/three', pageContext)).not.toBeNull();
    expect(await useCacheHandler.get('data', [])).toBeDefined();
  });

  it('does not keep an entry larger than the whole bound', async () => {
    const { IncrementalCacheHandler } = cache(10_000);
    const handler = new IncrementalCacheHandler({});
    await handler.set('/huge', page('z'.repeat(20_000), ['catalog']), { ...pageContext, ...fiveMinutes });
    expect(await handler.get('/huge', pageContext)).toBeNull();
  });
});
