import type { StaffMember } from '@/lib/server/admin/staff-accounts';

/** The back office's header: its sections and the signed-in staff member, with a sign-out form. */
export function AdminHeader({ member }: { member: StaffMember }) {
  return (
    <header className="admin-header">
      <strong>Back office</strong>
      <nav aria-label="Back office">
        <ul>
          <li><a href="/admin/orders">Orders</a></li>
          <li><a href="/admin/reviews">Reviews</a></li>
          <li><a href="/admin/products">Products</a></li>
          {member.role === 'owner' && <li><a href="/admin/import">Import</a></li>}
          <li><a href="/admin/customers">Customers</a></li>
          {member.role === 'owner' && <li><a href="/admin/staff">Staff</a></li>}
          {member.role === 'owner' && <li><a href="/admin/audit">Audit log</a></li>}
          <li><a href="/admin/account">Your account</a></li>
        </ul>
      </nav>
      <form method="post" action="/admin/logout">
        <span>{member.email} ({member.role})</span>{' '}
        <button type="submit" className="secondary">Sign out</button>
      </form>
    </header>
  );
}

/** The message a form's redirect carries (`?notice=`), announced politely. */
export function Notice({ text }: { text: string | undefined }) {
  return text ? <p className="notice" role="status">{text}</p> : null;
}
