import { NextRequest } from 'next/server';
import { redirectStoreUrlPath } from './url-path-redirect';

const answers: Record<string, string | null> = {
  'de|women': 'damen',
  'de|women/tops-women/jackets-women': 'damen/oberteile/jacken',
  'it|joust-duffle-bag': 'joust-duffle-borsa',
  'de|damen': null,
};
const lookups: string[] = [];

beforeEach(() => {
  lookups.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const params = new URL(String(url)).searchParams;
    const key = `${params.get('store')}|${params.get('path')}`;
    lookups.push(key);
    return new Response(JSON.stringify({ code: 200, result: answers[key] ?? null }), { status: 200 });
  }) as typeof fetch;
});

const redirect = (path: string, multistore = true) => redirectStoreUrlPath(new NextRequest(`http://shop.test${path}`), multistore);

describe('redirectStoreUrlPath', () => {
  it("answers an English url path under /de or /it 301 to the store's own, query kept", async () => {
    const category = await redirect('/de/women/tops-women/jackets-women?color=50');
    expect(category?.status).toBe(301);
    // One Location: what a browser follows through the service worker's navigation preload.
    expect(category?.headers.get('location')).toBe('http://shop.test/de/damen/oberteile/jacken?color=50');
    expect((await redirect('/it/joust-duffle-bag'))?.headers.get('location')).toBe('http://shop.test/it/joust-duffle-borsa');
  });

  it("lets the store's own paths, unknown paths and the default store through, and keeps the answer for a minute", async () => {
    expect(await redirect('/de/damen')).toBeNull();
    expect(await redirect('/de/damen')).toBeNull();
    expect(await redirect('/women')).toBeNull();
    expect(lookups).toEqual(['de|damen']);
  });

  it('never looks up the routes with a segment of their own, nor anything without MULTISTORE', async () => {
    for (const path of ['/de/c/women-20', '/de/p/MH01/hoodie', '/it/search/tee', '/de/checkout', '/de', '/de/i/about-us']) {
      expect(await redirect(path)).toBeNull();
    }
    expect(await redirect('/de/women', false)).toBeNull();
    expect(lookups).toEqual([]);
  });

  it('lets the page answer when the look-up fails, and asks again next time', async () => {
    global.fetch = jest.fn(async () => new Response('unavailable', { status: 503 })) as typeof fetch;
    expect(await redirect('/de/men')).toBeNull();
    expect(await redirect('/de/men')).toBeNull();
    expect((global.fetch as jest.Mock).mock.calls).toHaveLength(2);
  });
});
