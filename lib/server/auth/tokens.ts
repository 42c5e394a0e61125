import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { refreshTokens } from '@/lib/server/db/schema';
import { unauthorized } from './errors';
import { hashToken, newOpaqueToken } from './hash-token';
import { jwtSecret } from './secret';

const ISSUER = 'storefront';
const ACCESS = 'access';
const GROUP = 'group';

/**
 * A fingerprint of the customer's password hash, carried in every access token: a password change or reset (a new
 * hash, with a new salt) makes every access token issued before it fail verification, without a session table.
 */
export const sessionVersion = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

export async function signAccessToken(db: Db, customer: { id: number; passwordHash: string }): Promise<string> {
  return new SignJWT({ typ: ACCESS, sv: sessionVersion(customer.passwordHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customer.id))
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${commerceConfig().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await jwtSecret(db));
}

/** The customer id and session version of a valid access token; expired, forged or malformed → 401. */
export async function verifyAccessToken(db: Db, token: string): Promise<{ customerId: number; sessionVersion: string }> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(db), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (payload.typ !== ACCESS || !Number.isSafeInteger(id) || id <= 0 || typeof payload.sv !== 'string') throw unauthorized();
    return { customerId: id, sessionVersion: payload.sv };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized();
    throw error;
  }
}

/** The group token of vue-storefront-api (price tiers by customer group): signed, long-lived, not an access token. */
export async function signGroupToken(db: Db, customer: { id: number; email: string; groupId: number }): Promise<string> {
  return new SignJWT({ typ: GROUP, id: customer.id, email: customer.email, group_id: customer.groupId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime('30d')
    .sign(await jwtSecret(db));
}

export async function issueRefreshToken(db: Db, customerId: number, family: string = randomUUID()): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + commerceConfig().REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({ customerId, tokenHash: hashToken(token), family, expiresAt });
  return token;
}

type Rotation = { ok: true; customerId: number; refreshToken: string } | { ok: false };

/**
 * Exchanges a refresh token for a new one of the same family (rotation). A token that was already used or
 * revoked is refused, and its whole family is revoked: whoever replays a stolen token logs the thief and the
 * owner out, and the owner logs in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<{ customerId: number; refreshToken: string }> {
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const database = tx as unknown as Db;
    const [row] = await database
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { ok: false };
    if (row.revokedAt) {
      await database
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
      return { ok: false };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false };
    await database.update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await issueRefreshToken(database, row.customerId, row.family);
    return { ok: true, customerId: row.customerId, refreshToken };
  });
  if (!outcome.ok) throw unauthorized('Error refreshing user token. User is not authorized to access the resource');
  return outcome;
}

export async function revokeAllRefreshTokens(db: Db, customerId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}
