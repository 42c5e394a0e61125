/**
 * Listing filters tested on the facet index's values (ADR 0078): every filter the index can test keeps exactly the
 * products its SQL keeps (categories, up to eight attribute ids as JSON numbers, negations, empty lists, final-price
 * comparisons with special prices), more ids (compared as text by the SQL) are left to the SQL, and a facet group
 * derived from a complete group's products counts what its own statement counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { execute } from '@/lib/server/db/execute';
import { loadAttributeCodes } from '@/lib/server/catalog/reference-data';
import { countFacets, type FacetRequest } from '@/lib/server/search/facet-counts';
import { FacetIndex } from '@/lib/server/search/facet-index';
import { idsOf } from '@/lib/domain/listed-columns';
import { filterCondition, valuesFilterOf } from '@/lib/server/search/product-filters';
import type { AppliedFilter } from '@/lib/server/search/search-request';
import { seededShopPerFile } from './support/test-database';

const LISTED = sql`p.visibility IN (2, 3, 4) AND p.status = 1`;

/** One product's colour written as a JSON string: a containment test of the number misses it. */
let textColour: { id: number; colour: number };
const db = seededShopPerFile(async (database) => {
  const { rows } = await execute<{ id: number; colour: string }>(
    database,
    sql`SELECT p.id, p.attrs -> 'color' ->> 0 AS colour FROM product_search p WHERE ${LISTED} AND jsonb_array_length(p.attrs -> 'color') > 0 ORDER BY p.id LIMIT 1`,
  );
  textColour = { id: Number(rows[0]!.id), colour: Number(rows[0]!.colour) };
  await execute(database, sql`UPDATE products SET attrs = jsonb_set(attrs, '{color}', ${JSON.stringify([String(textColour.colour)])}::jsonb) WHERE id = ${textColour.id}`);
});

async function numbers(statement: SQL): Promise<number[]> {
  const { rows } = await execute<{ value: number }>(db(), statement);
  return rows.map((row) => Number(row.value));
}

/** Every listed product's values, as the index holds them. */
async function listedValues(index: FacetIndex) {
  const { rows } = await execute<{ id: number; generation: number }>(db(), sql`SELECT p.id, p.generation::float8 AS generation FROM product_search p WHERE ${LISTED}`);
  return index.valuesOf(
    rows.map((row) => Number(row.id)),
    rows.map((row) => Number(row.generation)),
  );
}

describe('listing filters on the facet index values', () => {
  it('keep exactly the products their SQL keeps', async () => {
    const codes = await loadAttributeCodes(db());
    const index = new FacetIndex(db(), 100_000);
    const values = await listedValues(index);
    const categories = await numbers(sql`SELECT DISTINCT unnest(category_ids) AS value FROM product_search ORDER BY 1`);
    const colours = await numbers(sql`SELECT DISTINCT (jsonb_array_elements_text(attrs -> 'color'))::int AS value FROM product_search ORDER BY 1`);
    const prices = await numbers(sql`SELECT DISTINCT price AS value FROM product_search ORDER BY 1 LIMIT 3`);
    expect(colours.length).toBeGreaterThan(8);
    const eight = colours.filter((colour) => colour !== textColour.colour).slice(0, 7).concat(textColour.colour);
    const filters: AppliedFilter[] = [
      { attribute: 'category_ids', value: { in: [categories[2]!] } },
      { attribute: 'category_id', value: categories[3]! },
      { attribute: 'category.category_id', value: { nin: [categories[2]!, categories[4]!] } },
      { attribute: 'category_ids', value: { in: [] } },
      { attribute: 'category_ids', value: { nin: [] } },
      { attribute: 'color', value: { in: [textColour.colour] } },
      { attribute: 'color', value: textColour.colour },
      { attribute: 'color', value: { in: eight } },
      { attribute: 'color', value: { nin: eight } },
      { attribute: 'color', value: { neq: colours[1]! } },
      { attribute: 'color', value: { in: [999_999] } },
      { attribute: 'price', value: { gte: 50, lt: 100 } },
      { attribute: 'final_price', value: { from: 20, to: 45 } },
      { attribute: 'price', value: { gt: 60 } },
      { attribute: 'price', value: { lte: 40 } },
      { attribute: 'price', value: prices[1]! },
      { attribute: 'price', value: { in: prices } },
      { attribute: 'price', value: { nin: prices } },
      { attribute: 'price', value: { nin: [] } },
    ];
    for (const filter of filters) {
      const expected = await numbers(sql`SELECT p.id AS value FROM product_search p WHERE ${LISTED} AND ${filterCondition(filter, codes)} ORDER BY 1`);
      const tests = valuesFilterOf(filter, codes);
      expect(tests).not.toBeNull();
      const found = idsOf(await index.filter(values, tests!)).sort((a, b) => a - b);
      expect([filter, found]).toEqual([filter, expected]);
    }
    // The product whose colour is text is one a containment test of the number misses.
    const byNumber = await numbers(sql`SELECT p.id AS value FROM product_search p WHERE ${LISTED} AND ${filterCondition(filters[5]!, codes)}`);
    expect(byNumber).not.toContain(textColour.id);
    expect(byNumber.length).toBeGreaterThan(0);
  });

  it('leaves to SQL what the index does not hold or compares otherwise', async () => {
    const codes = await loadAttributeCodes(db());
    expect(valuesFilterOf({ attribute: 'sku', value: 'MJ01' }, codes)).toBeNull();
    expect(valuesFilterOf({ attribute: 'name', value: { like: 'Tee' } }, codes)).toBeNull();
    expect(valuesFilterOf({ attribute: 'new', value: 1 }, codes)).toBeNull();
    expect(valuesFilterOf({ attribute: 'created_at', value: { gte: '2020-01-01' } }, codes)).toBeNull();
    // More than eight option ids: the SQL compares the values' text, which a stored 57.0 does not match.
    expect(valuesFilterOf({ attribute: 'color', value: { in: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }, codes)).toBeNull();
    expect(valuesFilterOf({ attribute: 'color', value: { in: [1, 2, 3, 4, 5, 6, 7, 8] } }, codes)).not.toBeNull();
  });

  it("bounds how many products a category holds only when the copy holds every listed product", async () => {
    const codes = await loadAttributeCodes(db());
    const [category] = await numbers(sql`SELECT c AS value FROM (SELECT unnest(p.category_ids) AS c FROM product_search p WHERE ${LISTED}) x
      GROUP BY c ORDER BY count(*) DESC LIMIT 1`);
    const tests = valuesFilterOf({ attribute: 'category_ids', value: { in: [category!] } }, codes)!;
    const [listed] = await numbers(sql`SELECT count(*) AS value FROM product_search p WHERE ${LISTED} AND p.category_ids @> ARRAY[${category!}]::int[]`);
    const whole = new FacetIndex(db(), 100_000);
    expect(whole.atMost(tests)).toBe(Infinity);
    await whole.fill();
    expect(whole.atMost(tests)).toBeGreaterThanOrEqual(listed!);
    expect(whole.atMost(tests)).toBeLessThan(whole.size);
    // A copy that dropped a product for room knows no bound, also when the fill's last batch was the one that did.
    const [rows] = await numbers(sql`SELECT count(*) AS value FROM product_search`);
    const small = new FacetIndex(db(), rows! - 1);
    await small.fill();
    expect(small.size).toBe(rows! - 1);
    expect(small.atMost(tests)).toBe(Infinity);
  });

  it('a facet group made from a complete group counts what its own statement counts', async () => {
    const codes = await loadAttributeCodes(db());
    const index = new FacetIndex(db(), 100_000);
    await index.fill();
    const [category] = await numbers(sql`SELECT c AS value FROM (SELECT unnest(p.category_ids) AS c FROM product_search p WHERE ${LISTED}) x
      GROUP BY c ORDER BY count(*) DESC LIMIT 1`);
    const colours = await numbers(sql`SELECT DISTINCT (jsonb_array_elements_text(attrs -> 'color'))::int AS value FROM product_search ORDER BY 1`);
    for (const colour of colours.slice(0, 6)) {
      const applied: AppliedFilter[] = [
        { attribute: 'category_ids', value: { in: [category!] } },
        { attribute: 'color', value: { in: [colour] } },
        { attribute: 'price', value: { gte: 0, lt: 100 } },
      ];
      const entries = applied.map((filter, position) => ({ filter, position, condition: filterCondition(filter, codes), values: valuesFilterOf(filter, codes) }));
      const facet = (field: string, size = 10): FacetRequest => {
        const others = entries.filter(({ filter }) => (field === 'price' ? filter.attribute !== 'price' : filter.attribute !== field));
        return {
          field,
          size,
          conditions: [LISTED, ...others.map((entry) => entry.condition)],
          filters: others.map(({ position, values }) => ({ position, values })),
          shared: others.length === entries.length,
          indexed: true,
        };
      };
      const facets = [facet('color'), facet('size', 3), facet('price'), facet('erin_recommends')];
      const count = (facetIndex: FacetIndex | null) => {
        const { buckets, sharedCount } = countFacets(db(), sql`product_search p`, facets, codes, { countShared: true, slices: [], index: facetIndex });
        return Promise.all([buckets, sharedCount]);
      };
      expect([colour, await count(index)]).toEqual([colour, await count(null)]);
    }
  });
});
