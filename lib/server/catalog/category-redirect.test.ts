import { NextRequest } from 'next/server';
import { redirectFormerCategoryKey } from './category-redirect';

const answers: Record<string, string | null> = { women: 'women-20', 'jackets-women': 'jackets-23', 'no-such-key': null };
const lookups: string[] = [];

beforeEach(() => {
  lookups.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const key = new URL(String(url)).searchParams.get('key')!;
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
    expect((await redirect('/de/c/women'))?.headers.get('location')).toBe('http://shop.test/de/c/women-20');
  });
  it('never looks up a current slug (ending in -<id>) nor other paths', async () => {
    expect(await redirect('/c/women-20')).toBeNull();
    expect(await redirect('/p/WS01/gwyn')).toBeNull();
    expect(lookups).toEqual([]);
  });
  it('lets an unknown key through to the page (404) and keeps the answer for a minute', async () => {
    expect(await redirect('/c/no-such-key')).toBeNull();
    expect(await redirect('/c/no-such-key')).toBeNull();
    expect(lookups).toEqual(['no-such-key']);
  });
});
