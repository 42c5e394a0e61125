import { TextColumns, TextLexicon } from './text-columns';
import { matchesQuery, parseTsQuery, textRank } from './text-query-match';
import { parseTextVector, type TextVector } from './text-vector';

/** A small deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['jacket', 'jackets', 'jack', 'red', 'redwood', 'tee', 'tees', 'shirt', 't', 'bag', 'bags', 'gym', 'hood', 'hoodi', "it's"];

/** A vector as PostgreSQL writes one: each lexeme once, in its order, with ascending positions and their weights. */
function vectorText(next: () => number): string {
  const chosen = WORDS.filter(() => next() < 0.35).sort();
  return chosen
    .map((word) => {
      if (next() < 0.1) return `'${word.replace(/'/g, "''")}'`;
      const positions = new Set<number>();
      const count = 1 + Math.floor(next() * 3);
      while (positions.size < count) positions.add(1 + Math.floor(next() * 12));
      return `'${word.replace(/'/g, "''")}':${[...positions].sort((a, b) => a - b).map((position) => `${position}${'ABCD'[Math.floor(next() * 4)]!.replace('D', '')}`).join(',')}`;
    })
    .join(' ');
}

const QUERIES = [
  "'jacket':*",
  "'jack':* | 'red'",
  "'red':* & 'tee'",
  "'tee':* | 'shirt' | 't' <-> 'shirt'",
  "'t' <-> 'shirt'",
  "'jacket':*A | 'bag':B",
  "'gym':* & ( 'bag':* | 'bag' )",
  "( 'hood':* | 'jacket' ) & 'red':* | 'tee'",
  "'it''s' | 'hoodi'",
  "'red' <2> 'tee':*",
];

describe('TextColumns', () => {
  it('matches and ranks every slot as the rules for one vector do, after retiring and copying slots', () => {
    const next = random(7);
    const lexicon = new TextLexicon();
    const columns = new TextColumns(lexicon);
    const vectors: (TextVector | null)[] = [];
    for (let index = 0; index < 400; index++) {
      const vector = index % 9 === 0 ? null : parseTextVector(vectorText(next));
      vectors.push(vector);
      expect(columns.add(vector)).toBe(index);
    }
    // A word only a product that is then written again holds (the copy into a lexicon of its own leaves it behind).
    const gone = parseTextVector("'discontinued':1A 'red':2");
    vectors.push(gone);
    columns.add(gone);
    const retired = new Set([3, 50, 51, 399, 400]);
    for (const slot of retired) columns.retire(slot);
    const copy = new TextColumns(lexicon);
    const live = columns.liveLexicon();
    const pruned = new TextColumns(live.lexicon);
    const copied: number[] = [];
    for (let slot = 0; slot < vectors.length; slot++) {
      if (retired.has(slot)) continue;
      copied.push(copy.copyOf(columns, slot));
      expect(pruned.copyOf(columns, slot, live.numbers)).toBe(copied.at(-1));
    }
    expect(lexicon.words).toContain('discontinued');
    expect([...pruned.lexicon.words].sort()).toEqual(
      [...new Set(vectors.flatMap((vector, slot) => (vector && !retired.has(slot) ? vector.lexemes : [])))].sort(),
    );
    let matched = 0;
    for (const text of QUERIES) {
      const query = parseTsQuery(text)!;
      const expected = vectors.flatMap((vector, slot) => (vector && !retired.has(slot) && matchesQuery(vector, query) ? [slot] : []));
      const found = columns.matching(query)!;
      expect([text, [...found]]).toEqual([text, expected]);
      matched += found.length;
      for (const weights of [[0.25, 0.25, 0.5, 1], [0.1, 0.2, 0.4, 1]] as const) {
        expect([text, [...columns.ranks(weights, query, found)]]).toEqual([text, expected.map((slot) => textRank(weights, vectors[slot]!, query))]);
      }
      const inCopy = copy.matching(query)!;
      expect([text, [...inCopy]]).toEqual([text, expected.map((slot) => copied[slot - [...retired].filter((gone) => gone < slot).length])]);
      expect([...copy.ranks([0.25, 0.25, 0.5, 1], query, inCopy)]).toEqual(expected.map((slot) => textRank([0.25, 0.25, 0.5, 1], vectors[slot]!, query)));
      expect([text, [...pruned.matching(query)!]]).toEqual([text, [...inCopy]]);
      expect([...pruned.ranks([0.25, 0.25, 0.5, 1], query, inCopy)]).toEqual([...copy.ranks([0.25, 0.25, 0.5, 1], query, inCopy)]);
    }
    expect(matched).toBeGreaterThan(500);
    expect(columns.vectorOf(1)).toEqual(vectors[1]);
    expect(pruned.vectorOf(copied[1]!)).toEqual(vectors[1]);
    expect(columns.matching(parseTsQuery("!'red'")!)).toBeNull();
  });
});

describe('TextLexicon', () => {
  it("finds a prefix's lexemes numbered in any order and at any time, in PostgreSQL's order", () => {
    const lexicon = new TextLexicon();
    for (const word of ['jacket', 'jack', 'red']) lexicon.numberOf(word);
    const words = (numbers: number[]) => numbers.map((number) => lexicon.words[number]);
    expect(words(lexicon.matching('jack', true))).toEqual(['jack', 'jacket']);
    // Numbered after a lookup, already in order among themselves: placed among the earlier ones.
    for (const word of ['jab', 'jacks', 'reds']) lexicon.numberOf(word);
    expect(words(lexicon.matching('ja', true))).toEqual(['jab', 'jack', 'jacket', 'jacks']);
    expect(words(lexicon.matching('red', true))).toEqual(['red', 'reds']);
    // Only the words kept, numbered in order: their prefixes are found without sorting.
    const { lexicon: kept } = lexicon.keeping((number) => lexicon.words[number] !== 'jacket');
    expect(kept.words).toEqual(['jab', 'jack', 'jacks', 'red', 'reds']);
    expect(kept.matching('jack', true).map((number) => kept.words[number])).toEqual(['jack', 'jacks']);
  });
});
