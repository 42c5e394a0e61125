import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/**
 * Runs `work` in a transaction holding PostgreSQL advisory locks on the keys (taken in sorted order, so two callers
 * never wait on each other crosswise). Counters read and written under the locks are exact under concurrency.
 */
export async function withKeyLocks<T>(db: Db, keys: string[], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const key of [...new Set(keys)].sort()) await execute(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx);
  });
}
