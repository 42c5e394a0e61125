import 'server-only';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { dayAfter, dayStart, type AuditFilters } from '@/lib/domain/audit-filters';
import type { Db } from '@/lib/server/db/client';
import { adminAudit } from '@/lib/server/db/schema';
import { auditActorName, auditStaffId, type AuditActor } from '@/lib/domain/audit-actor';
import type { StaffMember } from './staff-accounts';

/** What one change did: each changed field's value before and after. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** A staff member as the audit log's actor. */
const staffActor = (member: StaffMember): AuditActor => ({ kind: 'staff', id: member.id, email: member.email });

/**
 * Records a change (ADR 0051) by a staff member or by a customer on their own account (ADR 0054: `customer:<id>` in
 * the actor column, never the e-mail); written in the change's own transaction, so both or neither are kept.
 */
export async function recordAudit(db: Db, who: StaffMember | AuditActor, entry: { entity: string; key: string; action: string; changes: AuditChanges }): Promise<void> {
  const actor = 'kind' in who ? who : staffActor(who);
  await db.insert(adminAudit).values({ staffId: auditStaffId(actor), staffEmail: auditActorName(actor), entity: entry.entity, entityKey: entry.key, action: entry.action, changes: entry.changes });
}

/** A record's recent changes (or those of several, e.g. a configurable and its variants), newest first. */
export async function recentAudit(db: Db, entity: string, key: string | readonly string[], limit = 20) {
  return db
    .select({ id: adminAudit.id, key: adminAudit.entityKey, staffEmail: adminAudit.staffEmail, action: adminAudit.action, changes: adminAudit.changes, createdAt: adminAudit.createdAt })
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, entity), typeof key === 'string' ? eq(adminAudit.entityKey, key) : inArray(adminAudit.entityKey, [...key])))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
}

const AUDIT_PAGE_SIZE = 50;

/** The audit log page (ADR 0056): every entry that matches the filters, newest first, a page of 50 and the total. */
export async function listAudit(db: Db, filters: AuditFilters, page: number) {
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(eq(adminAudit.staffEmail, filters.actor));
  if (filters.entity) conditions.push(eq(adminAudit.entity, filters.entity));
  if (filters.key) conditions.push(eq(adminAudit.entityKey, filters.key));
  if (filters.from) conditions.push(gte(adminAudit.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(adminAudit.createdAt, dayAfter(filters.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [entries, [total]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        staffEmail: adminAudit.staffEmail,
        entity: adminAudit.entity,
        entityKey: adminAudit.entityKey,
        action: adminAudit.action,
        changes: adminAudit.changes,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return { entries, total: total?.total ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}

/** The staff e-mails that wrote the log, for the actor filter. */
export async function auditActors(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ email: adminAudit.staffEmail }).from(adminAudit).orderBy(adminAudit.staffEmail).limit(500);
  return rows.map((row) => row.email);
}
