import 'server-only';
import { sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { tooManyRequests } from './errors';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please wait a few minutes and try again.';

/** The client address: the first X-Forwarded-For hop (set by the proxy in front), else X-Real-IP. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 100);
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

async function failures(db: Db, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await execute<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM login_attempts WHERE key = ${key} AND created_at > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** 429 when the account or the client address has failed too often within the window. */
export async function assertLoginAllowed(db: Db, email: string, address: string): Promise<void> {
  const config = commerceConfig();
  const window = config.LOGIN_WINDOW_SECONDS;
  const [byAccount, byAddress] = [await failures(db, accountKey(email), window), await failures(db, addressKey(address), window)];
  if (byAccount >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || byAddress >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

export async function recordLoginFailure(db: Db, email: string, address: string): Promise<void> {
  const window = commerceConfig().LOGIN_WINDOW_SECONDS;
  await execute(db, sql`INSERT INTO login_attempts (key) VALUES (${accountKey(email)}), (${addressKey(address)})`);
  await execute(
    db,
    sql`DELETE FROM login_attempts WHERE key IN (${accountKey(email)}, ${addressKey(address)}) AND created_at < now() - make_interval(secs => ${window})`,
  );
}

/** A successful login clears the account's failures (not the address's: one address may try many accounts). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await execute(db, sql`DELETE FROM login_attempts WHERE key = ${accountKey(email)}`);
}
