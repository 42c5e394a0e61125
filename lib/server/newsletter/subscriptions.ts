import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

export type SubscriptionStatus = 'subscribed' | 'unsubscribed';

const normalize = (email: string) => email.trim().toLowerCase();

export async function subscriptionStatus(db: Db, email: string): Promise<SubscriptionStatus> {
  const result = await execute<{ status: SubscriptionStatus }>(db, 
    sql`SELECT status FROM newsletter_subscribers WHERE email = ${normalize(email)}`,
  );
  return result.rows[0]?.status ?? 'unsubscribed';
}

export async function setSubscription(db: Db, email: string, status: SubscriptionStatus, storeCode: string) {
  await execute(db, sql`
    INSERT INTO newsletter_subscribers (email, status, store_code) VALUES (${normalize(email)}, ${status}, ${storeCode})
    ON CONFLICT (email) DO UPDATE SET status = EXCLUDED.status, store_code = EXCLUDED.store_code, updated_at = now()`);
  return status;
}
