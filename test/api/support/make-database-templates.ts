/**
 * Run once by the API tests' global setup (global-setup.ts), in its own process: the databases test files start from,
 * made once per run instead of once per file (a PGlite's first start and the demo seed take ~5 s of each file).
 * `migrated`: this code's migrations applied; `seeded`: also the demo catalogue without images, as `seedDatabase`
 * makes it by default. PGlite: their files, written to DIR as `<name>.tar`. PostgreSQL (TEST_DATABASE_URL): two
 * databases on the server, named in DIR/databases.json, which test databases are created from as templates.
 *
 *   tsx --conditions=react-server test/api/support/make-database-templates.ts DIR RUN_PID
 *
 * RUN_PID: the process that uses the templates until it drops them (the jest run), named in the server's databases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/seed';
import { databaseUrlNamed, dropServerDatabase, dropStaleRunDatabases, runDatabaseName, withServerAdmin, type TemplateName } from './database-templates';

async function writeFiles(database: Database, file: string): Promise<void> {
  const files = await database.dumpFiles!();
  fs.writeFileSync(file, Buffer.from(await files.arrayBuffer()));
}

async function pgliteTemplates(dir: string): Promise<void> {
  const database = await openDatabase({ url: 'memory://' });
  try {
    await writeFiles(database, path.join(dir, 'migrated.tar'));
    await seedDatabase(database.db, { images: false });
    await writeFiles(database, path.join(dir, 'seeded.tar'));
  } finally {
    await database.close();
  }
}

async function serverTemplates(dir: string, serverUrl: string, runProcessId: number): Promise<void> {
  const stale = await dropStaleRunDatabases(serverUrl);
  if (stale.length > 0) console.log(`Dropped ${stale.length} databases left by stopped test runs`);
  // Named by the jest process that uses them until its teardown (this one ends first), so that a run beside it sees
  // them as a running run's (dropStaleRunDatabases).
  const names: Record<TemplateName, string> = {
    migrated: runDatabaseName('template', runProcessId, 'migrated'),
    seeded: runDatabaseName('template', runProcessId, 'seeded'),
  };
  try {
    await withServerAdmin(serverUrl, async (admin) => {
      for (const [template, name] of Object.entries(names)) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`CREATE DATABASE ${name}`);
        const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
        try {
          if (template === 'seeded') await seedDatabase(database.db, { images: false });
        } finally {
          await database.close();
        }
      }
    });
  } catch (error) {
    for (const name of Object.values(names)) await dropServerDatabase(serverUrl, name);
    throw error;
  }
  fs.writeFileSync(path.join(dir, 'databases.json'), JSON.stringify(names));
}

async function main(): Promise<void> {
  const [dir, runProcessId] = process.argv.slice(2);
  if (!dir || !runProcessId || !/^\d+$/.test(runProcessId)) throw new Error('usage: make-database-templates.ts DIR RUN_PID');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await serverTemplates(dir, serverUrl, Number(runProcessId));
  else await pgliteTemplates(dir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
