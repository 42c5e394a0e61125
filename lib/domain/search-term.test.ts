import { isSearchable, searchTerm } from './search-term';

describe('searchTerm', () => {
  it('collapses whitespace and trims', () => {
    expect(searchTerm('  red \n tee ')).toEqual({ text: 'red tee', shortened: false });
  });
  it('reads the first of repeated query values', () => {
    expect(searchTerm(['tee', 'hoodie'])).toEqual({ text: 'tee', shortened: false });
  });
  it('cuts text longer than the limit and says so', () => {
    const term = searchTerm('a'.repeat(256), 200);
    expect(term.text).toHaveLength(200);
    expect(term.shortened).toBe(true);
  });
  it('is searchable from 3 characters', () => {
    expect(isSearchable(searchTerm('te'))).toBe(false);
    expect(isSearchable(searchTerm(' tee '))).toBe(true);
    expect(isSearchable(searchTerm(undefined))).toBe(false);
  });
});
