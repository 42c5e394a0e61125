/**
 * Who made a change the audit log records (ADR 0051, 0054): a staff member of the back office, or a customer acting on
 * their own account from My account (the export and erasure of their personal data).
 */
export type AuditActor = { kind: 'staff'; id: number; email: string } | { kind: 'customer'; customerId: number };

/**
 * The name the audit log keeps for an actor: a staff member's e-mail (it outlives the staff account), a customer's
 * account id as `customer:<id>` — never the customer's e-mail, which would outlive the erasure of their data.
 */
export function auditActorName(actor: AuditActor): string {
  return actor.kind === 'staff' ? actor.email : `customer:${actor.customerId}`;
}

/** The staff id the audit row links to; a customer actor links to no staff account. */
export const auditStaffId = (actor: AuditActor): number | null => (actor.kind === 'staff' ? actor.id : null);
