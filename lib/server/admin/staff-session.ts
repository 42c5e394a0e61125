import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { staff, staffSessions } from '@/lib/server/db/schema';
import { hashToken, newOpaqueToken } from '@/lib/server/auth/hash-token';
import { beginLoginAttempt } from '@/lib/server/auth/login-rate-limit';
import { verifyAgainstDummy, verifyPassword } from '@/lib/server/auth/password';
import { ApiError } from '@/lib/server/http/api-error';
import { activeStaffByEmail, type StaffMember } from './staff-accounts';

/** A working day; then the staff member signs in again. */
const STAFF_SESSION_SECONDS = 12 * 60 * 60;
export const STAFF_COOKIE = 'admin_session';
const ADMIN_PATH = '/admin';

/**
 * Signs a staff member in: the customers' login throttle (ADR 0015) on keys of its own (`staff:<email>`, so customers'
 * failures never slow a staff login of the same address and vice versa), the same slow answer for an unknown account.
 */
export async function signIn(db: Db, email: string, password: string, address: string): Promise<{ token: string; member: StaffMember }> {
  const member = await activeStaffByEmail(db, email);
  const attempt = await beginLoginAttempt(db, `staff:${email}`, address, member?.createdAt ?? null);
  const ok = member ? await verifyPassword(member.passwordHash, password) : await verifyAgainstDummy(password);
  if (!member || !ok) {
    await attempt.failed();
    throw new ApiError(401, 'The e-mail or the password is not right.');
  }
  await attempt.succeeded();
  const token = newOpaqueToken();
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
  await db.insert(staffSessions).values({ staffId: member.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000) });
  return { token, member: { id: member.id, email: member.email, role: member.role } };
}

/** The active staff member of a session token, or null (unknown, expired, ended, account deactivated). */
export async function staffOfToken(db: Db, token: string | undefined | null): Promise<StaffMember | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date()), eq(staff.active, true)))
    .limit(1);
  return row ?? null;
}

export async function endSession(db: Db, token: string | undefined | null): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** The session cookie: HttpOnly, SameSite=Strict, scoped to /admin (never sent to /api or the storefront), Secure over https. */
export function sessionCookie(token: string, secure: boolean, maxAge = STAFF_SESSION_SECONDS): string {
  return [`${STAFF_COOKIE}=${token}`, `Path=${ADMIN_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

export const clearedSessionCookie = (secure: boolean) => sessionCookie('', secure, 0);
