import { matchesFilter, sortDocuments, valuesAt } from './document-filter';

const category = { id: 23, parent_id: 21, is_active: true, level: 4, name: 'Jackets', children_data: [{ id: 30 }, { id: 31 }] };

describe('matchesFilter', () => {
  it('matches eq and in, comparing numbers and strings alike', () => {
    expect(matchesFilter(category, { attribute: 'id', value: { eq: '23' } })).toBe(true);
    expect(matchesFilter(category, { attribute: 'id', value: [1, 23] })).toBe(true);
    expect(matchesFilter(category, { attribute: 'id', value: { in: [1, 2] } })).toBe(false);
  });
  it('matches booleans given as true, "true" or 1', () => {
    expect(matchesFilter(category, { attribute: 'is_active', value: true })).toBe(true);
    expect(matchesFilter(category, { attribute: 'is_active', value: { eq: 'true' } })).toBe(true);
    expect(matchesFilter(category, { attribute: 'is_active', value: 1 })).toBe(true);
    expect(matchesFilter(category, { attribute: 'is_active', value: false })).toBe(false);
  });
  it('compares ranges and combines operators with AND', () => {
    expect(matchesFilter(category, { attribute: 'level', value: { gte: 2, lt: 5 } })).toBe(true);
    expect(matchesFilter(category, { attribute: 'level', value: { gt: 4 } })).toBe(false);
  });
  it('looks into arrays along a dot path', () => {
    expect(matchesFilter(category, { attribute: 'children_data.id', value: { eq: 31 } })).toBe(true);
    expect(valuesAt(category, ['children_data', 'id'])).toEqual([30, 31]);
  });
  it('supports like and negation', () => {
    expect(matchesFilter(category, { attribute: 'name', value: { like: 'jack' } })).toBe(true);
    expect(matchesFilter(category, { attribute: 'name', value: { neq: 'Jackets' } })).toBe(false);
  });
});

describe('sortDocuments', () => {
  it('sorts numerically by several fields and puts missing values last', () => {
    const docs = [{ p: 10, n: 'b' }, { p: 2, n: 'a' }, { n: 'z' }, { p: 2, n: 'c' }];
    expect(sortDocuments(docs, [{ field: 'p', direction: 'asc' }, { field: 'n', direction: 'desc' }])).toEqual([
      { p: 2, n: 'c' },
      { p: 2, n: 'a' },
      { p: 10, n: 'b' },
      { n: 'z' },
    ]);
  });
});
