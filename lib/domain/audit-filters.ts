/**
 * The audit log page's filters (ADR 0056), read from its query string: who (a staff member's e-mail), which record
 * (its type, and its key), when (a first and a last day, UTC, both included), and the page. A value that cannot be a
 * filter is left out and named in `problems`, so the page still answers and says why the filter was not applied.
 */
export interface AuditFilters {
  actor?: string;
  entity?: string;
  key?: string;
  /** Inclusive first day, YYYY-MM-DD. */
  from?: string;
  /** Inclusive last day, YYYY-MM-DD. */
  to?: string;
}

export const AUDIT_FILTER_KEYS = ['actor', 'entity', 'key', 'from', 'to'] as const;

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function parseAuditFilters(query: Query): { filters: AuditFilters; page: number; problems: string[] } {
  const filters: AuditFilters = {};
  const problems: string[] = [];
  const actor = first(query.actor).toLowerCase();
  if (actor) {
    if (actor.length <= 254) filters.actor = actor;
    else problems.push('The staff e-mail is too long.');
  }
  const entity = first(query.entity);
  if (entity) {
    if (/^[a-z][a-z-]{0,39}$/.test(entity)) filters.entity = entity;
    else problems.push('Unknown record type.');
  }
  const key = first(query.key);
  if (key) {
    if (key.length <= 200) filters.key = key;
    else problems.push('The record key is too long.');
  }
  for (const [name, label] of [['from', 'first day'], ['to', 'last day']] as const) {
    const day = first(query[name]);
    if (!day) continue;
    if (isDay(day)) filters[name] = day;
    else problems.push(`The ${label} is not a date (YYYY-MM-DD).`);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    problems.push('The last day is before the first day; the dates were not applied.');
    delete filters.from;
    delete filters.to;
  }
  const pageText = first(query.page);
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { filters, page, problems };
}

/** The instant a day filter starts (from) or the instant after it ends (to): `created_at >= from AND < to`. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
