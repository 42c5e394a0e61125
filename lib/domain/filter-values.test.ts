import { filterQueryWithOptionIds, numericOptionIds, optionIdFor } from './filter-values';

const color = {
  attribute_code: 'color',
  options: [
    { value: '49', label: 'Black' },
    { value: '50', label: 'Blue' },
  ],
};
const size = { attribute_code: 'size', options: [{ value: '167', label: 'M' }] };

describe('optionIdFor', () => {
  it('accepts an option id or its label in any case', () => {
    expect(optionIdFor('50', color.options)).toBe('50');
    expect(optionIdFor('blue', color.options)).toBe('50');
    expect(optionIdFor(' BLACK ', color.options)).toBe('49');
  });
  it("knows the option's label in the store view's language", () => {
    const translated = [...color.options, { value: '53', label: 'Green', translations: { de: { label: 'Grün' }, it: { label: 'Verde' } } }];
    expect(optionIdFor('grün', translated, 'de')).toBe('53');
    expect(optionIdFor('Verde', translated, 'it')).toBe('53');
    expect(optionIdFor('Green', translated, 'de')).toBe('53');
  });
  it('answers undefined for a value that names no option', () => {
    expect(optionIdFor('abc', color.options)).toBeUndefined();
    expect(optionIdFor('51', color.options)).toBeUndefined();
  });
});

describe('filterQueryWithOptionIds', () => {
  it('replaces labels with ids and keeps the rest of the query', () => {
    expect(filterQueryWithOptionIds({ color: 'Blue,49', size: 'm', sort: 'final_price:asc' }, [color, size])).toEqual({
      color: '49,50',
      size: '167',
      sort: 'final_price:asc',
    });
  });
  it('keeps unknown values and attributes it does not know, so the page can offer a reset', () => {
    expect(filterQueryWithOptionIds({ color: 'abc', utm_source: 'mail' }, [color])).toEqual({
      color: 'abc',
      utm_source: 'mail',
    });
  });
});

it('resolves German labels in the German store', () => {
  const german = { attribute_code: 'color', options: [{ value: '50', label: 'Blue', translations: { de: { label: 'Blau' } } }] };
  expect(filterQueryWithOptionIds({ color: 'Blau' }, [german], 'de')).toEqual({ color: '50' });
});

describe('numericOptionIds', () => {
  it('keeps option ids only, deduplicated and ordered', () => {
    expect(numericOptionIds(['50', 'abc', '49', '50', '1e308', '99999999999'])).toEqual([49, 50]);
  });
});
