import { TextColumns, TextLexicon } from './text-columns';
import { matchesQuery, parseTsQuery, textRank } from './text-query-match';
import { rankedMatches, type TextPlan } from './text-ranking';
import { parseTextVector } from './text-vector';

const WORDS = ['jacket', 'jackets', 'red', 'tee', 'shirt', 'bag', 'gym', 'hood'];

/** Vectors (lexemes in PostgreSQL's order) of few distinct shapes, so that many products share a pre-rank (ties at the cut). */
function vectorText(slot: number): string {
  const chosen = WORDS.filter((_, index) => (slot >> index) % 2 === 1 || (slot + index) % 5 === 0).sort();
  return chosen.map((word, index) => `'${word}':${1 + ((slot + index) % 3)}${'ABC'[(slot * (index + 1)) % 3]}`).join(' ');
}

describe('rankedMatches', () => {
  it('counts every match the rules find and keeps the best by pre-rank, equal ones by id, whatever the limit', () => {
    const columns = new TextColumns(new TextLexicon());
    const vectors = Array.from({ length: 600 }, (_, slot) => parseTextVector(vectorText(slot)));
    for (const vector of vectors) columns.add(vector);
    // Ids in another order than the slots.
    const ids = Int32Array.from(vectors, (_, slot) => ((slot * 7919) % 600) + 1);
    const kept = (slot: number) => slot % 11 !== 0;
    const query = (text: string) => parseTsQuery(text)!;
    const plans: TextPlan[] = [
      { candidate: query("'jacket':*"), terms: [query("'jacket':*")], minimumMatches: 1, enough: true, anyTerm: query("'jacket':*"), weights: [0.25, 0.25, 0.5, 1] },
      {
        candidate: query("'red':* | 'tee':* | 'gym'"),
        terms: [query("'red':*"), query("'tee':*"), query("'gym'")],
        minimumMatches: 2,
        enough: false,
        anyTerm: query("'red':* | 'tee':* | 'gym'"),
        weights: [0.25, 0.25, 0.5, 1],
      },
    ];
    for (const plan of plans) {
      const expected = vectors
        .map((vector, slot) => ({ slot, matched: plan.terms.filter((term) => matchesQuery(vector, term)).length }))
        .filter(({ slot, matched }) => kept(slot) && matchesQuery(vectors[slot]!, plan.candidate) && (plan.enough || matched >= plan.minimumMatches))
        .map(({ slot, matched }) => ({ id: ids[slot]!, preRank: 200 * (plan.terms.length > 1 ? matched : 1) + textRank(plan.weights, vectors[slot]!, plan.anyTerm) }))
        .sort((a, b) => b.preRank - a.preRank || a.id - b.id);
      expect(new Set(expected.map((entry) => entry.preRank)).size).toBeLessThan(expected.length / 3);
      for (const limit of [1, 7, 50, expected.length, expected.length + 5]) {
        const found = rankedMatches(columns, ids, plan, kept, limit)!;
        expect([limit, found.counted, found.best]).toEqual([limit, expected.length, expected.slice(0, limit).map((entry) => entry.id)]);
      }
    }
  });
});
