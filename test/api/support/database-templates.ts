import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * The databases of this run that test files start from (made by global-setup.ts): where they are, and how a server
 * database is named and dropped. Only node modules and pg here: jest's global hooks load this file without the
 * project's `@/` paths.
 */
export type TemplateName = 'migrated' | 'seeded';

/** The directory of this run's templates, set by the global setup for the test processes it starts. */
export const TEMPLATES_DIRECTORY = 'TEST_DATABASE_TEMPLATES';

export function databaseUrlNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** PGlite: the template's files, or undefined without a global setup (a file run by another runner). */
export function templateFiles(template: TemplateName): Blob | undefined {
  const directory = process.env[TEMPLATES_DIRECTORY];
  const file = directory && path.join(directory, `${template}.tar`);
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** PostgreSQL: the name of the template's database on the server, or undefined. */
export function serverTemplates(): Record<TemplateName, string> | undefined {
  const directory = process.env[TEMPLATES_DIRECTORY];
  const file = directory && path.join(directory, 'databases.json');
  return file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<TemplateName, string>) : undefined;
}

/** Runs `work` on a connection of its own to the server's maintenance database (creating and dropping databases). */
export async function withServerAdmin<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a database once every connection to it has gone (pg's pool.end() returns before the server has seen them go). */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withServerAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * This machine, in the names of the databases a run makes on the server: a server shared with other machines (or
 * containers) holds their runs' databases too, whose processes cannot be looked up from here.
 */
const RUN_HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** A database of this run, named by the process that uses it (the jest run for templates, a worker for test files). */
export function runDatabaseName(kind: 'template' | 'test', processId: number, suffix: string): string {
  return `shop_${kind}_${RUN_HOST}_${processId}_${suffix}`;
}

const RUN_DATABASE = /^shop_(?:template|test)_([0-9a-f]{8})_([0-9]+)_[a-z0-9_]+$/;

function isRunningHere(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases of this machine's earlier runs whose process ended without their teardown (Ctrl-C, a killed
 * worker), which otherwise stayed on the server for good. A run beside this one keeps its own (its process runs), and
 * another machine's are never touched. Answers the dropped.
 */
export async function dropStaleRunDatabases(serverUrl: string, isRunning: (pid: number) => boolean = isRunningHere): Promise<string[]> {
  return withServerAdmin(serverUrl, async (admin) => {
    const dropped: string[] = [];
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'shop\\_%' ORDER BY datname`);
    for (const { datname } of rows) {
      const match = RUN_DATABASE.exec(datname);
      if (!match || match[1] !== RUN_HOST || isRunning(Number(match[2]))) continue;
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)}`);
      dropped.push(datname);
    }
    return dropped;
  });
}
