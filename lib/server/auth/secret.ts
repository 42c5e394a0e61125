import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

const secrets = new WeakMap<Db, Promise<Uint8Array>>();

/**
 * The HS256 key of access tokens: JWT_SECRET when set, otherwise a random secret generated once and kept in the
 * meta table, so every instance sharing the database (and every restart) signs and verifies with the same key.
 */
export function jwtSecret(db: Db): Promise<Uint8Array> {
  const configured = commerceConfig().JWT_SECRET;
  if (configured) return Promise.resolve(new TextEncoder().encode(configured));
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

async function loadOrCreate(db: Db): Promise<Uint8Array> {
  const candidate = randomBytes(48).toString('base64url');
  await execute(db, sql`INSERT INTO meta (key, value) VALUES ('jwt_secret', ${JSON.stringify(candidate)}::jsonb) ON CONFLICT (key) DO NOTHING`);
  const { rows } = await execute<{ value: string }>(db, sql`SELECT value FROM meta WHERE key = 'jwt_secret'`);
  const value = rows[0]?.value;
  if (typeof value !== 'string' || value.length < 32) throw new Error('The stored JWT secret is missing or too short.');
  return new TextEncoder().encode(value);
}
