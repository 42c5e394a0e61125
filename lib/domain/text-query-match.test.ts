import { matchesQuery, parseTsQuery, supportedQuery, textRank } from './text-query-match';
import { parseTextVector } from './text-vector';

/**
 * Each row as PostgreSQL 15 answers it: `vector::text`, `to_tsquery('simple', …)::text`, `vector @@ query`,
 * `ts_rank('{0.25,0.25,0.5,1}', vector, query)::float8` and `ts_rank(vector, query)::float8` (weights 0.1, 0.2, 0.4, 1).
 */
const ANSWERS: [vector: string, query: string, match: boolean, shopRank: number, defaultRank: number][] = [
  ["'bag':1A 'bags':3C 'gym':2A", "'gym':* & 'bag':*", true, 0.4955160915851593, 0.44320306181907654],
  ["'bag':1A 'bags':3C 'gym':2A", "'gym':* & ( 'bag':* | 'bag' )", true, 0.9910321831703186, 0.9910321831703186],
  ["'a':1A 'b':2B 'c':3C 'd':9", "'a' <-> ( 'b' <-> 'c' )", true, 0.9013490080833435, 0.8497200012207031],
  ["'a':1A 'b':2B 'c':3C 'd':9", "'a' <2> 'c'", true, 0.4925042688846588, 0.44050922989845276],
  ["'a':1A 'b':2B 'c':4C 'd':9", "'a' <-> ( 'b' <-> 'c' )", false, 0.899911642074585, 0.8479887247085571],
  ["'a':1A 'b':2B 'c':3C 'd':9", "'a' <-> 'b' <-> 'c'", true, 0.9013490080833435, 0.8497200012207031],
  ["'jacket':1A,5C 'jackets':7B 'red':2", "'jacket':*", true, 0.9498860836029053, 0.8814942836761475],
  ["'jacket':1A,5C 'jackets':7B 'red':2", "'jacket':*A & 'red'", true, 0.3234659731388092, 0.1829799860715866],
  ["'jacket':1A,5C 'jackets':7B 'red':2", "'jacket':B | 'red':C", false, 0.3989521563053131, 0.3495580554008484],
  ["'jacket':1A,5C 'jackets':7B 'red':2", "'jacket':*B <-> 'red'", false, 0.3234659731388092, 0.1829799860715866],
  ["'jacket':1A,5C 'jackets':7B 'red':2", "'red' <-> 'jacket':*", false, 0.3234659731388092, 0.1829799860715866],
  ["'jacket' 'red'", "'jacket' & 'red'", true, 2.5000000090687343e-16, 1.0000000168623835e-16],
  ["'jacket' 'red'", "'jacket' | 'red'", true, 0.15198177099227905, 0.0607927106320858],
  ["'tee':1A,2B,3C,4,20A", "'tee' | 'shirt'", true, 0.3673103451728821, 0.3551729917526245],
  ["'shirt':150 'tee':1A,2B,3C,4,20A", "'tee' & 'shirt'", true, 1.887379141862766e-15, 1.1102230246251565e-15],
  ["'it''s':1A", "'it' <-> 's'", false, 9.999999682655225e-21, 9.999999682655225e-21],
  // From 7 query items on, PostgreSQL's sort (not a stable one) decides which of equal lexemes ('ab' and 'ab':*AB,
  // 'ba':AB and 'ba':*AB) is the one ranked.
  ["'a':1B,2C,3C 'ab':4A 'abc':5 'ba':6A,7C 'cd':8A 'd':9C", "'a' | 'b':* | 'ab' | 'abc':* | 'd':* | 'ab':*AB | 'd'", true, 0.383331835269928, 0.3431410491466522],
  ["'a':1C,2,3 'abc':4,5C 'ba':6C,7,8C 'cd':9 'd':10B", "( 'b':A | 'abc' | 'cd':* | 'ab':CD ) & 'b':* | 'ba':AB | 'ba':*AB | 'c' | 'c' | 'd' | 'a' | 'd':*A | 'c':*", true, 0.15831436216831207, 0.11630827933549881],
  // Above 40 items the pivot is a median of medians, and a part already in order is left as it is: these two differ from
  // PostgreSQL without either rule, or with the median's ties taken the other way.
  ["'ab':1C,2 'abc':3 'b':4B,5B 'ba':6A 'c':7A 'cd':8 'd':9A,10,11 'e':12", "'ab' | 'ab':* | 'c' | 'c':* | 'd' | 'ba' | 'c':* | 'd':* | 'd':* | 'ba' | 'abc':B | 'c':* | 'a' | 'ba':* | 'abc' | 'a':* | 'abc':* | 'abc':* | 'a':* | 'ab':* | 'b' | 'c' | 'a' | 'a' | 'ab':* | 'ab':* | 'ab':* | 'ab':B | 'ba':* | 'a' | 'e':AB | 'e':A | 'a':* | 'abc':* | 'b':B | 'b':* | 'ab':* | 'd':* | 'ab':* | 'cd':B | 'd':* | 'ba':* | 'd':* | 'ba' | 'ab' | 'ba':* | 'ab' | 'ab':A | 'ba' | 'c':A | 'a':* | 'e':* | 'a' | 'c':* | 'ba' | 'c' | 'abc':* | 'cd':AB | 'e':* | 'b':* | 'abc' | 'cd':* | 'b' | 'e':* | 'e' | 'e':* | 'c' | 'ab' | 'cd':* | 'd':* | 'e':* | 'c':* | 'a':* | 'c' | 'c' | 'abc':* | 'c':* | 'a':*", true, 0.3607221841812134, 0.2962706387042999],
  ["'a':1C 'abc':2B,3A,4B 'b':5C 'c':6C 'cd':7A,8B,9 'e':10B", "'a':* | 'd':* | 'abc' | 'a':* | 'b' | 'a' | 'cd':* | 'c':* | 'a':* | 'b' | 'ab':* | 'd':* | 'c':* | 'cd':* | 'd':* | 'ba' | 'd':* | 'abc' | 'e':A | 'd':* | 'e':* | 'a':* | 'abc' | 'e' | 'abc':* | 'ba':* | 'e':A | 'a' | 'cd' | 'cd' | 'd':A | 'ab':* | 'b' | 'ab':B | 'cd':* | 'a' | 'd' | 'cd':* | 'abc':* | 'd' | 'cd' | 'a' | 'd':* | 'ba' | 'c' | 'c':* | 'd' | 'ba':* | 'b':B | 'b' | 'b':* | 'a':* | 'e':* | 'cd':* | 'ba':* | 'a' | 'cd' | 'cd' | 'ba':AB | 'cd':* | 'cd':* | 'e':* | 'c':* | 'cd' | 'abc' | 'b':* | 'b':* | 'cd' | 'ab':* | 'cd':* | 'cd' | 'd':* | 'cd' | 'ba':* | 'c':AB | 'cd':*", true, 0.5553901791572571, 0.5103585720062256],
];

describe('a tsquery matched and ranked as PostgreSQL does', () => {
  it.each(ANSWERS)('%s @@ %s', (vectorText, queryText, match, shopRank, defaultRank) => {
    const vector = parseTextVector(vectorText);
    const query = parseTsQuery(queryText)!;
    expect(supportedQuery(query)).toBe(true);
    expect(matchesQuery(vector, query)).toBe(match);
    expect(textRank([0.25, 0.25, 0.5, 1], vector, query)).toBe(shopRank);
    expect(textRank([0.1, 0.2, 0.4, 1], vector, query)).toBe(defaultRank);
  });

  it('reads a vector as PostgreSQL writes it: quotes doubled, backslashes escaped, weights, stripped lexemes', () => {
    expect(parseTextVector("'back\\\\slash':3 'it''s':1A 'red'")).toEqual({
      lexemes: ['back\\slash', "it's", 'red'],
      positions: [Uint16Array.of(3), Uint16Array.of((3 << 14) | 1), new Uint16Array(0)],
    });
  });

  it('reads the operators with to_tsquery precedence, and refuses what is not a tsquery', () => {
    expect(parseTsQuery("'a' | 'b' & 'c' <-> 'd'")).toEqual({
      kind: 'or',
      left: { kind: 'word', word: 'a', prefix: false, weights: 0 },
      right: {
        kind: 'and',
        left: { kind: 'word', word: 'b', prefix: false, weights: 0 },
        right: { kind: 'phrase', distance: 1, left: { kind: 'word', word: 'c', prefix: false, weights: 0 }, right: { kind: 'word', word: 'd', prefix: false, weights: 0 } },
      },
    });
    expect(parseTsQuery('')).toBeNull();
    expect(() => parseTsQuery("'a' &")).toThrow();
    expect(() => parseTsQuery("( 'a'")).toThrow();
    expect(supportedQuery(parseTsQuery("'a' <-> ( 'b' | 'c' )")!)).toBe(false);
    expect(supportedQuery(parseTsQuery("!'a' & 'b'")!)).toBe(true);
    expect(matchesQuery(parseTextVector("'b':1"), parseTsQuery("!'a' & 'b'")!)).toBe(true);
  });
});
