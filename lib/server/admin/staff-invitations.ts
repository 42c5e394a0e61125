import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATION_HOURS, INVITATION_REFUSALS, invitationExpiry, invitationState } from '@/lib/domain/staff-invitation';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { staff, staffInvitations } from '@/lib/server/db/schema';
import { hashToken, newOpaqueToken } from '@/lib/server/auth/hash-token';
import { hashPassword } from '@/lib/server/auth/password';
import { ApiError } from '@/lib/server/http/api-error';
import { enqueueMail } from '@/lib/server/mail/mailer';
import { deliverAfterResponse } from '@/lib/server/mail/deliver-after-response';
import { staffInvitationMail } from '@/lib/server/mail/templates';
import { recordAudit } from './audit';
import { staffEmailSchema, staffPasswordSchema, staffRoleSchema, type StaffMember, type StaffRole } from './staff-accounts';

export const invitationSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema });

/** The opaque token of a link: 256 bits in base64url (43 characters); anything else is no token of ours. */
const invitationTokenSchema = z.string({ error: 'The invitation link is incomplete.' }).regex(/^[\w-]{43}$/, 'The invitation link is incomplete.');

export const acceptanceSchema = z
  .object({ token: invitationTokenSchema, password: staffPasswordSchema, confirm: z.string({ error: 'Repeat the password' }) })
  .refine((form) => form.password === form.confirm, { message: 'The two passwords differ.', path: ['confirm'] });

export interface Invitation {
  id: number;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  /** The link to send; shown once to the owner, never stored (only the token's hash is). */
  link: string;
}

/**
 * An owner invites a staff member: refused (409) when the e-mail has an account already; a newer invitation of the
 * same e-mail replaces an open one (its link stops working). The invitation, its mail in the outbox and the audit
 * entry are written in one transaction; the mail is delivered after the commit.
 */
export async function inviteStaff(db: Db, owner: StaffMember, input: z.output<typeof invitationSchema>, origin: string): Promise<Invitation> {
  const token = newOpaqueToken();
  const link = `${origin.replace(/\/$/, '')}/admin/invite/${token}`;
  const expiresAt = invitationExpiry(new Date());
  const { invitation, mailId } = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    // Two owners inviting one e-mail at once: the second waits for the first's transaction, then sees its row.
    await execute(database, sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-invitation:${input.email}`}))`);
    const [existing] = await database.select({ id: staff.id }).from(staff).where(eq(staff.email, input.email)).limit(1);
    if (existing) throw new ApiError(409, `${input.email} has a staff account already.`);
    const replaced = await database
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    const [row] = await database
      .insert(staffInvitations)
      .values({ email: input.email, role: input.role, tokenHash: hashToken(token), invitedBy: owner.id, expiresAt })
      .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt });
    await recordAudit(database, owner, {
      entity: 'staff-invitation',
      key: String(row!.id),
      action: replaced.length > 0 ? 'invite again' : 'invite',
      changes: { email: { from: null, to: input.email }, role: { from: null, to: input.role } },
    });
    const id = await enqueueMail(database, staffInvitationMail(input.email, owner.email, input.role, link, INVITATION_HOURS));
    return { invitation: row!, mailId: id };
  });
  await deliverAfterResponse(db, [mailId]);
  return { ...invitation, link };
}

/** The invitation a link names, for the page where the invitee sets their password; an ApiError when it does not work. */
export async function openInvitation(db: Db, token: string): Promise<{ email: string; role: StaffRole; expiresAt: Date }> {
  const parsed = invitationTokenSchema.safeParse(token);
  if (!parsed.success) throw new ApiError(404, INVITATION_REFUSALS.unknown);
  const [row] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt, acceptedAt: staffInvitations.acceptedAt })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(parsed.data)))
    .limit(1);
  if (!row) throw new ApiError(404, INVITATION_REFUSALS.unknown);
  const state = invitationState(row, new Date());
  if (state !== 'open') throw new ApiError(410, INVITATION_REFUSALS[state]);
  return { email: row.email, role: row.role, expiresAt: row.expiresAt };
}

/**
 * The invitee sets their password: the invitation is taken (once, while open: a conditional update, so two posts of
 * one link make one account) and the account made in one transaction, with the audit entry. An e-mail that got an
 * account meanwhile (`npm run staff:create`) is refused (409) and the invitation stays unused.
 */
export async function acceptInvitation(db: Db, input: z.output<typeof acceptanceSchema>): Promise<StaffMember> {
  await openInvitation(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const [invitation] = await database
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(staffInvitations.tokenHash, hashToken(input.token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
      .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
    if (!invitation) throw new ApiError(410, INVITATION_REFUSALS.used);
    const [member] = await database
      .insert(staff)
      .values({ email: invitation.email, passwordHash, role: invitation.role })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id, email: staff.email, role: staff.role });
    if (!member) throw new ApiError(409, `${invitation.email} has a staff account already. Sign in.`);
    await recordAudit(database, member, { entity: 'staff', key: String(member.id), action: 'accept invitation', changes: { role: { from: null, to: member.role } } });
    return member;
  });
}

/** Invitations not used yet (open or expired), newest first, for the staff page. */
export async function pendingInvitations(db: Db) {
  return db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt, createdAt: staffInvitations.createdAt })
    .from(staffInvitations)
    .where(isNull(staffInvitations.acceptedAt))
    .orderBy(sql`${staffInvitations.createdAt} DESC`, sql`${staffInvitations.id} DESC`)
    .limit(100);
}
