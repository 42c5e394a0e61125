/**
 * PostgreSQL cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS, and the API answers that with a
 * 503 envelope. On PGlite there is nothing to cancel (a query runs to its end on the server's thread): the request
 * limits bound the work there (test/api/malformed-input.test.ts), so this file checks only the mapping.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { errorResponse } from '@/lib/server/http/envelope';
import { databaseKind } from './support/test-database';

it('maps a cancelled statement (57014) to a 503 envelope with a message', async () => {
  const response = errorResponse(Object.assign(new Error('Failed query'), { cause: { code: '57014' } }));
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ code: 503, result: expect.stringMatching(/took too long/) });
});

const onPostgres = databaseKind() === 'postgres' ? it : it.skip;
// Skipped on PGlite, which has no statement timeout (see the file comment); runs in the PostgreSQL pass of npm test.
onPostgres('cancels a statement that runs longer than the timeout', async () => {
  // The timeout also bounds the wait for a connection: 1 s, so that a busy test machine still connects in time.
  const limited = await openDatabase({ url: process.env.TEST_DATABASE_URL, migrate: false, statementTimeoutMs: 1000 });
  try {
    const error = await execute(limited.db, sql`SELECT pg_sleep(2)`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(errorResponse(error).status).toBe(503);
    expect((await execute<{ ok: number }>(limited.db, sql`SELECT 1 AS ok`)).rows).toEqual([{ ok: 1 }]);
  } finally {
    await limited.close();
  }
});
