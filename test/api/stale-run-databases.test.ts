/**
 * A test run stopped before its teardown (Ctrl-C) left its template and test databases on the PostgreSQL server for
 * good. The next run's global setup drops those of processes that no longer run, and only those.
 */
import { Client } from 'pg';
import { dropStaleRunDatabases } from './support/database-templates';
import { databaseKind } from './support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

async function databasesNamed(pattern: string): Promise<string[]> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname', [pattern]);
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

async function createDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

const onPostgres = databaseKind() === 'postgres' ? it : it.skip;
// Skipped on PGlite: a test file's in-memory database ends with its process; runs in the PostgreSQL pass of npm test.
onPostgres('drops the databases of a stopped run and keeps those of a running one', async () => {
  // Process ids above the kernel's limit (pid_max ≤ 2^22): the first run can never be running.
  const stoppedRun = 90_000_001;
  const runningRun = 90_000_002;
  const names = [`shop_template_${stoppedRun}_seeded`, `shop_test_${stoppedRun}_3`, `shop_test_${runningRun}_0`];
  for (const name of names) await createDatabase(name);
  try {
    const dropped = await dropStaleRunDatabases(serverUrl, (pid) => pid === runningRun || pid < 90_000_000);
    expect(dropped.sort()).toEqual([`shop_template_${stoppedRun}_seeded`, `shop_test_${stoppedRun}_3`]);
    expect(await databasesNamed('shop\\_%\\_9000000__%')).toEqual([`shop_test_${runningRun}_0`]);
  } finally {
    await dropStaleRunDatabases(serverUrl, (pid) => pid < 90_000_000);
  }
});
