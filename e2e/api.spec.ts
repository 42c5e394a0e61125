import { expect, test } from './test';

test.describe('commerce API over HTTP', () => {
  test('health reports the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ code: 200, result: { status: 'ok', db: 'pglite', version: '1.12.2' } });
  });

  test('catalogue search answers a typo with hoodies', async ({ request }) => {
    const response = await request.post('/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=5', {
      data: { _searchText: 'hoodei' },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.hits.hits.length).toBeGreaterThan(0);
    const names: string[] = body.hits.hits.map((hit: any) => hit._source.name);
    expect(names.some((name) => /hoodie/i.test(name))).toBe(true);
  });

  test('an unknown store code is a 400 with a message', async ({ request }) => {
    const response = await request.get('/api/catalog/vue_storefront_catalog/product/_search?storeCode=xx');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ code: 400, result: "Unknown store code 'xx'." });
  });

  test('the image proxy resizes a product photo and negotiates WebP', async ({ request }) => {
    const search = await request.get('/api/catalog/vue_storefront_catalog/product/_search?size=1&_source_include=image');
    const image: string = (await search.json()).hits.hits[0]._source.image;
    const response = await request.get(`/img/324/489/resize${image}`, { headers: { accept: 'image/webp,*/*' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
    const identify = await request.get(`/img/324/489/identify${image}`);
    expect((await identify.json()).result).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
  });

  test('the image proxy answers a missing photo with the placeholder and bad sizes with 400', async ({ request }) => {
    const missing = await request.get('/img/100/100/resize/n/o/nothing.jpg');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^image\//);
    const tooLarge = await request.get('/img/5000/100/resize/n/o/nothing.jpg');
    expect(tooLarge.status()).toBe(400);
    expect((await tooLarge.json()).result).toMatch(/1 to 1024/);
  });
});
