import 'server-only';
import { sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { tooManyRequests } from './errors';
import { withKeyLocks } from './key-locks';

const TOO_MANY_RESETS_MESSAGE = 'Too many password reset requests. Please wait a while and try again.';

/**
 * Reset links are limited per client address and per e-mail (registered or not, so the answer tells nobody which
 * e-mails have an account): a mailbox cannot be flooded, nor the mail server used as a relay. Counted under the keys'
 * locks (see beginLoginAttempt), so parallel requests cannot overshoot.
 */
export async function assertResetAllowed(db: Db, email: string, address: string): Promise<void> {
  const config = commerceConfig();
  const byAccount = `reset-account:${email.trim().toLowerCase()}`;
  const byAddress = `reset-address:${address}`;
  const allowed = await withKeyLocks(db, [byAccount, byAddress], async (tx) => {
    const inserted = await execute<{ id: number }>(tx, sql`INSERT INTO login_attempts (key) VALUES (${byAccount}), (${byAddress}) RETURNING id`);
    const { rows } = await execute<{ key: string; count: number | string }>(
      tx,
      sql`SELECT key, count(*) AS count FROM login_attempts
          WHERE key IN (${byAccount}, ${byAddress}) AND created_at > now() - make_interval(secs => ${config.RESET_WINDOW_SECONDS})
          GROUP BY key`,
    );
    const count = (key: string) => Number(rows.find((row) => row.key === key)?.count ?? 1);
    if (count(byAccount) <= config.RESET_MAX_PER_ACCOUNT && count(byAddress) <= config.RESET_MAX_PER_ADDRESS) return true;
    const ids = sql.join(inserted.rows.map((row) => sql`${Number(row.id)}`), sql`, `);
    await execute(tx, sql`DELETE FROM login_attempts WHERE id IN (${ids})`);
    return false;
  });
  if (!allowed) throw tooManyRequests(TOO_MANY_RESETS_MESSAGE, config.RESET_WINDOW_SECONDS);
  await execute(
    db,
    sql`DELETE FROM login_attempts WHERE key IN (${byAccount}, ${byAddress}) AND created_at < now() - make_interval(secs => ${config.RESET_WINDOW_SECONDS})`,
  );
}
