/** Spec §5 paging limits and §4 Category products paging. */
import { pageSizes } from '@/lib/config/constants';

export const DEFAULT_PAGE_SIZE = pageSizes.productList;
export const MAX_PAGE_SIZE = pageSizes.maxSearchSize;

export interface Paging {
  size: number;
  from: number;
}

function toInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** A size of 0 or less (or none) becomes 50 and is capped at maxSize; a negative or missing start becomes 0. */
export function normalizePaging(
  { size, from }: { size?: number | string | null; from?: number | string | null },
  maxSize: number = MAX_PAGE_SIZE,
): Paging {
  const requestedSize = toInteger(size);
  const requestedFrom = toInteger(from);
  const validSize = requestedSize !== null && requestedSize > 0 ? requestedSize : DEFAULT_PAGE_SIZE;
  return {
    size: Math.min(validSize, maxSize),
    from: requestedFrom !== null && requestedFrom > 0 ? requestedFrom : 0,
  };
}

/**
 * The start of the next page, or null when there is none: the next start is start + perPage, and loading
 * stops once the start reaches the total or the total fits in one page. A next start at or past the total
 * is also null, so the last page does not trigger a request that can only come back empty.
 */
export function nextPage({
  start,
  perPage,
  total,
}: {
  start: number;
  perPage: number;
  total: number;
}): number | null {
  if (!(perPage > 0) || start >= total || total < perPage) return null;
  const next = start + perPage;
  return next < total ? next : null;
}
