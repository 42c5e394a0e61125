import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AUDIT_FILTER_KEYS, parseAuditFilters, type AuditFilters } from '@/lib/domain/audit-filters';
import { AUDIT_RECORD_TYPES, auditRecordHref } from '@/lib/domain/audit-record-link';
import { auditActors, listAudit } from '@/lib/server/admin/audit';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader } from '../admin-header';
import { formatDateTime, listQuery, pageCount } from '../admin-format';

export const metadata: Metadata = { title: 'Audit log' };

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const queryOf = (filters: AuditFilters, page: number) => listQuery(filters, AUDIT_FILTER_KEYS, page);

/** Owners only (ADR 0056): every back-office change, newest first, filtered by who, which record and when. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  if (member.role !== 'owner') redirect('/admin/orders');
  const { filters, page, problems } = parseAuditFilters(await searchParams);
  const db = await getDb();
  const [result, actors] = await Promise.all([listAudit(db, filters, page), auditActors(db)]);
  const pages = pageCount(result);
  const types = AUDIT_RECORD_TYPES.some((type) => type.entity === filters.entity) || !filters.entity ? AUDIT_RECORD_TYPES : [...AUDIT_RECORD_TYPES, { entity: filters.entity, label: filters.entity }];
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Audit log</h1>
        <form className="filters" method="get" action="/admin/audit" aria-label="Filter the audit log">
          <div>
            <label htmlFor="audit-actor">Staff member</label>
            <select id="audit-actor" name="actor" defaultValue={filters.actor ?? ''}>
              <option value="">Anyone</option>
              {[...new Set([...actors, ...(filters.actor ? [filters.actor] : [])])].map((email) => (
                <option key={email} value={email}>{email}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-entity">Record type</label>
            <select id="audit-entity" name="entity" defaultValue={filters.entity ?? ''}>
              <option value="">Any</option>
              {types.map((type) => (
                <option key={type.entity} value={type.entity}>{type.label}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-key">Record (sku or id)</label>
            <input id="audit-key" name="key" type="search" defaultValue={filters.key ?? ''} maxLength={200} />
          </div>
          <div>
            <label htmlFor="audit-from">From (UTC)</label>
            <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} />
          </div>
          <div>
            <label htmlFor="audit-to">To (UTC)</label>
            <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} />
          </div>
          <button type="submit">Filter</button>
        </form>
        {problems.length > 0 && (
          <div className="error" role="alert">
            {problems.map((problem) => <p key={problem}>{problem}</p>)}
          </div>
        )}
        <p>{result.total} {result.total === 1 ? 'entry' : 'entries'} · page {result.page} of {pages}</p>
        <table>
          <caption className="visually-hidden">Back-office changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Record</th>
              <th scope="col">Action</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {result.entries.map((entry) => {
              const href = auditRecordHref(entry.entity, entry.entityKey);
              const label = `${AUDIT_RECORD_TYPES.find((type) => type.entity === entry.entity)?.label ?? entry.entity} ${entry.entityKey}`;
              const changes = Object.entries(entry.changes);
              return (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>{entry.staffEmail}</td>
                  <td>{href ? <a href={href}>{label}</a> : label}</td>
                  <td>{entry.action}</td>
                  <td>
                    {changes.length === 0 ? '–' : (
                      <ul>
                        {changes.map(([field, change]) => (
                          <li key={field}>{field.replace(':', ' of ')}: {shown(change.from)} → {shown(change.to)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <nav aria-label="Pages of the audit log">
          {result.page > 1 && <a href={`/admin/audit${queryOf(filters, result.page - 1)}`} rel="prev">Newer entries</a>}{' '}
          {result.page < pages && <a href={`/admin/audit${queryOf(filters, result.page + 1)}`} rel="next">Older entries</a>}
        </nav>
      </main>
    </>
  );
}
