/**
 * A test run stopped before its teardown (Ctrl-C) left its template and test databases on the PostgreSQL server for
 * good. The next run's global setup drops this machine's databases of processes that no longer run, and only those.
 */
import { dropStaleRunDatabases, runDatabaseName, withServerAdmin } from './support/database-templates';
import { databaseKind } from './support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

const existing = (names: string[]) =>
  withServerAdmin(serverUrl, async (admin) => (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1::text[]) ORDER BY datname', [names])).rows.map((row) => row.datname));

const onPostgres = databaseKind() === 'postgres' ? it : it.skip;
// Skipped on PGlite: a test file's in-memory database ends with its process; runs in the PostgreSQL pass of npm test.
onPostgres('drops the databases of a stopped run and keeps those of a running one', async () => {
  // Above Linux's largest process id (pid_max ≤ 2^22), and different for every process running this test.
  const stoppedRun = 2 ** 22 + process.pid;
  const stopped = [runDatabaseName('template', stoppedRun, 'seeded'), runDatabaseName('test', stoppedRun, '3')];
  const running = runDatabaseName('test', process.pid, 'kept');
  try {
    await withServerAdmin(serverUrl, async (admin) => {
      for (const name of [...stopped, running]) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    });
    const dropped = await dropStaleRunDatabases(serverUrl);
    expect(dropped).toEqual(expect.arrayContaining(stopped));
    expect(dropped).not.toContain(running);
    expect(await existing([...stopped, running])).toEqual([running]);
  } finally {
    await withServerAdmin(serverUrl, async (admin) => {
      for (const name of [...stopped, running]) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)}`);
    });
  }
});
