import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { idSlices, sliceRowsFor, type IdSlice } from '@/lib/domain/id-slices';
import { env } from '@/lib/config/env';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

/**
 * How a scan of the search projection is cut (ADR 0072): not at all for a catalogue of up to SEARCH_SLICE_ROWS
 * listed products (fewer for a listing whose filters make each row costly: `sliceRowsFor`), else into ranges of equal
 * id width. A statement that reads far more rows than it finds (a filter that excludes almost everything, which no
 * index answers) then runs as a few shorter ones, and on PGlite, where a statement holds the only thread, a shopper's
 * query gets its turn between them. The size is the planner's estimate (kept by the ANALYZE after every bulk write),
 * the bounds come from the primary key.
 */
export async function loadScanSlices(db: Db, filters: readonly { value: unknown }[] = []): Promise<IdSlice[]> {
  const bounds = await loadScanBounds(db);
  return bounds ? idSlices(bounds.estimate, bounds.low, bounds.high, sliceRowsFor(env().SEARCH_SLICE_ROWS, filters)) : [];
}

const loadScanBounds = cachedRead(
  'search-scan-bounds',
  async (db: Db): Promise<{ estimate: number; low: number; high: number } | null> => {
    const { rows } = await execute<{ estimate: number; low: number | null; high: number | null }>(
      db,
      sql`SELECT (SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'product_search'::regclass) AS estimate,
        (SELECT min(id) FROM product_search) AS low, (SELECT max(id) FROM product_search) AS high`,
    );
    const bounds = rows[0];
    if (!bounds || bounds.low === null || bounds.high === null) return null;
    return { estimate: Number(bounds.estimate), low: Number(bounds.low), high: Number(bounds.high) };
  },
  { key: () => 'product_search' },
);

/** The condition that keeps a slice's rows of the projection aliased `p`. */
export function sliceCondition(slice: IdSlice): SQL {
  const parts = [
    ...(slice.from === null ? [] : [sql`p.id >= ${slice.from}::int`]),
    ...(slice.to === null ? [] : [sql`p.id < ${slice.to}::int`]),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` AND `)})` : sql`true`;
}

/**
 * Runs a bounded statement over the slices in id order until `limit` rows are counted, or once over everything when
 * there are no slices (`condition` null). Each run gets how many rows it may still take and answers how many it took.
 */
export async function overSlices<T>(
  slices: readonly IdSlice[],
  limit: number,
  run: (condition: SQL | null, remaining: number) => Promise<{ counted: number; value: T }>,
): Promise<{ counted: number; values: T[] }> {
  if (slices.length === 0) {
    const { counted, value } = await run(null, limit);
    return { counted, values: [value] };
  }
  const values: T[] = [];
  let counted = 0;
  for (const slice of slices) {
    if (counted >= limit) break;
    const answer = await run(sliceCondition(slice), limit - counted);
    counted += answer.counted;
    values.push(answer.value);
  }
  return { counted, values };
}
