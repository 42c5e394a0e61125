/** Counts are exact up to this many products; beyond, the total says "10,000+" (Elasticsearch's track_total_hits). */
export const TOTAL_COUNT_CAP = 10_000;

export interface CappedTotal {
  total: number;
  /** 'gte' when more products match than were counted. */
  relation: 'eq' | 'gte';
}

/** A count taken with `LIMIT cap + 1` → the total shown and whether it is a lower bound. */
export function cappedTotal(counted: number, cap: number = TOTAL_COUNT_CAP): CappedTotal {
  return counted > cap ? { total: cap, relation: 'gte' } : { total: counted, relation: 'eq' };
}
