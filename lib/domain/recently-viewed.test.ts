import { RECENTLY_VIEWED_LIMIT, rememberViewed, viewedToShow, type ViewedProduct } from './recently-viewed';

const viewed = (sku: string, viewedAt: number, storeCode = 'default'): ViewedProduct => ({
  sku,
  storeCode,
  name: `Product ${sku}`,
  url: `/p/${sku}/product-${sku.toLowerCase()}`,
  image: null,
  price: '$10.00',
  viewedAt,
});

describe('recently viewed', () => {
  test('the newest view comes first and a product viewed again moves to the front once', () => {
    let list: ViewedProduct[] = [];
    list = rememberViewed(list, viewed('A', 1));
    list = rememberViewed(list, viewed('B', 2));
    list = rememberViewed(list, viewed('A', 3));
    expect(list.map((entry) => entry.sku)).toEqual(['A', 'B']);
  });

  test('keeps the last 12 products of a store view', () => {
    let list: ViewedProduct[] = [];
    for (let index = 0; index < 15; index++) list = rememberViewed(list, viewed(`P${index}`, index));
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]?.sku).toBe('P14');
    expect(list.at(-1)?.sku).toBe('P3');
  });

  test('the list of one store view keeps only that store view', () => {
    const list = rememberViewed([viewed('A', 1, 'de')], viewed('B', 2));
    expect(list.map((entry) => [entry.storeCode, entry.sku])).toEqual([['default', 'B']]);
  });

  test('the row leaves out the product on screen and other store views', () => {
    const list = [viewed('A', 3), viewed('B', 2), viewed('C', 1, 'de')];
    expect(viewedToShow(list, 'default', 'A').map((entry) => entry.sku)).toEqual(['B']);
    expect(viewedToShow(list, 'de').map((entry) => entry.sku)).toEqual(['C']);
  });

  test('the row shows each product once, newest first, at most 12', () => {
    const list = [viewed('A', 1), viewed('A', 5), ...Array.from({ length: 14 }, (_, index) => viewed(`Q${index}`, 10 + index))];
    const shown = viewedToShow(list, 'default');
    expect(shown).toHaveLength(12);
    expect(shown[0]?.sku).toBe('Q13');
    expect(new Set(shown.map((entry) => entry.sku)).size).toBe(12);
  });
});
