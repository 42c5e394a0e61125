import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, timestamp, integer } from 'drizzle-orm/pg-core';
import { parseTextTypesOnce, withoutTextParsers } from './pglite-parsers';

const events = pgTable('events', { id: integer('id').primaryKey(), at: timestamp('at', { withTimezone: true, mode: 'string' }) });

const VALUES = sql`SELECT '2026-12-02 09:00:00+00'::timestamptz AS at, '2026-12-02 09:00:00'::timestamp AS local,
  '1 day 02:00:00'::interval AS span, '2026-12-02'::date AS day, ARRAY[1.50, 2]::numeric[] AS amounts,
  ARRAY['2026-12-02']::date[] AS days, 7 AS count, '{"a":1}'::jsonb AS doc`;

async function readAll(client: PGlite) {
  const db = drizzle({ client });
  await db.execute(sql`CREATE TABLE events (id integer PRIMARY KEY, at timestamptz)`);
  await db.insert(events).values({ id: 1, at: '2026-12-02 09:00:00+00' });
  return { raw: (await db.execute(VALUES)).rows, built: await db.select().from(events) };
}

describe('PGlite parses the types drizzle reads as text once, not per query', () => {
  let plain: PGlite;
  let shop: PGlite;
  const optionsSent: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    shop = await PGlite.create();
    const query = shop.query.bind(shop);
    shop.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      optionsSent.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    parseTextTypesOnce(shop);
  });

  afterAll(async () => {
    await Promise.all([plain.close(), shop.close()]);
  });

  it('answers drizzle with the same rows as a client that parses per query, without sending its parsers on', async () => {
    const [expected, actual] = await Promise.all([readAll(plain), readAll(shop)]);
    expect(actual).toEqual(expected);
    expect(actual.raw[0]).toMatchObject({ at: '2026-12-02 09:00:00+00', span: '1 day 02:00:00', day: '2026-12-02', count: 7, doc: { a: 1 } });
    expect(actual.built).toEqual([{ id: 1, at: '2026-12-02 09:00:00+00' }]);
    expect(optionsSent.length).toBeGreaterThanOrEqual(4);
    expect(optionsSent.every((options) => options?.parsers === undefined)).toBe(true);
  });

  it('keeps a query’s parsers that ask for more than text, or for another reading of those types', () => {
    const json = { parsers: { 3802: (value: string) => value.length } };
    expect(withoutTextParsers(json)).toBe(json);
    const mixed = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value, 25: (value: string) => value.toUpperCase() } };
    expect(withoutTextParsers(mixed)).toBe(mixed);
    const asDate = { parsers: { 1184: (value: string) => new Date(value) } };
    expect(withoutTextParsers(asDate)).toBe(asDate);
    expect(withoutTextParsers({ rowMode: 'array', parsers: { 1184: (value: string) => value } })).toEqual({ rowMode: 'array', parsers: undefined });
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });
});
