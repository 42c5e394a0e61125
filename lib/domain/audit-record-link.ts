/**
 * Where the audit log links an entry to (ADR 0056): the page of the record it changed, or null when there is none
 * (a customer erased as a guest, a record type the back office has no page for).
 */
export function auditRecordHref(entity: string, key: string): string | null {
  const id = encodeURIComponent(key);
  switch (entity) {
    case 'product':
      return `/admin/products/${id}`;
    case 'order':
      return /^\d+$/.test(key) ? `/admin/orders/${key}` : null;
    case 'customer':
      return /^\d+$/.test(key) ? `/admin/customers/${key}` : null;
    case 'import':
      return '/admin/import';
    case 'review':
      return '/admin/reviews';
    case 'staff':
    case 'staff-invitation':
      return '/admin/staff';
    default:
      return null;
  }
}

/** The record types the audit log page offers as a filter, with their labels. */
export const AUDIT_RECORD_TYPES: readonly { entity: string; label: string }[] = [
  { entity: 'order', label: 'Order' },
  { entity: 'review', label: 'Review' },
  { entity: 'product', label: 'Product' },
  { entity: 'customer', label: 'Customer' },
  { entity: 'import', label: 'Import' },
  { entity: 'staff', label: 'Staff account' },
  { entity: 'staff-invitation', label: 'Staff invitation' },
];
