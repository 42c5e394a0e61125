import {
  foldText,
  foldedWords,
  matchSeenProducts,
  offlineQueryWords,
  offlineSearchPage,
  seenProductScore,
  seenProductsToForget,
  type SeenProduct,
} from './offline-search';

const seen = (sku: string, name: string, seenAt = 1, storeCode = 'default'): SeenProduct => ({
  sku, storeCode, name, url: `/p/${sku}/slug`, image: null, price: '$10.00', seenAt,
});

const skus = (list: SeenProduct[]) => list.map((product) => product.sku);

describe('offline search: words', () => {
  it('folds case and accents, ß included', () => {
    expect(foldText('Größe ÜBER Café')).toBe('grosse uber cafe');
    expect(foldedWords('Giacca «Élite» MJ01-XS/Red')).toEqual(['giacca', 'elite', 'mj01', 'xs', 'red']);
  });
});

describe('offline search: the words that count', () => {
  it('leaves out the shop’s stop words, as the online search does, folded like the text', () => {
    expect(offlineQueryWords('Hoodie for the Men')).toEqual(['hoodie', 'men']);
    expect(offlineQueryWords('Jacke FÜR Damen mit Kapuze')).toEqual(['jacke', 'damen', 'kapuze']);
    expect(offlineQueryWords('giacca per la donna e')).toEqual(['giacca', 'donna']);
    expect(offlineQueryWords('tee tee TEE')).toEqual(['tee']);
  });
});

describe('offline search: matching seen products', () => {
  const list = [
    seen('MJ01', 'Beaumont Summit Kit', 1),
    seen('WJ12', 'Olivia 1/4 Zip Light Jacket', 2),
    seen('MJ03', 'Montana Wind Jacket', 3),
    seen('JKT9', 'Hoodie', 4),
    seen('WS01', 'Iris Workout Top', 5),
    seen('DE01', 'Jacke Größe', 6, 'de'),
  ];

  it('finds a word by its beginning, in any case and without accents', () => {
    expect(skus(matchSeenProducts(list, 'default', 'summ'))).toEqual(['MJ01']);
    expect(skus(matchSeenProducts(list, 'default', 'IRIS'))).toEqual(['WS01']);
    expect(skus(matchSeenProducts(list, 'de', 'grosse'))).toEqual(['DE01']);
    expect(skus(matchSeenProducts(list, 'de', 'größe'))).toEqual(['DE01']);
  });

  it('does not match inside a word, nor other store views', () => {
    expect(matchSeenProducts(list, 'default', 'ummit')).toEqual([]);
    expect(matchSeenProducts(list, 'default', 'jacke')).toHaveLength(2);
    expect(skus(matchSeenProducts(list, 'default', 'jacke'))).not.toContain('DE01');
  });

  it('ranks a word in the name above the same word in the sku, then the more recently seen first', () => {
    // "jkt" begins the sku of the hoodie only; "jacket" is in two names.
    const withSkuWord = [...list, seen('JACKET-1', 'Plain Tee', 9)];
    expect(skus(matchSeenProducts(withSkuWord, 'default', 'jacket'))).toEqual(['MJ03', 'WJ12', 'JACKET-1']);
  });

  it('finds a product by its sku or the beginning of a variant sku', () => {
    expect(skus(matchSeenProducts(list, 'default', 'mj01'))).toEqual(['MJ01']);
    expect(skus(matchSeenProducts(list, 'default', 'MJ0'))).toEqual(['MJ03', 'MJ01']);
  });

  it('asks 75 % of the words (rounded down, at least one); more matching words rank first', () => {
    // Two words: one is enough, both rank first.
    expect(skus(matchSeenProducts(list, 'default', 'wind jacket'))).toEqual(['MJ03', 'WJ12']);
    // Three words: two must match.
    expect(skus(matchSeenProducts(list, 'default', 'montana wind parka'))).toEqual(['MJ03']);
    expect(matchSeenProducts(list, 'default', 'montana parka coat')).toEqual([]);
  });

  it('finds with a stop word in the text what it finds without it', () => {
    // Three words would ask two matches; without "for" the two ask one.
    expect(skus(matchSeenProducts(list, 'default', 'jacket for men'))).toEqual(skus(matchSeenProducts(list, 'default', 'jacket men')));
    expect(skus(matchSeenProducts(list, 'default', 'jacket for men'))).toEqual(['MJ03', 'WJ12']);
    expect(matchSeenProducts(list, 'default', 'the for')).toEqual([]);
  });

  it('scores nothing for an empty text or a word nothing begins with', () => {
    expect(seenProductScore(list[0]!, [])).toBe(0);
    expect(seenProductScore(list[0]!, ['zzz'])).toBe(0);
    expect(matchSeenProducts(list, 'default', '   ')).toEqual([]);
  });

  it('keeps one entry per sku, the newest', () => {
    const twice = [seen('A1', 'Old Name Jacket', 1), seen('A1', 'New Name Jacket', 2)];
    expect(matchSeenProducts(twice, 'default', 'jacket').map((product) => product.name)).toEqual(['New Name Jacket']);
    expect(matchSeenProducts(twice, 'default', 'old')).toEqual([]);
  });
});

describe('offline search: what is kept and the answer', () => {
  it('forgets all but the newest of a store view', () => {
    const list = [seen('A', 'a', 3), seen('B', 'b', 1), seen('C', 'c', 2), seen('D', 'd', 4)];
    expect(seenProductsToForget(list, 2).sort()).toEqual(['B', 'C']);
    expect(seenProductsToForget(list, 10)).toEqual([]);
  });

  it('pages the matches and carries the offline and noresults flags', () => {
    const matches = ['A', 'B', 'C'].map((sku) => seen(sku, sku));
    expect(offlineSearchPage(matches, 0, 2)).toMatchObject({ total: 3, offline: true, noresults: false });
    expect(skus(offlineSearchPage(matches, 2, 2).items)).toEqual(['C']);
    expect(offlineSearchPage([], 0, 16)).toEqual({ items: [], total: 0, offline: true, noresults: true });
  });
});
