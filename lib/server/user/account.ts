import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import type { Db } from '@/lib/server/db/client';
import { customers, passwordResetTokens } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import { unauthorized } from '@/lib/server/auth/errors';
import { hashToken, newOpaqueToken } from '@/lib/server/auth/hash-token';
import { beginLoginAttempt } from '@/lib/server/auth/login-rate-limit';
import { assertResetAllowed } from '@/lib/server/auth/reset-rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/server/auth/password';
import type { Customer } from '@/lib/server/auth/request-auth';
import { issueRefreshToken, revokeAllRefreshTokens, rotateRefreshToken, signAccessToken } from '@/lib/server/auth/tokens';
import { enqueueMail } from '@/lib/server/mail/mailer';
import { deliverAfterResponse } from '@/lib/server/mail/deliver-after-response';
import { resetPasswordMail } from '@/lib/server/mail/templates';
import { findCustomerByEmail, normalizeEmail } from './customers';
import { RESET_LINK_EXPIRED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@/lib/domain/account-failures';
import type { StoreView } from '@/lib/config/store-views';

const LOGIN_FAILED_MESSAGE = 'You did not sign in correctly or your account is temporarily disabled.';

export interface Session {
  token: string;
  refreshToken: string;
  customerId: number;
}

export async function login(db: Db, username: string, password: string, address: string): Promise<Session> {
  const customer = await findCustomerByEmail(db, username);
  const attempt = await beginLoginAttempt(db, username, address, customer?.createdAt ?? null);
  const valid = customer ? await verifyPassword(customer.passwordHash, password) : await verifyAgainstDummy(password);
  if (!customer || !valid) {
    await attempt.failed();
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  await attempt.succeeded();
  return { token: await signAccessToken(db, customer), refreshToken: await issueRefreshToken(db, customer.id), customerId: customer.id };
}

export async function refresh(db: Db, refreshToken: string): Promise<Session> {
  const rotated = await rotateRefreshToken(db, refreshToken);
  const [customer] = await db.select({ id: customers.id, passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, rotated.customerId));
  if (!customer) throw unauthorized();
  return { token: await signAccessToken(db, customer), refreshToken: rotated.refreshToken, customerId: customer.id };
}

/**
 * Checks the current password, stores the new one and ends every session: refresh tokens are revoked, and access
 * tokens carry the old password's session version, so they are refused (the client logs in again).
 */
export async function changePassword(db: Db, customer: Customer, currentPassword: string, newPassword: string): Promise<void> {
  if (!(await verifyPassword(customer.passwordHash, currentPassword))) throw badRequest(WRONG_PASSWORD_MESSAGE);
  await db.update(customers).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(customers.id, customer.id));
  await revokeAllRefreshTokens(db, customer.id);
}

/**
 * Mails a single-use reset link valid for RESET_TOKEN_TTL_MINUTES, in the language of the store view it was asked from
 * and to that store view's reset page. Answers the same whether or not the address has an account, so the endpoint tells nobody
 * which e-mails are registered.
 */
export async function requestPasswordReset(db: Db, email: string, address: string, storeView: Pick<StoreView, 'storeCode' | 'url'>): Promise<void> {
  await assertResetAllowed(db, email, address);
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  const config = commerceConfig();
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + config.RESET_TOKEN_TTL_MINUTES * 60_000);
  // The page opens in the store view the reset was asked from (its language), `/de/reset-password?…`.
  const link = `${config.SHOP_URL.replace(/\/$/, '')}${storeView.url}/reset-password?email=${encodeURIComponent(customer.email)}&token=${encodeURIComponent(token)}`;
  const mailId = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    // Only the newest link works: asking again makes the older ones useless.
    await database
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.customerId, customer.id), isNull(passwordResetTokens.usedAt)));
    await database.insert(passwordResetTokens).values({ customerId: customer.id, tokenHash: hashToken(token), expiresAt });
    return enqueueMail(database, resetPasswordMail(customer.email, storeView.storeCode, customer.firstname, link, config.RESET_TOKEN_TTL_MINUTES));
  });
  await deliverAfterResponse(db, [mailId]);
}

/** Sets a new password with a reset token: the token must be the e-mail's, unused and unexpired; it is used up. */
export async function createPassword(db: Db, email: string, resetToken: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const ok = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [row] = await database
      .select({ id: passwordResetTokens.id, customerId: passwordResetTokens.customerId, email: customers.email })
      .from(passwordResetTokens)
      .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(resetToken)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .for('update');
    if (!row || row.email !== normalizeEmail(email)) return false;
    await database.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(eq(passwordResetTokens.id, row.id));
    await database.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, row.customerId));
    await revokeAllRefreshTokens(database, row.customerId);
    return true;
  });
  if (!ok) throw badRequest(RESET_LINK_EXPIRED_MESSAGE);
}
