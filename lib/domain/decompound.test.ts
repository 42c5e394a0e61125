import { compoundsOf, isKnownWord, splitCompound } from './decompound';

const vocabulary = new Set([
  'damen', 'herren', 'jacke', 'jacken', 'training', 'hose', 'sport', 'tasche', 'sporttasche', 'reisetasche',
  'umhängetasche', 'trinkflasche', 'lauf', 'shirt', 'laufshirt', 'kapuze', 'pullover', 'ruck', 'rucksack', 'uhr',
  'sportuhr', 'yoga', 'matte', 'yogamatte', 'shorts', 'bh',
]);

describe('splitCompound', () => {
  it('splits a compound into known parts', () => {
    expect(splitCompound('damenjacke', vocabulary)).toEqual(['damen', 'jacke']);
    expect(splitCompound('herrenshorts', vocabulary)).toEqual(['herren', 'shorts']);
  });

  it('reads the linking elements -s-, -n-, -es-, -en-, -e- between parts', () => {
    expect(splitCompound('trainingshose', vocabulary)).toEqual(['training', 'hose']);
    expect(splitCompound('kapuzenpullover', vocabulary)).toEqual(['kapuze', 'pullover']);
    expect(splitCompound('sportesuhr', vocabulary)).toEqual(['sport', 'uhr']);
  });

  it('accepts an inflected last part and three parts', () => {
    expect(splitCompound('damenjacken', vocabulary)).toEqual(['damen', 'jacken']);
    expect(splitCompound('damenhosen', vocabulary)).toEqual(['damen', 'hose']);
    expect(splitCompound('damensporttasche', vocabulary)).toEqual(['damen', 'sporttasche']);
    expect(splitCompound('damenyogahose', vocabulary)).toEqual(['damen', 'yoga', 'hose']);
  });

  it('never splits a known word, or its inflected form', () => {
    expect(splitCompound('sporttasche', vocabulary)).toBeNull();
    expect(splitCompound('sporttaschen', vocabulary)).toBeNull();
    expect(splitCompound('rucksack', vocabulary)).toBeNull();
    expect(splitCompound('laufshirt', vocabulary)).toBeNull();
  });

  it('keeps parts of at least the minimum length and leaves words it cannot read whole', () => {
    expect(splitCompound('sportbh', vocabulary)).toBeNull();
    expect(splitCompound('sportbh', vocabulary, { minPart: 2, maxCompounds: 12 })).toEqual(['sport', 'bh']);
    expect(splitCompound('damenxyzjacke', vocabulary)).toBeNull();
    expect(splitCompound('hoodie', vocabulary)).toBeNull();
  });

  it('tells a known word from an unknown one', () => {
    expect(isKnownWord('jacken', vocabulary)).toBe(true);
    expect(isKnownWord('damenjacke', vocabulary)).toBe(false);
  });
});

describe('compoundsOf', () => {
  it('names the known compounds a part ends, shortest first', () => {
    expect(compoundsOf('tasche', vocabulary)).toEqual(['reisetasche', 'sporttasche', 'umhängetasche']);
    expect(compoundsOf('matte', vocabulary)).toEqual(['yogamatte']);
  });

  it('finds them for a plural too', () => {
    expect(compoundsOf('taschen', vocabulary)).toEqual(['reisetasche', 'sporttasche', 'umhängetasche']);
    expect(compoundsOf('uhren', vocabulary)).toEqual(['sportuhr']);
  });

  it('needs a modifier of the minimum length and caps the list', () => {
    expect(compoundsOf('shirt', vocabulary)).toEqual(['laufshirt']);
    expect(compoundsOf('ack', vocabulary)).toEqual(['rucksack']);
    expect(compoundsOf('tasche', vocabulary, { minPart: 3, maxCompounds: 1 })).toEqual(['reisetasche']);
    expect(compoundsOf('bh', vocabulary)).toEqual([]);
  });
});
