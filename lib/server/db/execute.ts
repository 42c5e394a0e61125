import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL on either driver; both answer `{ rows }` (pg's QueryResult and PGlite's Results). */
export async function execute<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  return (await db.execute(query)) as unknown as { rows: Row[] };
}
