import { auditActorName, auditStaffId } from './audit-actor';

describe('the audit log names its actor', () => {
  it('names a staff member by e-mail and links the staff account', () => {
    const actor = { kind: 'staff', id: 7, email: 'owner@shop.example' } as const;
    expect(auditActorName(actor)).toBe('owner@shop.example');
    expect(auditStaffId(actor)).toBe(7);
  });

  it('names a customer acting on their own account by account id only, linked to no staff account', () => {
    const actor = { kind: 'customer', customerId: 42 } as const;
    expect(auditActorName(actor)).toBe('customer:42');
    expect(auditStaffId(actor)).toBeNull();
  });
});
