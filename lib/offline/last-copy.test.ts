import type { HandlerWillRespondCallbackParam } from 'serwist';
import { lastCopyWhenUnavailable } from './last-copy';

const kept = new Response('<h1>Beaumont Summit Kit</h1>', { status: 200 });
const match = jest.fn<Promise<Response | undefined>, [RequestInfo, MultiCacheQueryOptions?]>();

beforeAll(() => {
  (globalThis as { caches?: unknown }).caches = { match };
});
afterAll(() => {
  delete (globalThis as { caches?: unknown }).caches;
});
beforeEach(() => match.mockReset());

async function respond(status: number): Promise<Response> {
  const plugin = lastCopyWhenUnavailable('sf-pages');
  const param = { request: new Request('https://shop.test/p/MJ01/beaumont-summit-kit'), response: new Response('answer', { status }) };
  return plugin.handlerWillRespond!(param as HandlerWillRespondCallbackParam);
}

it('answers a 503 page with the copy kept from the last visit, from the pages cache', async () => {
  match.mockResolvedValue(kept);
  expect(await respond(503)).toBe(kept);
  expect(match).toHaveBeenCalledWith(expect.any(Request), { cacheName: 'sf-pages' });
});

it('answers the 503 itself when no copy was kept', async () => {
  match.mockResolvedValue(undefined);
  expect((await respond(503)).status).toBe(503);
});

it('leaves other answers alone, a 500 among them', async () => {
  match.mockResolvedValue(kept);
  expect((await respond(200)).status).toBe(200);
  expect((await respond(500)).status).toBe(500);
  expect(match).not.toHaveBeenCalled();
});
