/**
 * What a shopper types that no product's text holds as typed: stop words, the plural of a synonym, "t shirt" for
 * "t-shirt". Each text must find what its plain form finds (ADR 0018 and its addenda).
 */
import { sql } from 'drizzle-orm';
import { execute } from '@/lib/server/db/execute';
import { buildTextQuery } from '@/lib/server/search/text-query';
import { textSearched } from './support/catalog-reads';
import { createSeededShop, type SeededShop } from './support/test-database';

let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

async function search(text: string): Promise<{ names: string[]; skus: string[]; total: number }> {
  const { sources, total } = await textSearched<{ sku: string; name: string }>(text, 'size=200&_source_include=sku,name');
  return { names: sources.map((source) => source.name), skus: sources.map((source) => source.sku), total };
}

describe('a search text as shoppers type it', () => {
  // PostgreSQL's stop words ("all", "over", "up" in English) match no product: like those the shop drops itself
  // ("for", "the"), they are not words a product must match.
  it.each([
    ['all over hoodie', 'hoodie'],
    ['zip up hoodie', 'zip hoodie'],
    ['hoodie for men', 'hoodie men'],
  ])('"%s" finds what "%s" finds', async (typed, plain) => {
    const [asked, expected] = await Promise.all([search(typed), search(plain)]);
    expect(asked.total).toBeGreaterThan(0);
    expect([asked.total, asked.skus]).toEqual([expected.total, expected.skus]);
  });

  // The synonym table has "tee, t-shirt, tshirt": its plurals and "t shirt" find the tees too, not shorts
  // ("shirt" is a typo's distance from "short").
  it.each(['t-shirts', 'tshirts', 'T-Shirts', 't shirt', 't shirts'])('"%s" finds the tees "t-shirt" finds', async (typed) => {
    const [asked, expected] = await Promise.all([search(typed), search('t-shirt')]);
    expect(expected.names.slice(0, 5).every((name) => /\bTee\b/.test(name))).toBe(true);
    expect(asked.total).toBe(expected.total);
    expect(new Set(asked.skus)).toEqual(new Set(expected.skus));
  });

  it('keeps each remaining word with its own weight and share when stop words are left out', async () => {
    // "hoodie" names a category (weight 1.5), "zip" does not; "up" before them must not shift either.
    const query = (await buildTextQuery(shop.database.db, 'up hoodie zip', 'english'))!;
    expect([query.terms.map((term) => term.key), query.weights]).toEqual([['hoodie', 'zip'], [1.5, 1]]);
  });

  it('offers no "did you mean" for a word of the synonym table when filters leave nothing ("t-shirts" is not "shorts")', async () => {
    const { rows } = await execute<{ id: number }>(shop.database.db, sql`SELECT id FROM categories WHERE name = 'Shorts' ORDER BY id LIMIT 1`);
    const inShorts = { _appliedFilters: [{ attribute: 'category_ids', value: { in: [Number(rows[0]!.id)] } }] };
    const [tees, shorts] = await Promise.all([textSearched('t-shirts', 'size=1', inShorts), textSearched('shorts', 'size=1', inShorts)]);
    expect(shorts.total).toBeGreaterThan(0);
    expect([tees.total, tees.suggestions]).toEqual([0, []]);
  });

  it('finds a hyphenated word both ways a name writes it ("Full-Zip" and "Full Zip" for "full-zip")', async () => {
    const { rows } = await execute<{ name: string }>(shop.database.db, sql`SELECT name FROM products WHERE visibility IN (3, 4) AND name ~* 'full[- ]zip'`);
    const named = new Set(rows.map((row) => row.name));
    expect([...named].some((name) => /full-zip/i.test(name)) && [...named].some((name) => /full zip/i.test(name))).toBe(true);
    const hyphenated = await search('full-zip');
    expect(new Set(hyphenated.names)).toEqual(named);
  });

  it('finds the zip products for "zip-up", a word no product holds whole', async () => {
    const zipUp = await search('zip-up');
    expect(zipUp.total).toBeGreaterThan(0);
    expect(zipUp.names.every((name) => /zip/i.test(name))).toBe(true);
  });
});
