import { NextRequest } from 'next/server';
import { redirectFormerCategoryKey } from './category-redirect';

const answers: Record<string, string | null> = {
  'default|women': 'women-20',
  'default|jackets-women': 'jackets-23',
  'default|no-such-key': null,
  'de|women': 'damen-20',
  'de|women-20': 'damen-20',
  'de|damen-20': null,
  'it|sale-37': 'saldi-37',
};
const lookups: string[] = [];

beforeEach(() => {
  lookups.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const params = new URL(String(url)).searchParams;
    const key = `${params.get('store')}|${params.get('key')}`;
    lookups.push(key);
    return new Response(JSON.stringify({ code: 200, result: answers[key] ?? null }), { status: 200 });
  }) as typeof fetch;
});

const redirect = (path: string) => redirectFormerCategoryKey(new NextRequest(`http://shop.test${path}`));

describe('redirectFormerCategoryKey', () => {
  it('answers a former url key 301 to the slug, keeping the store prefix and the query', async () => {
    const response = await redirect('/c/jackets-women?color=49');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('http://shop.test/c/jackets-23?color=49');
    expect((await redirect('/de/c/women'))?.headers.get('location')).toBe('http://shop.test/de/c/damen-20');
  });
  it("answers an English slug under /de or /it 301 to the store's own, and lets the store's own through", async () => {
    const german = await redirect('/de/c/women-20?sort=price');
    expect(german?.status).toBe(301);
    expect(german?.headers.get('location')).toBe('http://shop.test/de/c/damen-20?sort=price');
    expect((await redirect('/it/c/sale-37'))?.headers.get('location')).toBe('http://shop.test/it/c/saldi-37');
    expect(await redirect('/de/c/damen-20')).toBeNull();
  });
  it('never looks up a current slug (ending in -<id>) nor other paths', async () => {
    expect(await redirect('/c/women-20')).toBeNull();
    expect(await redirect('/p/WS01/gwyn')).toBeNull();
    expect(lookups).toEqual([]);
  });
  it('lets an unknown key through to the page (404) and keeps the answer for a minute', async () => {
    expect(await redirect('/c/no-such-key')).toBeNull();
    expect(await redirect('/c/no-such-key')).toBeNull();
    expect(lookups).toEqual(['default|no-such-key']);
  });
});
