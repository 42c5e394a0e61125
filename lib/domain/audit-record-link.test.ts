import { auditRecordHref } from './audit-record-link';

describe('the audit log links an entry to its record', () => {
  it('links products, customers and staff to their pages', () => {
    expect(auditRecordHref('product', 'MS-01')).toBe('/admin/products/MS-01');
    expect(auditRecordHref('product', 'a/b c')).toBe('/admin/products/a%2Fb%20c');
    expect(auditRecordHref('customer', '12')).toBe('/admin/customers/12');
    expect(auditRecordHref('order', '7')).toBe('/admin/orders/7');
    expect(auditRecordHref('staff', '3')).toBe('/admin/staff');
    expect(auditRecordHref('staff-invitation', '9')).toBe('/admin/staff');
    expect(auditRecordHref('import', 'catalog.csv')).toBe('/admin/import');
    expect(auditRecordHref('review', '5')).toBe('/admin/reviews');
  });

  it('links nothing for a record without a page', () => {
    expect(auditRecordHref('customer', 'guest')).toBeNull();
    expect(auditRecordHref('order', '../staff')).toBeNull();
    expect(auditRecordHref('something-else', '1')).toBeNull();
  });
});
