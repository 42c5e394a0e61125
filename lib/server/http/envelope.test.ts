import { DataDirLockedError } from '@/lib/server/db/pglite-lock';
import { errorResponse } from './envelope';

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
