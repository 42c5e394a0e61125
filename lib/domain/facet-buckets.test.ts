import { mergeFacetRows } from './facet-buckets';

describe('facet rows of several slices', () => {
  it('sums the counts of a key across slices and keeps the most frequent keys of each facet', () => {
    const rows = [
      { facet: 0, key: '57', doc_count: 3 },
      { facet: 0, key: '58', doc_count: '4' },
      { facet: 0, key: '57', doc_count: 2 },
      { facet: 0, key: '59', doc_count: 1 },
      { facet: 1, key: 'L', doc_count: 1 },
    ];
    expect(mergeFacetRows(rows, new Map([[0, 2], [1, 5]]))).toEqual([
      { facet: 0, key: '57', doc_count: 5 },
      { facet: 0, key: '58', doc_count: 4 },
      { facet: 1, key: 'L', doc_count: 1 },
    ]);
  });

  it('breaks ties by key in code-point order, as the C collation does', () => {
    const rows = ['b', 'B', '10', '9'].map((key) => ({ facet: 0, key, doc_count: 1 }));
    expect(mergeFacetRows(rows, new Map([[0, 3]])).map((row) => row.key)).toEqual(['10', '9', 'B']);
  });

  it('keeps every key of a facet without a size (the price ranges), zeros included', () => {
    const rows = [
      { facet: 2, key: '0.0-50.0', doc_count: 0 },
      { facet: 2, key: '50.0-100.0', doc_count: 2 },
      { facet: 2, key: '0.0-50.0', doc_count: 1 },
    ];
    expect(mergeFacetRows(rows, new Map())).toEqual([
      { facet: 2, key: '0.0-50.0', doc_count: 1 },
      { facet: 2, key: '50.0-100.0', doc_count: 2 },
    ]);
  });
});
