import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  attributeFilterOptions,
  hasActiveFilters,
  listingHref,
  isFilterValueActive,
  parseFilterQuery,
  parsePriceRange,
  priceFilterOptions,
  priceRangeLabel,
  resetFilters,
  setPage,
  setSort,
  toFilterQuery,
  toQueryString,
  toggleFilterValue,
} from './filters';

const dollars = (n: number) => `$${n}`;

describe('parseFilterQuery', () => {
  it('reads attribute filters from comma lists and repeated keys, without duplicates or blanks', () => {
    expect(
      parseFilterQuery({ color: '49,50', size: ['167', '168,167'], material: '', erin: undefined }),
    ).toEqual({
      filters: { color: ['49', '50'], size: ['167', '168'] },
    });
  });
  it('reads price, sort and page', () => {
    expect(parseFilterQuery({ price: '50-100', sort: 'final_price:asc', page: '3' })).toEqual({
      filters: {},
      price: { from: 50, to: 100 },
      sort: 'final_price:asc',
      page: 3,
    });
  });
  it('reads an open-ended price range', () => {
    expect(parseFilterQuery({ price: '150-' }).price).toEqual({ from: 150, to: null });
  });
  it('ignores invalid price, sort and page values', () => {
    expect(parseFilterQuery({ price: 'cheap', sort: 'name:asc', page: '0' })).toEqual({ filters: {} });
    expect(parseFilterQuery({ price: '100-50', page: '-2' })).toEqual({ filters: {} });
    expect(parseFilterQuery({ page: '2.5' })).toEqual({ filters: {} });
  });
  it('takes the first value of a repeated reserved key', () => {
    expect(parseFilterQuery({ price: ['0-50', '50-100'], sort: ['final_price:desc', 'x'] })).toEqual({
      filters: {},
      price: { from: 0, to: 50 },
      sort: 'final_price:desc',
    });
  });
});

describe('parsePriceRange', () => {
  it('accepts closed, open-ended and decimal ranges', () => {
    expect(parsePriceRange('0-50')).toEqual({ from: 0, to: 50 });
    expect(parsePriceRange('150-')).toEqual({ from: 150, to: null });
    expect(parsePriceRange('9.5-19.99')).toEqual({ from: 9.5, to: 19.99 });
  });
  it('rejects malformed or empty ranges', () => {
    for (const value of ['', '-50', '50', '50-50', 'a-b', undefined, null])
      expect(parsePriceRange(value)).toBeUndefined();
  });
});

describe('toFilterQuery and toQueryString', () => {
  it('writes a stable order: attributes alphabetically with sorted values, then price, sort, page', () => {
    const state = {
      filters: { size: ['168', '167'], color: ['50', '49', '50'] },
      price: { from: 150, to: null },
      sort: 'final_price:desc' as const,
      page: 2,
    };
    expect(toQueryString(state)).toBe('color=49,50&size=167,168&price=150-&sort=final_price:desc&page=2');
    expect(Object.keys(toFilterQuery(state))).toEqual(['color', 'size', 'price', 'sort', 'page']);
  });
  it('orders numeric values naturally', () => {
    expect(toQueryString({ filters: { size: ['100', '9', '20'] } })).toBe('size=9,20,100');
  });
  it('leaves out the default sort, the first page and empty filters', () => {
    expect(toQueryString({ filters: { color: [] }, sort: DEFAULT_SORT, page: 1 })).toBe('');
  });
  it('gives the same string for equivalent queries', () => {
    expect(toQueryString({ size: '167', color: ['50', '49'] })).toBe(
      toQueryString({ color: '49,50', size: ['167'] }),
    );
  });
  it('encodes keys and values', () => {
    expect(toQueryString({ filters: { 'my attr': ['a&b'] } })).toBe('my%20attr=a%26b');
  });
});

describe('toggleFilterValue', () => {
  it('adds and removes values of a multi-select attribute', () => {
    const once = toggleFilterValue({}, 'color', '49');
    expect(once).toEqual({ color: '49' });
    const twice = toggleFilterValue(once, 'color', '50');
    expect(twice).toEqual({ color: '49,50' });
    expect(toggleFilterValue(twice, 'color', '49')).toEqual({ color: '50' });
    expect(toggleFilterValue({ color: '49' }, 'color', '49')).toEqual({});
  });
  it('keeps the other filters and the sort but goes back to the first page', () => {
    expect(toggleFilterValue({ size: '167', sort: 'final_price:asc', page: '4' }, 'color', '49')).toEqual({
      color: '49',
      size: '167',
      sort: 'final_price:asc',
    });
  });
  it('treats the price as single-select', () => {
    const cheap = toggleFilterValue({}, 'price', '0-50');
    expect(cheap).toEqual({ price: '0-50' });
    expect(toggleFilterValue(cheap, 'price', '150-')).toEqual({ price: '150-' });
    expect(toggleFilterValue(cheap, 'price', '0-50')).toEqual({});
  });
  it('treats any option flagged single as single-select', () => {
    expect(toggleFilterValue({ erin_recommends: '1' }, 'erin_recommends', '0', { single: true })).toEqual({
      erin_recommends: '0',
    });
  });
  it('ignores blank, comma-containing and malformed price values', () => {
    expect(toggleFilterValue({ color: '49' }, 'color', ' ')).toEqual({ color: '49' });
    expect(toggleFilterValue({ color: '49' }, 'color', '1,2')).toEqual({ color: '49' });
    expect(toggleFilterValue({ price: '0-50' }, 'price', 'free')).toEqual({ price: '0-50' });
  });
});

describe('isFilterValueActive and hasActiveFilters', () => {
  it('tells which values are on', () => {
    const query = { color: '49,50', price: '50-100' };
    expect(isFilterValueActive(query, 'color', '50')).toBe(true);
    expect(isFilterValueActive(query, 'color', '51')).toBe(false);
    expect(isFilterValueActive(query, 'price', '50-100')).toBe(true);
    expect(isFilterValueActive(query, 'price', '0-50')).toBe(false);
  });
  it('ignores sort and page when asking for active filters', () => {
    expect(hasActiveFilters({ sort: 'final_price:asc', page: '2' })).toBe(false);
    expect(hasActiveFilters({ price: '150-' })).toBe(true);
    expect(hasActiveFilters({ size: '167' })).toBe(true);
  });
});

describe('resetFilters, setSort and setPage', () => {
  it('reset clears filters, price and page but keeps the sort', () => {
    expect(resetFilters({ color: '49', price: '0-50', page: '3', sort: 'final_price:desc' })).toEqual({
      sort: 'final_price:desc',
    });
    expect(resetFilters({ color: '49' })).toEqual({});
  });
  it('changing the sort keeps the filters and goes back to the first page', () => {
    expect(setSort({ color: '49', page: '3' }, 'final_price:asc')).toEqual({
      color: '49',
      sort: 'final_price:asc',
    });
    expect(setSort({ sort: 'final_price:asc' }, DEFAULT_SORT)).toEqual({});
  });
  it('sets the page, dropping page 1', () => {
    expect(setPage({ color: '49' }, 2)).toEqual({ color: '49', page: '2' });
    expect(setPage({ page: '2' }, 1)).toEqual({});
  });
});

describe('sort options', () => {
  it('are Latest (default), price ascending and price descending', () => {
    expect(DEFAULT_SORT).toBe('updated_at:desc');
    expect(SORT_OPTIONS.map((option) => option.key)).toEqual([
      'updated_at:desc',
      'final_price:asc',
      'final_price:desc',
    ]);
    expect(SORT_OPTIONS[0]?.label).toBe('Latest');
  });
});

describe('price filter options', () => {
  it('labels the spec ranges with the store currency', () => {
    expect(priceFilterOptions(dollars)).toEqual([
      { id: '0-50', label: '< $50', type: 'price', from: 0, to: 50, single: true },
      { id: '50-100', label: '$50 - $100', type: 'price', from: 50, to: 100, single: true },
      { id: '100-150', label: '$100 - $150', type: 'price', from: 100, to: 150, single: true },
      { id: '150-', label: '> $150', type: 'price', from: 150, to: null, single: true },
    ]);
  });
  it('uses whatever formatter the store view gives', () => {
    const euros = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
    expect(priceRangeLabel({ from: 0, to: 50 }, euros)).toBe('< 50,00 €');
    expect(priceRangeLabel({ from: 150, to: null }, euros)).toBe('> 150,00 €');
    expect(priceRangeLabel({ from: 50, to: 100 }, euros)).toBe('50,00 € - 100,00 €');
  });
  it('accepts custom ranges whose ids round-trip through the query', () => {
    const [option] = priceFilterOptions(dollars, [{ from: 20, to: null }]);
    expect(option?.label).toBe('> $20');
    expect(parseFilterQuery({ price: option?.id }).price).toEqual({ from: 20, to: null });
  });
});

describe('attributeFilterOptions', () => {
  it('builds multi-select options keyed by the attribute code', () => {
    expect(
      attributeFilterOptions('color', [
        { value: 49, label: 'Red' },
        { value: '50', label: 'Blue' },
      ]),
    ).toEqual([
      { id: '49', label: 'Red', type: 'color', single: false },
      { id: '50', label: 'Blue', type: 'color', single: false },
    ]);
  });
});

describe('listingHref', () => {
  it('keeps the search text first, then the normalised filter query', () => {
    expect(listingHref('/search', { page: '2', color: '50,49' }, { q: 'red tee' })).toBe('/search?q=red+tee&color=49,50&page=2');
  });
  it('is the bare path without query or kept keys', () => {
    expect(listingHref('/women', {})).toBe('/women');
  });
});
