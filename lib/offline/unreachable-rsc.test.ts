import type { HandlerDidErrorCallbackParam } from 'serwist';
import { unreachableRscAsUnavailable } from './unreachable-rsc';

it('answers an RSC request the worker could not fetch with a 503 that is not React Server Component data', async () => {
  const param = { request: new Request('https://shop.test/men', { headers: { RSC: '1' } }), error: new TypeError('Failed to fetch') };
  const response = await unreachableRscAsUnavailable.handlerDidError!(param as HandlerDidErrorCallbackParam);
  expect(response?.status).toBe(503);
  expect(response?.headers.get('content-type') ?? '').not.toMatch(/text\/x-component/);
  expect(response?.headers.get('cache-control')).toBe('no-store');
});
