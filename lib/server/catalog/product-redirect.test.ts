import { NextRequest } from 'next/server';
import { redirectChildSku } from './product-redirect';

const parents: Record<string, { parentSku: string; slug: string } | null> = {
  'WS08-L-Black': { parentSku: 'WS08', slug: 'diva-gym-tee' },
  'A/B-1': { parentSku: 'A/B', slug: 'x y' },
};
/** Under /de, MH01's slug is translated: any other slug is sent on to it. */
const german: Record<string, { parentSku: string; slug: string } | null> = {
  'WS08-L-Black': { parentSku: 'WS08', slug: 'diva-gym-t-shirt' },
  'MH01|chaz-kangeroo-hoodie': { parentSku: 'MH01', slug: 'chaz-kangeroo-kapuzenpullover' },
};
const lookups: string[] = [];

beforeEach(() => {
  lookups.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const params = new URL(String(url)).searchParams;
    const sku = params.get('sku')!;
    const slug = params.get('slug');
    lookups.push(sku);
    const result = params.get('store') === 'de' ? (german[slug && !german[sku] ? `${sku}|${slug}` : sku] ?? null) : (parents[sku] ?? null);
    return new Response(JSON.stringify({ code: 200, result }), { status: 200 });
  }) as typeof fetch;
});

const redirect = (path: string, multistore = true) => redirectChildSku(new NextRequest(`http://shop.test${path}`), multistore);
const location = async (path: string) => (await redirect(path))?.headers.get('location');

describe('redirectChildSku', () => {
  it('answers a child sku with or without a slug 301 to its parent with the child, keeping the store prefix and the query', async () => {
    const response = await redirect('/p/WS08-L-Black/diva-gym-tee');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('http://shop.test/p/WS08/diva-gym-tee/WS08-L-Black');
    expect(await location('/p/WS08-L-Black')).toBe('http://shop.test/p/WS08/diva-gym-tee/WS08-L-Black');
    expect(await location('/de/p/WS08-L-Black/any-slug?utm_source=mail')).toBe(
      'http://shop.test/de/p/WS08/diva-gym-t-shirt/WS08-L-Black?utm_source=mail',
    );
    expect(await location('/p/A%2FB-1')).toBe('http://shop.test/p/A%2FB/x%20y/A%2FB-1');
  });

  it("answers a product's English slug under /de 301 to the store's own, and lets the store's own through", async () => {
    const response = await redirect('/de/p/MH01/chaz-kangeroo-hoodie?utm_source=mail');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('http://shop.test/de/p/MH01/chaz-kangeroo-kapuzenpullover?utm_source=mail');
    expect(await redirect('/de/p/MH01/chaz-kangeroo-kapuzenpullover')).toBeNull();
  });

  it('lets a parent or an unknown sku through to the page and keeps the answer for a minute', async () => {
    expect(await redirect('/p/MJ01/beaumont-summit-kit')).toBeNull();
    expect(await redirect('/p/MJ01')).toBeNull();
    expect(lookups).toEqual(['MJ01']);
  });

  it('never looks up a URL with a chosen child, other routes, or a store the shop does not serve', async () => {
    expect(await redirect('/p/WS08/diva-gym-tee/WS08-L-Black')).toBeNull();
    expect(await redirect('/c/gear-3')).toBeNull();
    expect(await redirect('/de/p/WS08-L-Black', false)).toBeNull();
    expect(lookups).toEqual([]);
  });

  it('lets the page answer when the look-up fails, and asks again next time', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 })) as typeof fetch;
    expect(await redirect('/p/WS99-M-Red/tee')).toBeNull();
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 200, result: { parentSku: 'WS99', slug: 'tee' } }))) as typeof fetch;
    expect((await redirect('/p/WS99-M-Red/tee'))?.status).toBe(301);
  });
});
