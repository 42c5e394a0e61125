import { nearestWords, type LexiconWord } from './lexicon-words';

const lexicon: LexiconWord[] = [
  { word: 'hoodie', frequency: 40 },
  { word: 'hoodies', frequency: 3 },
  { word: 'hooded', frequency: 12 },
  { word: 'goodie', frequency: 90 },
  { word: 'hoody', frequency: 12 },
  { word: 'jacket', frequency: 80 },
  { word: 'hoodia', frequency: 12 },
];

describe('nearestWords', () => {
  it('finds the words within the edits sharing the prefix: the closest, then the most frequent, then in code-point order', () => {
    // hooded: one substitution; hoodie (a transposition), hoodia, hoody and hoodies: two edits.
    expect(nearestWords(lexicon, 'hoodei', 2, { prefixLength: 2, limit: 3 })).toEqual(['hooded', 'hoodie', 'hoodia']);
    expect(nearestWords(lexicon, 'hoodei', 2, { prefixLength: 2, limit: 10 })).toEqual(['hooded', 'hoodie', 'hoodia', 'hoody', 'hoodies']);
  });

  it('leaves out the token itself and, with no prefix asked, looks at every word', () => {
    expect(nearestWords(lexicon, 'hoodie', 1, { prefixLength: 2, limit: 5 })).toEqual(['hoodia', 'hoodies']);
    expect(nearestWords(lexicon, 'hoodie', 1, { limit: 5 })).toEqual(['goodie', 'hoodia', 'hoodies']);
  });

  it('counts an insertion, a deletion and a substitution as one edit each', () => {
    expect(nearestWords(lexicon, 'jackt', 1, { limit: 5 })).toEqual(['jacket']);
    expect(nearestWords(lexicon, 'jacketz', 1, { limit: 5 })).toEqual(['jacket']);
    expect(nearestWords(lexicon, 'jacken', 1, { limit: 5 })).toEqual(['jacket']);
    expect(nearestWords(lexicon, 'jakcet', 1, { limit: 5 })).toEqual([]);
  });
});
