import 'server-only';
import { sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import { decideLoginAttempt, type BucketCount, type LoginThrottleSettings } from '@/lib/domain/login-throttle';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { tooManyRequests } from './errors';
import { withKeyLocks } from './key-locks';

const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please wait a few minutes and try again.';

/**
 * The client address: the X-Forwarded-For entry our own outermost proxy appended, TRUSTED_PROXY_HOPS entries from
 * the right. Next.js 16 (`next start`) does not append to X-Forwarded-For: it fills it with the socket's address
 * only when the request has none (base-server.js, `??=`). With TRUSTED_PROXY_HOPS=0 (no proxy of ours, the default)
 * the last entry is that address, unless the client sent the header itself: without a proxy the address bucket is
 * the client's to choose, and the per-account slow-down is what bounds guessing (ADR 0015).
 */
export function clientAddress(request: Request, trustedHops = commerceConfig().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const index = Math.max(0, entries.length - Math.max(1, trustedHops));
  return entries[index]!.slice(0, 100);
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const pairKey = (email: string, address: string) => `pair:${email.trim().toLowerCase()}|${address}`;

function throttleSettings(): LoginThrottleSettings {
  const config = commerceConfig();
  return {
    freePerPair: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    backoffBaseSeconds: config.LOGIN_BACKOFF_BASE_SECONDS,
    freePerAccount: config.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
    accountMaxDelaySeconds: config.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
    maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
  };
}

export interface LoginAttempt {
  /** The password was wrong (or the account unknown): the attempt stays counted. */
  failed: () => Promise<void>;
  /** The password was right: the account's and this pair's attempts are forgotten. */
  succeeded: () => Promise<void>;
}

/**
 * Counts the attempt before the password is checked, then decides, in one short transaction holding advisory locks
 * on the account's and the address's keys: attempts on one account (or from one address) are counted one after the
 * other, so of N parallel attempts the k-th sees exactly k and no more than the budget get to the (slow) password
 * check. A refused attempt is taken back: hammering does not extend the wait.
 */
export async function beginLoginAttempt(db: Db, email: string, address: string, accountCreatedAt: Date | null): Promise<LoginAttempt> {
  const settings = throttleSettings();
  const keys = { pair: pairKey(email, address), account: accountKey(email), address: addressKey(address) };
  const since = accountCreatedAt ? accountCreatedAt.toISOString() : null;
  const outcome = await withKeyLocks(db, [keys.account, keys.address], async (tx) => {
    const inserted = await execute<{ id: number }>(
      tx,
      sql`INSERT INTO login_attempts (key) VALUES (${keys.pair}), (${keys.account}), (${keys.address}) RETURNING id`,
    );
    const idList = sql.join(inserted.rows.map((row) => sql`${Number(row.id)}`), sql`, `);
    const { rows } = await execute<{ key: string; count: number | string; previous_ms: number | string | null; now_ms: number | string }>(
      tx,
      sql`SELECT key, count(*) AS count,
            extract(epoch FROM max(created_at) FILTER (WHERE id NOT IN (${idList}))) * 1000 AS previous_ms,
            extract(epoch FROM clock_timestamp()) * 1000 AS now_ms
          FROM login_attempts
          WHERE key IN (${keys.pair}, ${keys.account}, ${keys.address})
            AND created_at > now() - make_interval(secs => ${settings.windowSeconds})
            AND (key <> ${keys.address} OR ${since}::timestamptz IS NULL OR created_at >= ${since}::timestamptz)
          GROUP BY key`,
    );
    const bucket = (key: string): BucketCount => {
      const row = rows.find((entry) => entry.key === key);
      return { count: Number(row?.count ?? 1), previousAt: row?.previous_ms == null ? null : Number(row.previous_ms) };
    };
    const now = Number(rows[0]?.now_ms ?? Date.now());
    const decision = decideLoginAttempt({ pair: bucket(keys.pair), account: bucket(keys.account), address: bucket(keys.address) }, settings, now);
    if (!decision.allowed) await execute(tx, sql`DELETE FROM login_attempts WHERE id IN (${idList})`);
    return { decision, idList };
  });
  if (!outcome.decision.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, outcome.decision.retryAfterSeconds);
  const { idList } = outcome;
  return {
    failed: async () => {
      await execute(
        db,
        sql`DELETE FROM login_attempts WHERE key IN (${keys.pair}, ${keys.account}, ${keys.address})
              AND created_at < now() - make_interval(secs => ${settings.windowSeconds})`,
      );
    },
    succeeded: async () => {
      await execute(db, sql`DELETE FROM login_attempts WHERE key IN (${keys.pair}, ${keys.account}) OR id IN (${idList})`);
    },
  };
}
