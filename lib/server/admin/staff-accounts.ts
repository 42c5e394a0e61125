import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { staff, staffSessions } from '@/lib/server/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { beginLoginAttempt } from '@/lib/server/auth/login-rate-limit';
import { ApiError, badRequest, notFound } from '@/lib/server/http/api-error';
import { recordAudit } from './audit';

export type StaffRole = 'owner' | 'staff';
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

export const staffEmailSchema = z.string({ error: 'E-mail is required' }).trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));
/** Longer than a customer's: a staff account reaches every customer's data. */
export const staffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(12, 'The password needs at least 12 characters')
  .max(256, 'The password is too long');
export const staffRoleSchema = z.enum(['owner', 'staff'], { error: 'Role is owner or staff' });

export const newStaffSchema = z.object({ email: staffEmailSchema, password: staffPasswordSchema, role: staffRoleSchema });

/** Creates a staff account; a second account with the same e-mail is refused (409). */
export async function createStaff(db: Db, input: z.input<typeof newStaffSchema>): Promise<StaffMember> {
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid staff account');
  const { email, password, role } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(staff)
    .values({ email, passwordHash, role })
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id, email: staff.email, role: staff.role });
  if (!created) throw new ApiError(409, `A staff account for ${email} exists already.`);
  return created;
}

/** Changes a staff member's password after checking the current one; every session of theirs ends. */
export async function changeStaffPassword(db: Db, staffId: number, current: string, next: string): Promise<void> {
  const nextPassword = staffPasswordSchema.safeParse(next);
  if (!nextPassword.success) throw badRequest(nextPassword.error.issues[0]?.message ?? 'Invalid password');
  const [member] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, staffId));
  if (!member) throw notFound('No such staff account.');
  if (!(await verifyPassword(member.passwordHash, current))) throw badRequest('The current password is not right.');
  const passwordHash = await hashPassword(nextPassword.data);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
  });
}

/**
 * A staff member changes their own password at /admin/account (ADR 0056): the current password is checked under the
 * sign-in's throttle (the same `staff:<email>` keys, so guessing here counts against signing in and vice versa), then
 * the new one is written, every session of the account ends (this one too: they sign in again) and the change is
 * audited, in one transaction.
 */
export async function changeOwnPassword(db: Db, member: StaffMember, current: string, next: string, address: string): Promise<void> {
  const nextPassword = staffPasswordSchema.safeParse(next);
  if (!nextPassword.success) throw badRequest(nextPassword.error.issues[0]?.message ?? 'Invalid password');
  const [account] = await db.select({ passwordHash: staff.passwordHash, createdAt: staff.createdAt }).from(staff).where(eq(staff.id, member.id));
  if (!account) throw notFound('No such staff account.');
  const attempt = await beginLoginAttempt(db, `staff:${member.email}`, address, account.createdAt);
  if (!(await verifyPassword(account.passwordHash, current))) {
    await attempt.failed();
    throw badRequest('The current password is not right.');
  }
  await attempt.succeeded();
  if (current === nextPassword.data) throw badRequest('The new password is the current one. Choose another.');
  const passwordHash = await hashPassword(nextPassword.data);
  await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    await database.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, member.id));
    const ended = await database.delete(staffSessions).where(eq(staffSessions.staffId, member.id)).returning({ id: staffSessions.id });
    await recordAudit(database, member, { entity: 'staff', key: String(member.id), action: 'change password', changes: { sessions: { from: ended.length, to: 0 } } });
  });
}

/** Deactivates (every session ends) or reactivates a staff account, audited. An owner cannot deactivate themselves. */
export async function setStaffActive(db: Db, actor: StaffMember, staffId: number, active: boolean): Promise<void> {
  if (!active && actor.id === staffId) throw badRequest('You cannot deactivate your own account.');
  await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [before] = await database.select({ active: staff.active }).from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound(`No staff account ${staffId}.`);
    await database.update(staff).set({ active, updatedAt: new Date() }).where(eq(staff.id, staffId));
    if (!active) await database.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    if (before.active !== active) {
      await recordAudit(database, actor, { entity: 'staff', key: String(staffId), action: active ? 'reactivate' : 'deactivate', changes: { active: { from: before.active, to: active } } });
    }
  });
}

export async function listStaff(db: Db) {
  return db
    .select({ id: staff.id, email: staff.email, role: staff.role, active: staff.active, createdAt: staff.createdAt })
    .from(staff)
    .orderBy(staff.email);
}

/** The account signing in: active accounts only. */
export async function activeStaffByEmail(db: Db, email: string) {
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, email.trim().toLowerCase()), eq(staff.active, true)))
    .limit(1);
  return member ?? null;
}
