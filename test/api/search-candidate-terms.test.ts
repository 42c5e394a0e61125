/**
 * A long text's candidates (ADR 0071): the text index is asked for two of the rarest terms instead of any term, and
 * what is found does not change, since minimum_should_match is still applied to every candidate.
 */
import { sql, type SQL } from 'drizzle-orm';
import { atLeastQuery } from '@/lib/domain/candidate-terms';
import { execute } from '@/lib/server/db/execute';
import { buildTextQuery, textRelevance, type TextQuery } from '@/lib/server/search/text-query';
import { createSeededShop, type SeededShop } from './support/test-database';

let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

const TABLE = sql.raw('product_search_text_english p');

async function ids(condition: SQL): Promise<number[]> {
  const result = await execute<{ id: number }>(shop.database.db, sql`SELECT p.id FROM ${TABLE} WHERE ${condition} ORDER BY p.id`);
  return result.rows.map((row) => Number(row.id));
}

async function count(tsquery: string): Promise<number> {
  const result = await execute<{ n: number }>(
    shop.database.db,
    sql`SELECT count(*)::int AS n FROM ${TABLE} WHERE p.search_vector @@ to_tsquery('english', ${tsquery})`,
  );
  return Number(result.rows[0]!.n);
}

/** The same query asking the index for any term, as before ADR 0071. */
const anyTermOf = (query: TextQuery): TextQuery => ({ ...query, candidates: { positions: query.terms.map((_, index) => index), required: 1 } });

/** A term's own tsquery text, as the relevance asks for it (its forms; these words have no synonyms or compounds). */
const termQuery = (query: TextQuery, index: number) => [query.exactQueries[index], query.fuzzyQueries[index]].filter(Boolean).join(' | ');

/** Texts of three to five words that find products in the demo catalogue (one with a typo). */
const FINDING = ['hero hoodie men', 'push messenger bag women', 'women full zip hoodie jacket', 'jakcet women hoodie zip full'];
/** Ten words no product holds 75 % of, as in the stall bench's heaviest request. */
const LONG = 'men running jacket shorts pants tee hoodie zip bag watch';

describe('candidate terms of a long search text', () => {
  it.each([...FINDING, LONG])('find the same products for "%s" as asking the index for any term', async (text) => {
    const query = (await buildTextQuery(shop.database.db, text, 'english'))!;
    const found = await ids(textRelevance(query, 'p').condition);
    expect(found).toEqual(await ids(textRelevance(anyTermOf(query), 'p').condition));
  });

  it('finds products for the texts of three to five words (the comparison above is not of empty sets)', async () => {
    for (const text of FINDING) {
      const query = (await buildTextQuery(shop.database.db, text, 'english'))!;
      expect({ text, found: (await ids(textRelevance(query, 'p').condition)).length > 0 }).toEqual({ text, found: true });
    }
  });

  it('leaves the most common word of a long text out of what the index is asked, and asks for two terms', async () => {
    const query = (await buildTextQuery(shop.database.db, LONG, 'english'))!;
    const counts = await Promise.all(query.terms.map((_, index) => count(termQuery(query, index))));
    const mostCommon = counts.indexOf(Math.max(...counts));
    expect(query.candidates.required).toBe(2);
    expect(query.candidates.positions).toHaveLength(query.terms.length - query.minimumMatches + 2);
    expect(query.candidates.positions).not.toContain(mostCommon);
    const asked = atLeastQuery(query.candidates.positions.map((index) => termQuery(query, index)), 2);
    const anyTerm = atLeastQuery(query.terms.map((_, index) => termQuery(query, index)), 1);
    expect(await count(asked)).toBeLessThan((await count(anyTerm)) / 4);
  });
});
