import { badRequest } from '@/lib/server/http/api-error';
import type { AppliedFilter, SortSpec } from './search-request';

type Json = Record<string, unknown>;
type Scalar = string | number | boolean | null;

/** All values at a dot path; arrays along the way are flattened, as Elasticsearch does. */
export function valuesAt(doc: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(doc) ? doc : [doc];
  if (Array.isArray(doc)) return doc.flatMap((entry) => valuesAt(entry, path));
  if (doc === null || typeof doc !== 'object') return [];
  const [head, ...rest] = path as [string, ...string[]];
  return valuesAt((doc as Json)[head], rest);
}

function same(a: unknown, b: Scalar): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null) return false;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b) || (a === true && b === 1) || (a === false && b === 0);
  return String(a) === String(b);
}

function compare(a: unknown, b: Scalar): number | null {
  if (a === null || a === undefined || b === null) return null;
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && a !== '' && b !== '') return na - nb;
  return String(a).localeCompare(String(b));
}

const asList = (value: unknown): Scalar[] => (Array.isArray(value) ? value : [value]) as Scalar[];

function test(values: unknown[], operator: string, operand: unknown): boolean {
  switch (operator) {
    case 'eq':
    case 'in':
    case 'or':
      return asList(operand).some((expected) => values.some((value) => same(value, expected)));
    case 'neq':
    case 'nin':
      return !asList(operand).some((expected) => values.some((value) => same(value, expected)));
    case 'gt':
      return values.some((value) => (compare(value, operand as Scalar) ?? -1) > 0);
    case 'gte':
    case 'from':
      return values.some((value) => (compare(value, operand as Scalar) ?? -1) >= 0);
    case 'lt':
      return values.some((value) => (compare(value, operand as Scalar) ?? 1) < 0);
    case 'lte':
    case 'to':
      return values.some((value) => (compare(value, operand as Scalar) ?? 1) <= 0);
    case 'like':
      return values.some((value) => String(value ?? '').toLowerCase().includes(String(operand).toLowerCase()));
    default:
      throw badRequest(`Unsupported filter operator '${operator}'.`);
  }
}

export function matchesFilter(doc: Json, filter: AppliedFilter): boolean {
  const values = valuesAt(doc, filter.attribute.split('.'));
  const value = filter.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .filter(([, operand]) => operand !== undefined)
      .every(([operator, operand]) => test(values, operator, operand));
  }
  return test(values, Array.isArray(value) ? 'in' : 'eq', value);
}

export function sortDocuments<T extends Json>(docs: T[], sort: SortSpec[]): T[] {
  if (sort.length === 0) return docs;
  return [...docs].sort((a, b) => {
    for (const spec of sort) {
      const av = valuesAt(a, spec.field.split('.'))[0];
      const bv = valuesAt(b, spec.field.split('.'))[0];
      const order = compare(av, (bv ?? null) as Scalar) ?? (av === undefined ? 1 : -1);
      if (order !== 0) return spec.direction === 'desc' ? -order : order;
    }
    return 0;
  });
}
