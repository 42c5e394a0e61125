/**
 * `npm run migrate` (README "Scripts"): applies the migrations to the configured database and closes it, without
 * seeding. The command once named a script that did not exist.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

const run = promisify(execFile);

it('migrates an empty PGlite directory and leaves the catalogue empty', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-script-'));
  try {
    // The embedded database in a new directory, whatever database the suite itself runs on.
    const env = { ...process.env, PGLITE_DIR: path.join(dir, 'pglite') };
    Reflect.deleteProperty(env, 'DATABASE_URL');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env, cwd: process.cwd() });
    expect(stdout).toContain('is up to date');

    const database = await openDatabase({ url: path.join(dir, 'pglite') });
    try {
      const applied = await execute<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const migrations = fs.readdirSync(path.join(process.cwd(), 'drizzle')).filter((name) => name.endsWith('.sql'));
      expect(applied.rows[0]!.n).toBe(migrations.length);
      const products = await execute<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
      expect(products.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
