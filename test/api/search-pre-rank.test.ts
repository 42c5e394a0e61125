/**
 * A broad text's pre-rank (ADR 0075): of more matches than the full per-field score is computed for, only the best 500
 * by the cheap pre-rank (matched words, then ts_rank) are scored. On a generated catalogue of 3,000 products, where
 * common words match well over 500, the first page must still hold the best-scored products of every match scored
 * (among products of equal score the pre-rank may choose others than the full order's tie-break would). "women top"
 * has more than 500 products that match both words, so only they are pre-ranked; no product matches both words of
 * "women watch" or "tee bag", so all of theirs are.
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
const PRE_RANKED = 500;

let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop({ products: 3000 });
}, 300_000);
afterAll(() => shop?.close());

async function pageScores(text: string): Promise<number[]> {
  const response = await call<Params>(POST, `/api/catalog/${params.index}/product/_search?request_format=search-query&size=${PAGE}&_source_include=sku`, {
    body: { _searchText: text },
    params,
  });
  expect(response.status).toBe(200);
  return (response.json.hits.hits as { _score: number }[]).map((hit) => hit._score);
}

/** Every match scored in full and ordered as the search orders by relevance; and how many match. */
async function scoredInFull(text: string): Promise<{ scores: number[]; matches: number }> {
  const query = (await buildTextQuery(shop.database.db, text, 'english'))!;
  const { condition, score } = textRelevance(query, 'p');
  const rows = await execute<{ score: number; matches: number }>(
    shop.database.db,
    sql`SELECT ${score}::float8 AS score, count(*) OVER ()::int AS matches FROM product_search_text_english p WHERE ${condition}
      ORDER BY 1 DESC`,
  );
  return { scores: rows.rows.slice(0, PAGE).map((row) => Number(row.score)), matches: Number(rows.rows[0]?.matches ?? 0) };
}

describe('the pre-rank of a broad text', () => {
  it.each(['tee', 'women', 'men', 'top', 'women top', 'men tee', 'women jacket', 'women watch', 'tee bag'])('"%s": the first page has the best scores of every match', async (text) => {
    const full = await scoredInFull(text);
    expect(full.matches).toBeGreaterThan(PRE_RANKED);
    expect(await pageScores(text)).toEqual(full.scores);
  });
});
