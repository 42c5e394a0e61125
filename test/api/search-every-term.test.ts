/**
 * A text of several words of which fewer must match (ADR 0075): the products that match every word come first, so a
 * page within them is read from them alone, and the others are only counted. Each page here is compared with the
 * same hits read from a larger page, which reaches past those products and so ranks every match (the same statement's
 * other branch; test/api/search-pre-rank.test.ts compares pages with every match scored in full, outside the search).
 */
import { sql } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { buildTextQuery, textRelevance } from '@/lib/server/search/text-query';
import { call } from './support/http';
import { createSeededShop, type SeededShop } from './support/test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
const PAGE = 18;
/** A page this large reaches past every tier below: all matches are ranked. */
const WHOLE = 200;

let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

interface Hit {
  sku: string;
  name: string;
  score: number;
}

async function search(text: string, from: number, size: number): Promise<{ hits: Hit[]; total: number }> {
  const response = await call<Params>(
    POST,
    `/api/catalog/${params.index}/product/_search?request_format=search-query&from=${from}&size=${size}&_source_include=sku,name`,
    { body: { _searchText: text }, params },
  );
  expect(response.status).toBe(200);
  const hits = (response.json.hits.hits as { _source: { sku: string; name: string }; _score: number }[]).map((hit) => ({
    sku: hit._source.sku,
    name: hit._source.name,
    score: hit._score,
  }));
  return { hits, total: response.json.hits.total as number };
}

/** The SKUs of the listed products that match every word of the text, and of those that match enough of them. */
async function matching(text: string): Promise<{ everyTerm: Set<string>; all: number }> {
  const query = (await buildTextQuery(shop.database.db, text, 'english'))!;
  const relevance = textRelevance(query, 'p');
  expect(relevance.everyTerm).not.toBeNull();
  const skus = async (condition: ReturnType<typeof sql>) =>
    (await execute<{ sku: string }>(shop.database.db, sql`SELECT p.sku FROM product_search_text_english p WHERE ${condition}`)).rows.map(
      (row) => row.sku,
    );
  return { everyTerm: new Set(await skus(relevance.everyTerm!.condition)), all: (await skus(relevance.condition)).length };
}

describe('a text of several words, ordered by relevance', () => {
  // Texts of the demo catalogue with 18–99 products that match both words (checked below) among 120–150 matches.
  it.each(['tee women', 'women jacket', 'men tee', 'tank women'])('"%s": the first page is the whole result\'s first page', async (text) => {
    const { everyTerm, all } = await matching(text);
    expect(everyTerm.size).toBeGreaterThanOrEqual(PAGE);
    expect(everyTerm.size).toBeLessThan(WHOLE);
    const page = await search(text, 0, PAGE);
    const whole = await search(text, 0, WHOLE);
    expect(page.hits).toEqual(whole.hits.slice(0, PAGE));
    expect(page.total).toBe(all);
    expect(whole.total).toBe(all);
    expect(page.hits.every((hit) => everyTerm.has(hit.sku))).toBe(true);
  });

  it('reads a second page from the products that match every word when they fill it', async () => {
    const { everyTerm } = await matching('men tee');
    expect(everyTerm.size).toBeGreaterThanOrEqual(2 * PAGE);
    const second = await search('men tee', PAGE, PAGE);
    expect(second.hits).toEqual((await search('men tee', 0, WHOLE)).hits.slice(PAGE, 2 * PAGE));
  });

  it('ranks every match when fewer products match every word than the page shows', async () => {
    const { everyTerm, all } = await matching('women hoodie');
    expect(everyTerm.size).toBeGreaterThan(0);
    expect(everyTerm.size).toBeLessThan(PAGE);
    const page = await search('women hoodie', 0, PAGE);
    expect(page.total).toBe(all);
    expect(page.hits).toHaveLength(PAGE);
    // Those that match both words first, then products that match one of them.
    expect(page.hits.map((hit) => everyTerm.has(hit.sku))).toEqual(Array.from({ length: PAGE }, (_, index) => index < everyTerm.size));
    expect(page.hits).toEqual((await search('women hoodie', 0, WHOLE)).hits.slice(0, PAGE));
  });
});
