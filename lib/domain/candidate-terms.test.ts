import { allOfQuery, atLeastQuery, candidateTerms, candidatesDecide, termShare, tsqueryLexemes } from './candidate-terms';

/** Every subset of n terms (as bit masks) that meets minimum_should_match. */
function matchingSets(n: number, minimumMatches: number): number[] {
  return Array.from({ length: 1 << n }, (_, mask) => mask).filter((mask) => bitCount(mask) >= minimumMatches);
}
const bitCount = (mask: number) => mask.toString(2).replace(/0/g, '').length;

describe('candidate terms for minimum_should_match', () => {
  it('asks any term when one of them is enough', () => {
    expect(candidateTerms([0.2, 0.1], 1)).toEqual({ positions: [1, 0], required: 1 });
  });

  it('asks two of all three terms when two of three must match', () => {
    expect(candidateTerms([0.3, 0.1, 0.2], 2)).toEqual({ positions: [1, 2, 0], required: 2 });
  });

  it('keeps only the rarest n − m + 2 terms of a long query', () => {
    const shares = [0.08, 0.08, 0.13, 0.08, 0.09, 0.19, 0.12, 0.1, 0.05, 0.26];
    expect(candidateTerms(shares, 7)).toEqual({ positions: [8, 0, 1, 3, 4], required: 2 });
  });

  it('treats a term without an estimate as rare and keeps the order of equal shares', () => {
    expect(candidateTerms([0, 0.5, 0, 0.5], 3).positions).toEqual([0, 2, 1]);
  });

  it('is met by every set of terms that meets minimum_should_match', () => {
    for (let n = 1; n <= 8; n++) {
      for (let m = 1; m <= n; m++) {
        const shares = Array.from({ length: n }, (_, index) => ((index * 7) % n) / n);
        const { positions, required } = candidateTerms(shares, m);
        for (const mask of matchingSets(n, m)) {
          const hits = positions.filter((position) => mask & (1 << position)).length;
          expect({ n, m, mask, met: hits >= required }).toEqual({ n, m, mask, met: true });
        }
      }
    }
  });
});

describe('candidates that are minimum_should_match itself', () => {
  it('holds when one of the words is enough', () => {
    expect(candidatesDecide(candidateTerms([0.2, 0.1], 1), 2, 1)).toBe(true);
    expect(candidatesDecide(candidateTerms([0.2], 1), 1, 1)).toBe(true);
  });

  it('does not hold for two of three words, whose pairs a stop word breaks apart', () => {
    expect(candidatesDecide(candidateTerms([0.3, 0.1, 0.2], 2), 3, 2)).toBe(false);
  });

  it('does not hold when the rarest terms are a subset or more terms must match than are asked', () => {
    expect(candidatesDecide(candidateTerms([0.3, 0.1, 0.2, 0.4], 3), 4, 3)).toBe(false);
    expect(candidatesDecide(candidateTerms([0.3, 0.1, 0.2], 3), 3, 3)).toBe(false);
  });

  it('only where every set that meets the candidate query meets minimum_should_match', () => {
    for (let n = 1; n <= 8; n++) {
      for (let m = 1; m <= n; m++) {
        const candidates = candidateTerms(Array.from({ length: n }, (_, index) => index / n), m);
        if (!candidatesDecide(candidates, n, m)) continue;
        for (let mask = 0; mask < 1 << n; mask++) {
          const asked = candidates.positions.filter((position) => mask & (1 << position)).length >= candidates.required;
          if (asked) expect({ n, m, mask, meets: bitCount(mask) >= m }).toEqual({ n, m, mask, meets: true });
        }
      }
    }
  });
});

describe('the tsquery of every term', () => {
  it('joins the terms with AND', () => {
    expect(allOfQuery(["'a':*", "'b' | 'c'"])).toBe("('a':*) & ('b' | 'c')");
  });
});

describe('the tsquery of at least k terms', () => {
  it('joins the terms with OR for one', () => {
    expect(atLeastQuery(["'a':*", "'b' | 'c'"], 1)).toBe("('a':*) | ('b' | 'c')");
  });

  it('pairs each term with the later ones for two', () => {
    expect(atLeastQuery(['a', 'b', 'c'], 2)).toBe('((a) & ((b) | (c))) | ((b) & ((c)))');
  });

  it('falls back to the term itself when only one is given', () => {
    expect(atLeastQuery(['a'], 2)).toBe('(a)');
  });
});

describe('term shares from the database statistics', () => {
  it('reads the lexemes of a normalized tsquery, prefixes and quotes included', () => {
    expect(tsqueryLexemes("'run':* | 't' <-> 'shirt' | 'o''neil'")).toEqual([
      { word: 'run', prefix: true },
      { word: 't', prefix: false },
      { word: 'shirt', prefix: false },
      { word: "o'neil", prefix: false },
    ]);
  });

  it('sums the shares of a term’s lexemes, a prefix over every lexeme it starts, an unknown one as 0', () => {
    const shares = { run: 0.04, runner: 0.01, tee: 0.13, shirt: 0.02 };
    expect(termShare(tsqueryLexemes("'run':*"), shares)).toBeCloseTo(0.05);
    expect(termShare(tsqueryLexemes("'run'"), shares)).toBeCloseTo(0.04);
    expect(termShare(tsqueryLexemes("'tee':* | 't' <-> 'shirt'"), shares)).toBeCloseTo(0.15);
    expect(termShare(tsqueryLexemes("'zebra':*"), shares)).toBe(0);
  });
});
