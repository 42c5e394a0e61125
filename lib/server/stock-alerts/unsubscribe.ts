import 'server-only';
import { sql } from 'drizzle-orm';
import { hashToken } from '@/lib/server/auth/hash-token';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/**
 * Ends every open alert of the address an alert mail went to (the token of its unsubscribe link); answers the store
 * view that mail was in, or null for an unknown token. Using the link again changes nothing.
 */
export async function unsubscribeStockAlerts(db: Db, token: string): Promise<{ storeCode: string } | null> {
  const { rows } = await execute<{ email: string; store_code: string }>(
    db,
    sql`SELECT email, store_code FROM stock_alerts WHERE unsubscribe_token_hash = ${hashToken(token)}`,
  );
  const alert = rows[0];
  if (!alert) return null;
  await execute(
    db,
    sql`UPDATE stock_alerts SET status = 'unsubscribed', ended_at = now() WHERE email = ${alert.email} AND status IN ('active', 'due')`,
  );
  return { storeCode: alert.store_code };
}
