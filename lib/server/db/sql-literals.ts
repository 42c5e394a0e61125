import { sql, type SQL } from 'drizzle-orm';

/**
 * Integer constants (statuses, visibilities) as SQL literals rather than bind parameters: the statement text stays the
 * same as with numbers typed in, so the planner sees the values (partial indexes, statistics) and plans are shared.
 */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer constant: ${value}`);
  return sql.raw(String(value));
}

/** A parenthesised list for `IN`: `(3, 4)`. */
export function integerList(values: readonly number[]): SQL {
  if (values.length === 0) throw new Error('An IN list needs at least one value');
  return sql`(${sql.join(values.map(integerLiteral), sql`, `)})`;
}

/** `WHERE a AND b …`, or nothing for no condition. */
export function whereOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql`WHERE ${sql.join([...conditions], sql` AND `)}` : sql``;
}
