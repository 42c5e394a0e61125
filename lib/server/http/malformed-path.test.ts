import { NextRequest } from 'next/server';
import { isPagePath, malformedPathResponse } from './malformed-path';

const request = (path: string) => new NextRequest(new URL(`http://shop.test${path}`));

describe('malformedPathResponse', () => {
  const fetchMock = jest.fn(async () => new Response('<html>shop 404</html>', { status: 404 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it.each([
    '/api/catalog/%ff/product/_search',
    '/img/%ff/1/resize/a.jpg',
    '/api/stock/check/%c0%af',
    '/api/x/%',
  ])('answers a JSON 400 envelope for %s', async (path) => {
    const response = (await malformedPathResponse(request(path), false))!;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      result: expect.stringMatching(/malformed percent-encoding/),
    });
  });

  it.each(['/p/%ff/x', '/de/%ff', '/%25', '/p/%25/x', '/p/%ff/x.html'])(
    'answers the shop 404 page for %s',
    async (path) => {
      const response = (await malformedPathResponse(request(path), false))!;
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<html>shop 404</html>');
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://shop.test/_bad-path');
    },
  );

  it('takes the 404 page of the store in the path when multistore is on', async () => {
    await malformedPathResponse(request('/de/%ff'), true);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://shop.test/de/_bad-path');
  });

  it('falls back to a plain page when the 404 page cannot be fetched', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down'));
    const response = (await malformedPathResponse(request('/p/%ff/x'), false))!;
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/Page not found/);
  });

  it.each([
    '/p/ws01/hoodie',
    '/api/stock/check/%C3%A9',
    '/img/324/489/resize/caf%C3%A9.jpg',
    '/api/stock/check/%25',
    '/a%2541',
  ])('lets well-formed paths through: %s', async (path) => {
    expect(await malformedPathResponse(request(path), false)).toBeNull();
  });
});

describe('isPagePath', () => {
  it('is true for shop pages and false for the API, images and files', () => {
    expect(isPagePath('/p/ws01/hoodie')).toBe(true);
    expect(isPagePath('/pwa.html')).toBe(true);
    for (const path of ['/api/health', '/img/1/1/resize/a.jpg', '/_next/static/x.js', '/favicon.ico'])
      expect(isPagePath(path)).toBe(false);
  });
});
