import { sql, type SQL } from 'drizzle-orm';

/**
 * lib/domain/special-price.ts `isSpecialPriceActive` in SQL, over the product columns of `alias` (spec §4 Pricing):
 * a special price above 0 and below the price, inside its window (bounds inclusive, a missing bound open).
 * test/api/special-price-sql.test.ts checks that both give the same answer for the same rows.
 */
export function specialPriceActiveSql(alias = 'p', now: SQL = sql`now()`): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const special = column('special_price');
  const from = column('special_from_date');
  const to = column('special_to_date');
  return sql`(${special} IS NOT NULL AND ${special} > 0 AND ${special} < ${column('price')}
  AND (${from} IS NULL OR ${from} <= ${now})
  AND (${to} IS NULL OR ${to} >= ${now}))`;
}

/** The effective (special-price aware) catalogue price of the product row `alias`. */
export function finalPriceOf(alias = 'p', now: SQL = sql`now()`): SQL {
  return sql`(CASE WHEN ${specialPriceActiveSql(alias, now)} THEN ${sql.raw(`${alias}.special_price`)} ELSE ${sql.raw(`${alias}.price`)} END)`;
}
