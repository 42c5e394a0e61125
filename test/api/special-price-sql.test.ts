import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isSpecialPriceActive, type SpecialPriceInput } from '@/lib/domain/special-price';
import type { Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { finalPriceOf, specialPriceActiveSql } from '@/lib/server/catalog/special-price-sql';
import { createTestDatabase } from './support/test-database';

// A few instants, so that generated windows often start or end exactly at "now" (the inclusive bounds).
const instants = ['2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.001Z', '2030-06-15T12:00:00.000Z', '2031-01-01T00:00:00.000Z'].map(
  (iso) => new Date(iso),
);
const instant = fc.constantFrom(...instants);
const row = fc.record({
  price: fc.constantFrom(0, 10, 19.99, 20),
  special_price: fc.option(fc.constantFrom(-1, 0, 5, 10, 19.99, 20, 25), { nil: null }),
  special_from_date: fc.option(instant, { nil: null }),
  special_to_date: fc.option(instant, { nil: null }),
});

describe('the special-price rule in SQL and in TypeScript', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function inSql(input: SpecialPriceInput, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const date = (value: SpecialPriceInput['special_from_date']) => (value == null ? null : new Date(value).toISOString());
    const { rows } = await execute<{ active: boolean; final: string }>(
      database.db,
      sql`SELECT ${specialPriceActiveSql('p', at)} AS active, ${finalPriceOf('p', at)}::text AS final
          FROM (SELECT ${input.price}::numeric AS price, ${input.special_price ?? null}::numeric AS special_price,
                       ${date(input.special_from_date)}::timestamptz AS special_from_date,
                       ${date(input.special_to_date)}::timestamptz AS special_to_date) p`,
    );
    return rows[0]!;
  }

  it('agree on whether a special price applies and on the final price, bounds and missing values included', async () => {
    await fc.assert(
      fc.asyncProperty(row, instant, async (input, now) => {
        const active = isSpecialPriceActive(input, now);
        const answer = await inSql(input, now);
        expect(answer.active).toBe(active);
        expect(Number(answer.final)).toBe(active ? input.special_price : input.price);
      }),
      { numRuns: 300 },
    );
  });
});
