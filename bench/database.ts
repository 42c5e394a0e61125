/** The database of the in-process benchmarks (they run under --conditions=react-server, as the route handlers do). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, setDatabase, type Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { seedDatabase } from '@/lib/server/seed';
import { argument } from './support';

/**
 * Runs `body` on --url's database, or on a fresh PGlite directory under /tmp (removed afterwards); an empty catalogue
 * is seeded first (no images). The route handlers use this database while `body` runs.
 */
export async function withBenchDatabase(prefix: string, options: { statementTimeoutMs?: number }, body: (database: Database) => Promise<void>): Promise<void> {
  const url = argument('url');
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ url: url ?? dir, ...options });
  setDatabase(database);
  try {
    const seeded = await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products`);
    if (Number(seeded.rows[0]?.count ?? 0) === 0) await seedDatabase(database.db, { images: false });
    await body(database);
  } finally {
    setDatabase(undefined);
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
