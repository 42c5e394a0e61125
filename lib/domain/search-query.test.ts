import {
  allowedEdits,
  baseTerms,
  minimumShouldMatch,
  nameHoldsEveryWord,
  parseSynonyms,
  queryTerms,
  queryWords,
  searchLanguageOf,
} from './search-query';

describe('search query rules', () => {
  it('rounds minimum_should_match 75 % down like Elasticsearch, requiring at least one word', () => {
    expect([1, 2, 3, 4, 5, 8].map((count) => minimumShouldMatch(count, 0.75))).toEqual([1, 1, 2, 3, 3, 6]);
  });

  it('allows no edit under 3 letters, one up to 5 letters, two from 6 letters, none with digits', () => {
    expect(['te', 'tee', 'hoodi', 'hoodie', 'ws01'].map((word) => allowedEdits(word, 2))).toEqual([0, 1, 1, 2, 0]);
    expect(allowedEdits('hoodie', 1)).toBe(1);
  });

  it('keeps hyphenated words whole, drops possessive s and splits other apostrophes', () => {
    expect(queryWords("Men's T-Shirt")).toEqual(['men', 't-shirt']);
    expect(queryWords("dell'uomo")).toEqual(['dell', 'uomo']);
    expect(queryWords('the bag for the gym')).toEqual(['bag', 'gym']);
    expect(baseTerms('t-shirt')).toEqual([{ key: 'tshirt', forms: [['tshirt'], ['t-shirt'], ['t', 'shirt']], synonyms: [] }]);
    // Its parts as a phrase only for a word of letters: not for a SKU.
    expect(baseTerms('24-mb01')[0]!.forms).toEqual([['24mb01'], ['24-mb01']]);
  });

  it('keeps SKU-like words of one character with a digit and drops single letters', () => {
    expect(baseTerms('x 24-mb01').map((term) => term.key)).toEqual(['24mb01']);
  });

  it('applies a synonym group to a word and to a run of words', () => {
    const table = parseSynonyms('# comment\ntee, t-shirt, tshirt\nhoodie, hooded sweatshirt\nlonely\n');
    expect(queryTerms('red tshirt', table)).toEqual([
      { key: 'red', forms: [['red']], synonyms: [] },
      { key: 'tshirt', forms: [['tshirt']], synonyms: [['tee'], ['t-shirt']] },
    ]);
    expect(queryTerms('grey hooded sweatshirt', table)[1]).toEqual({
      key: 'hoodedsweatshirt',
      forms: [['hooded', 'sweatshirt']],
      synonyms: [['hoodie']],
    });
    expect(queryTerms('lonely', table)[0]!.synonyms).toEqual([]);
  });

  it('finds the synonym group of a plural in -s, and of a lone letter typed before the rest of an entry', () => {
    const table = parseSynonyms('tee, t-shirt, tshirt\nhoodie, hooded sweatshirt\nglass, tumbler\n');
    expect(queryTerms('t-shirts', table)).toEqual([
      { key: 'tshirts', forms: [['tshirts'], ['t-shirts'], ['t', 'shirts']], synonyms: [['tee'], ['tshirt'], ['t-shirt']] },
    ]);
    expect(queryTerms('hooded sweatshirts', table)[0]!.synonyms).toEqual([['hoodie'], ['hooded', 'sweatshirt']]);
    // "t shirt" is "t-shirt"; "t shirts" its plural; a letter that makes no entry is dropped as before.
    expect(queryTerms('blue t shirt', table)).toEqual([
      { key: 'blue', forms: [['blue']], synonyms: [] },
      { key: 'tshirt', forms: [['tshirt'], ['t-shirt'], ['t', 'shirt']], synonyms: [['tee']] },
    ]);
    expect(queryTerms('t shirts', table)[0]!.synonyms).toEqual([['tee'], ['tshirt'], ['t-shirt']]);
    // A repeated letter is joined each time (it used to be dropped as a repeat before the joining: "shirts" alone).
    expect(queryTerms('t shirt t shirts', table).map((term) => term.key)).toEqual(['tshirt', 'tshirts']);
    expect(queryTerms('red tee red', table).map((term) => term.key)).toEqual(['red', 'tee']);
    expect(queryTerms('v neck', table)).toEqual([{ key: 'neck', forms: [['neck']], synonyms: [] }]);
    // Only a final -s is read as a plural: "glass" is its own word, "glasses" not a plural of an entry.
    expect(queryTerms('glass', table)[0]!.synonyms).toEqual([['tumbler']]);
    expect(queryTerms('glasses', table)[0]!.synonyms).toEqual([]);
  });

  it('picks the text search configuration of the store language', () => {
    expect(['EN', 'DE', 'IT', 'de-DE', 'FR'].map(searchLanguageOf)).toEqual(['english', 'german', 'italian', 'german', 'english']);
  });

  it('trusts a name to hold every word of the text only for words of letters', () => {
    expect(['yoga top', ' Damen  Jacke ', 'maglietta perché', 'Hoodie'].map(nameHoldsEveryWord)).toEqual([true, true, true, true]);
    expect(['runner 2.0', 'tee/top', 't-shirt blue', "men's tee", 'ws01 xs', ''].map(nameHoldsEveryWord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
