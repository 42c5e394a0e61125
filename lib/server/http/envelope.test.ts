import { DataDirLockedError } from '@/lib/server/db/pglite-lock';
import { ApiError } from './api-error';
import { envelope, errorResponse, withApi } from './envelope';

async function answer(error: unknown) {
  const response = errorResponse(error);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { code: number; result: unknown } };
}

describe('errorResponse when the database cannot be reached', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('answers 503 with Retry-After when another process holds the PGlite directory', async () => {
    const { status, retryAfter, body } = await answer(new DataDirLockedError('/data/pglite', 1234, 'next start'));
    expect(status).toBe(503);
    expect(retryAfter).toBe('5');
    expect(body).toEqual({ code: 503, result: "The shop's database is not available at the moment. Try again in a few seconds." });
  });

  it('answers 503 when PostgreSQL refuses the connection, also wrapped by the query builder or per address', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect((await answer(refused)).status).toBe(503);
    expect((await answer(new Error('Failed query: select 1', { cause: refused }))).status).toBe(503);
    expect((await answer(new AggregateError([refused, refused], 'connect failed'))).status).toBe(503);
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect((await answer(shuttingDown)).status).toBe(503);
  });

  it('keeps 500 for any other failure, including a query error from a reachable database', async () => {
    expect((await answer(new Error('boom'))).status).toBe(500);
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect((await answer(new Error('Failed query', { cause: syntax }))).status).toBe(500);
  });
});

describe('withApi: what every API answer gets (ADR 0076)', () => {
  const handler = withApi(async (request: Request) => envelope({ method: request.method }));
  const call = (init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    handler(new Request('http://shop.test/api/cart/update', init));

  afterEach(() => {
    delete process.env.CORS_ORIGINS;
  });

  it("adds the CORS headers for the request's Origin, and only for listed origins when CORS_ORIGINS is set", async () => {
    expect((await call({ headers: { origin: 'https://pwa.example.com' } })).headers.get('access-control-allow-origin')).toBe('*');
    process.env.CORS_ORIGINS = 'https://pwa.example.com';
    const listed = await call({ headers: { origin: 'https://pwa.example.com' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://pwa.example.com');
    expect(listed.headers.get('vary')).toContain('Origin');
    expect((await call({ headers: { origin: 'https://evil.example.com' } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a form-encoded body with 415 before the handler reads it, and lets JSON and a bodiless POST through', async () => {
    const form = await call({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ code: 415, result: 'Content-Type must be application/json for this request.' });
    expect(form.headers.get('access-control-allow-origin')).toBe('*');
    const json = await call({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await json.json()).toEqual({ code: 200, result: { method: 'POST' } });
    expect((await call({ method: 'POST' })).status).toBe(200);
  });

  it('keeps a thrown error an envelope with the CORS headers', async () => {
    const failing = withApi(async (_request: Request) => {
      throw new ApiError(400, 'Bad input.');
    });
    const answer = await failing(new Request('http://shop.test/api/cart/update', { headers: { origin: 'https://pwa.example.com' } }));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
