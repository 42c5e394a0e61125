/**
 * The facet index in step with the projection (ADR 0080): once filled, a listing's candidates are found in the index
 * without a statement, and every write to the catalogue made since its last read (here bare SQL the app never sees,
 * as another instance's would be) is read before the next listing: a changed price, a stock flag, a product disabled,
 * deleted or enabled again, and a catalogue emptied.
 */
import { sql, type SQL } from 'drizzle-orm';
import { catalogRules } from '@/lib/config/constants';
import type { ValuesFilter } from '@/lib/domain/values-filter';
import { syncSearchStockFlags } from '@/lib/server/catalog/catalogue-statistics';
import { execute } from '@/lib/server/db/execute';
import { countFacets, type Bucket, type FacetRequest } from '@/lib/server/search/facet-counts';
import { FacetIndex, type ListedRule } from '@/lib/server/search/facet-index';
import { idsOf } from '@/lib/domain/listed-columns';
import { databaseKind, seededShopPerFile } from './support/test-database';

const db = seededShopPerFile();

const RULE: ListedRule = { visibilities: catalogRules.categoryVisibilities, inStockOnly: true };
const LISTED = sql`p.visibility IN (2, 3, 4) AND p.status = 1 AND p.in_stock`;

async function column(statement: SQL): Promise<string[]> {
  const { rows } = await execute<{ value: string }>(db(), statement);
  return rows.map((row) => row.value);
}

const inCategory = (category: number): { condition: SQL; values: ValuesFilter[] } => ({
  condition: sql`p.category_ids @> ARRAY[${category}]::int[]`,
  values: [{ kind: 'keys', field: { kind: 'category' }, ids: [category], negated: false }],
});

/**
 * A category listing's colour, price and `new` facets (and one on a document path, which has no buckets) and its count,
 * by the facets statement and by the index's own candidates.
 */
async function bothWays(category: number, index: FacetIndex) {
  const codes = new Set(await column(sql`SELECT DISTINCT jsonb_object_keys(attrs) AS value FROM product_search`));
  const filter = inCategory(category);
  const facets: FacetRequest[] = ['color', 'price', 'new', 'custom.path'].map((field) => ({
    field,
    size: 50,
    conditions: [LISTED, filter.condition],
    filters: [{ position: 0, values: filter.values }],
    shared: true,
    indexed: false,
  }));
  const count = (facetIndex: FacetIndex | null) => {
    const counted = countFacets(db(), sql`product_search p`, facets, codes, { countShared: true, slices: [], index: facetIndex, listed: RULE });
    return Promise.all([counted.buckets, counted.sharedCount, counted.sharedCandidates]);
  };
  const [buckets, total] = await count(null);
  const [indexBuckets, indexTotal, candidates] = await count(index);
  return { bySql: { buckets, total }, byIndex: { buckets: indexBuckets, total: indexTotal }, ids: (candidates ? idsOf(candidates) : []).sort((a, b) => a - b) };
}

async function listedIds(category: number): Promise<number[]> {
  const ids = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} AND ${inCategory(category).condition} ORDER BY p.id`);
  return ids.map(Number);
}

// PGlite runs one transaction at a time on its one connection: no read can happen while another's write is open.
const withConcurrentWriters = databaseKind() === 'postgres' ? it : it.skip;

const countOf = (buckets: Bucket[], key: string | number) => buckets.find((bucket) => bucket.key === key)?.doc_count ?? 0;

describe('the facet index in step with the projection', () => {
  let index: FacetIndex;
  let category = 0;
  let product = 0;

  beforeAll(async () => {
    index = new FacetIndex(db(), 100_000);
    await index.fill();
    const [busiest] = await column(sql`SELECT c::text AS value FROM product_search p, unnest(p.category_ids) c WHERE ${LISTED} GROUP BY c ORDER BY count(*) DESC, c LIMIT 1`);
    category = Number(busiest);
    const [first] = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} AND ${inCategory(category).condition} AND p.special_price IS NULL AND p.price < 50 ORDER BY p.id LIMIT 1`);
    product = Number(first);
    expect(product).toBeGreaterThan(0);
  });

  it('once filled, lists every product of a category the statement finds, with the same facets', async () => {
    expect(await index.inStep()).toBe(true);
    const { bySql, byIndex, ids } = await bothWays(category, index);
    expect(byIndex).toEqual(bySql);
    expect(ids).toEqual(await listedIds(category));
    expect(ids.length).toBeGreaterThan(3);
    // Without a category every listed product is tested, a bounded number on each turn of the event loop.
    const everything = await index.listed(RULE, []);
    expect(everything).not.toBeNull();
    const everyListed = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} ORDER BY p.id`);
    expect(idsOf(everything!).sort((a, b) => a - b)).toEqual(everyListed.map(Number));
  });

  it('reads a price changed behind its back before the next listing', async () => {
    const before = await bothWays(category, index);
    await execute(db(), sql`UPDATE products SET price = 500 WHERE id = ${product}`);
    const after = await bothWays(category, index);
    expect(after.byIndex).toEqual(after.bySql);
    const prices = (result: typeof before) => result.byIndex.buckets[1]!;
    expect(countOf(prices(after), '150.0-*')).toBe(countOf(prices(before), '150.0-*') + 1);
  });

  it('leaves out a product whose stock runs out, and lists it again when it is back', async () => {
    await execute(db(), sql`UPDATE stock SET is_in_stock = false, qty = 0 WHERE product_id = ${product}`);
    const sold = await bothWays(category, index);
    expect(sold.ids).not.toContain(product);
    expect(sold.byIndex).toEqual(sold.bySql);
    await execute(db(), sql`UPDATE stock SET is_in_stock = true, qty = 10 WHERE product_id = ${product}`);
    const back = await bothWays(category, index);
    expect(back.ids).toContain(product);
    expect(back.byIndex).toEqual(back.bySql);
  });

  it('leaves out a product disabled or deleted, and lists one enabled again', async () => {
    await execute(db(), sql`UPDATE products SET status = 2 WHERE id = ${product}`);
    const disabled = await bothWays(category, index);
    expect(disabled.ids).not.toContain(product);
    expect(disabled.byIndex).toEqual(disabled.bySql);
    await execute(db(), sql`UPDATE products SET status = 1 WHERE id = ${product}`);
    expect((await bothWays(category, index)).ids).toContain(product);
    const [other] = await listedIds(category).then((ids) => ids.filter((id) => id !== product));
    await execute(db(), sql`DELETE FROM stock WHERE product_id = ${other!}`);
    await execute(db(), sql`DELETE FROM products WHERE id = ${other!}`);
    const deleted = await bothWays(category, index);
    expect(deleted.ids).not.toContain(other);
    expect(deleted.ids).toEqual(await listedIds(category));
    expect(deleted.byIndex).toEqual(deleted.bySql);
  });

  it('sets right a stock flag the seed syncs again (syncSearchStockFlags): the index reads the flag it writes', async () => {
    await execute(db(), sql`UPDATE stock SET is_in_stock = false, qty = 0 WHERE product_id = ${product}`);
    // A flag left wrong by a bulk writer's concurrent batches (the seed on PostgreSQL), and read by the index.
    await execute(db(), sql`UPDATE product_search SET in_stock = true, generation = nextval('product_search_generation'), writer = pg_current_xact_id() WHERE id = ${product}`);
    expect((await bothWays(category, index)).ids).toContain(product);
    await syncSearchStockFlags(db());
    const synced = await bothWays(category, index);
    expect(synced.ids).not.toContain(product);
    expect(synced.byIndex).toEqual(synced.bySql);
    await execute(db(), sql`UPDATE stock SET is_in_stock = true, qty = 10 WHERE product_id = ${product}`);
  });

  it('forgets at the end of its fill a product it read by id for a listing before, and that was removed since', async () => {
    const fresh = new FacetIndex(db(), 100_000);
    const [other] = (await listedIds(category)).filter((id) => id !== product);
    const [generation] = await column(sql`SELECT generation::text AS value FROM product_search WHERE id = ${other!}`);
    await fresh.valuesOf([other!], [Number(generation) - 1]);
    await execute(db(), sql`UPDATE products SET status = 2 WHERE id = ${other!}`);
    await fresh.fill();
    expect(await fresh.inStep()).toBe(true);
    const found = await fresh.listed(RULE, inCategory(category).values);
    expect(found).not.toBeNull();
    expect(idsOf(found!)).not.toContain(other);
    await execute(db(), sql`UPDATE products SET status = 1 WHERE id = ${other!}`);
  });

  it('lists every product without a category a few at a time, as it was when the listing started, and as it is after a write', async () => {
    const fewAtATime = new FacetIndex(db(), 100_000, 7);
    await fewAtATime.fill();
    expect(await fewAtATime.inStep()).toBe(true);
    const everyListed = async () => (await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} ORDER BY p.id`)).map(Number);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const before = await everyListed();
    // Between two turns of the listing the product is disabled, and the index reads that change.
    let turns = 0;
    const duringTurns = async () => {
      turns++;
      if (turns === 3) {
        await execute(db(), sql`UPDATE products SET status = 2 WHERE id = ${product}`);
        expect(await fewAtATime.inStep()).toBe(true);
      }
    };
    try {
      const listed = (await fewAtATime.listed(RULE, [], duringTurns))!;
      expect(turns).toBeGreaterThan(before.length / 7);
      expect(sorted(idsOf(listed))).toEqual(before);
      const after = (await fewAtATime.listed(RULE, []))!;
      expect(sorted(idsOf(after))).toEqual(await everyListed());
      expect(idsOf(after)).not.toContain(product);
    } finally {
      await execute(db(), sql`UPDATE products SET status = 1 WHERE id = ${product}`);
    }
    expect(await fewAtATime.inStep()).toBe(true);
    expect(sorted(idsOf((await fewAtATime.listed(RULE, []))!))).toEqual(before);
    // A derived group's filter, a few at a time: the colour of the first product, tested over every listed product.
    const everything = (await fewAtATime.listed(RULE, []))!;
    const [colour] = await column(sql`SELECT (attrs -> 'color' ->> 0) AS value FROM product_search p WHERE ${LISTED} AND attrs ? 'color' ORDER BY p.id LIMIT 1`);
    const ofColour: ValuesFilter[] = [{ kind: 'keys', field: { kind: 'attribute', code: 'color' }, ids: [Number(colour)], negated: false }];
    const expected = await column(sql`SELECT p.id::text AS value FROM product_search p WHERE ${LISTED} AND p.attrs @> ${JSON.stringify({ color: [Number(colour)] })}::jsonb ORDER BY p.id`);
    expect(sorted(idsOf(await fewAtATime.filter(everything, ofColour)))).toEqual(expected.map(Number));
  });

  it('uses and does not keep a product read by id while a read of the changes removed it', async () => {
    const fresh = new FacetIndex(db(), 100_000);
    await fresh.fill();
    expect(await fresh.inStep()).toBe(true);
    const [other] = (await listedIds(category)).filter((id) => id !== product);
    const [generation] = await column(sql`SELECT generation::text AS value FROM product_search WHERE id = ${other!}`);
    // The read by id answers, then the product is disabled and another request reads the changes, before it resumes.
    const internals = fresh as unknown as { read(ids: readonly number[]): Promise<unknown[]> };
    const read = internals.read.bind(fresh);
    internals.read = async (ids) => {
      const rows = await read(ids);
      await execute(db(), sql`UPDATE products SET status = 2 WHERE id = ${other!}`);
      expect(await fresh.inStep()).toBe(true);
      return rows;
    };
    try {
      const found = await fresh.valuesOf([other!, product], [Number(generation) - 1, -1]);
      expect(idsOf(found).sort((a, b) => a - b)).toEqual([other!, product].sort((a, b) => a - b));
      const listed = await fresh.listed(RULE, inCategory(category).values);
      expect(listed).not.toBeNull();
      expect(idsOf(listed!)).not.toContain(other);
      expect(idsOf(listed!)).toContain(product);
    } finally {
      await execute(db(), sql`UPDATE products SET status = 1 WHERE id = ${other!}`);
    }
  });

  it('stops listing by itself when the projection holds transaction ids this database has not reached (a restored dump)', async () => {
    const restored = new FacetIndex(db(), 100_000);
    await restored.fill();
    expect(await restored.inStep()).toBe(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await execute(db(), sql`UPDATE product_search SET writer = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8 WHERE id = ${product}`);
      expect(await restored.inStep()).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('another database cluster'));
    } finally {
      warn.mockRestore();
      await execute(db(), sql`UPDATE product_search SET writer = pg_current_xact_id() WHERE id = ${product}`);
    }
    expect(await index.inStep()).toBe(true);
  });

  withConcurrentWriters('reads a write whose transaction was still open at its last read, once it commits, whatever was committed meanwhile', async () => {
    const prices = (result: Awaited<ReturnType<typeof bothWays>>) => result.byIndex.buckets[1]!;
    const before = await bothWays(category, index);
    const [other] = (await listedIds(category)).filter((id) => id !== product);
    await db().transaction(async (tx) => {
      await execute(tx as never, sql`UPDATE products SET price = 900 WHERE id = ${other!}`);
      // Committed by another connection after the open one wrote: its row is newer, its transaction ends first.
      await execute(db(), sql`UPDATE products SET price = 5 WHERE id = ${product}`);
      const during = await bothWays(category, index);
      expect(countOf(prices(during), '150.0-*')).toBe(countOf(prices(before), '150.0-*') - 1);
    });
    const after = await bothWays(category, index);
    expect(after.byIndex).toEqual(after.bySql);
    expect(countOf(prices(after), '150.0-*')).toBe(countOf(prices(before), '150.0-*'));
  });

  it('keeps a listing found earlier as it was while its products are written again, and lists the new values after dropping the old ones', async () => {
    expect(await index.inStep()).toBe(true);
    const held = (await index.listed(RULE, inCategory(category).values))!;
    const pricesOf = ({ columns, slots }: typeof held) => [...slots].map((slot) => columns.prices[slot]!);
    const priceById = (found: typeof held) => new Map(idsOf(found).map((id, at) => [id, pricesOf(found)[at]!]));
    const [heldIds, heldPrices] = [idsOf(held), pricesOf(held)];
    // The category's products written again until the index holds more older values than current ones, and drops them.
    const [kept] = await column(sql`SELECT count(*)::text AS value FROM product_search`);
    const rounds = Math.ceil(Number(kept) / heldIds.length) + 1;
    const written = sql`id = ANY(${`{${heldIds.join(',')}}`}::int[])`;
    for (let round = 1; round <= rounds; round++) {
      await execute(db(), sql`UPDATE products SET price = price + 1 WHERE ${written}`);
      expect(await index.inStep()).toBe(true);
    }
    expect([idsOf(held), pricesOf(held)]).toEqual([heldIds, heldPrices]);
    // The older values were dropped (the current ones copied to new columns).
    expect(index.slotsHeld).toBeLessThan(2 * index.size);
    const after = await bothWays(category, index);
    expect(after.byIndex).toEqual(after.bySql);
    expect(after.ids).toEqual(await listedIds(category));
    const raised = new Map(heldIds.map((id, at) => [id, heldPrices[at]! + rounds]));
    expect(priceById((await index.listed(RULE, inCategory(category).values))!)).toEqual(raised);
    await execute(db(), sql`UPDATE products SET price = price - ${rounds} WHERE ${written}`);
  });

  it('reads every product again when the catalogue is emptied, and is in step once refilled', async () => {
    await execute(db(), sql`TRUNCATE products CASCADE`);
    expect(await index.inStep()).toBe(false);
    // A group that resumes after another request's read started the new fill finds nothing here: it uses its statement.
    expect(await index.listed(RULE, inCategory(category).values)).toBeNull();
    await index.fill();
    expect(await index.inStep()).toBe(true);
    const { byIndex, ids } = await bothWays(category, index);
    expect(ids).toEqual([]);
    expect(byIndex.total).toBe(0);
  });
});
