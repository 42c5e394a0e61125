import { mergeFacetRows } from './facet-buckets';
import { countFacetValues, FacetKeys } from './facet-values';
import { productValues } from './facet-values.fixture';
import { listedSetOf, type ProductValues } from './listed-columns';

const keys = new FacetKeys();
let lastId = 0;
const product = (categoryIds: number[], attrs: Record<string, unknown>, price: Partial<ProductValues> = {}) =>
  productValues(keys, ++lastId, categoryIds, attrs, price);

const now = new Date('2026-06-01T12:00:00Z');
const products = listedSetOf([
  product([2, 3], { color: [49, 50], size: [167] }, { price: 120 }),
  product([3], { color: [50], size: ['167', 168] }, { price: 160, special_price: 90 }),
  product([3, 3], { color: [null], size: 'M' }, { price: 160, special_price: 90, special_to_date: new Date('2026-05-01T00:00:00Z') }),
  product([4], {}, { price: 50 }),
]);

describe('countFacetValues', () => {
  it('counts each category and each attribute value per product, a key listed twice twice, keys as text', () => {
    const rows = countFacetValues(products, [{ position: 0, kind: 'category' }, { position: 1, kind: 'attribute', code: 'color' }], keys, now);
    expect(rows).toEqual(
      expect.arrayContaining([
        { facet: 0, key: '2', doc_count: 1 },
        { facet: 0, key: '3', doc_count: 4 },
        { facet: 0, key: '4', doc_count: 1 },
        { facet: 1, key: '49', doc_count: 1 },
        { facet: 1, key: '50', doc_count: 2 },
        { facet: 1, key: null, doc_count: 1 },
      ]),
    );
    expect(rows).toHaveLength(6);
  });

  it('a number and its text are one key; a value that is not a list has none', () => {
    const rows = countFacetValues(products, [{ position: 0, kind: 'attribute', code: 'size' }], keys, now);
    expect(rows).toEqual([
      { facet: 0, key: '167', doc_count: 2 },
      { facet: 0, key: '168', doc_count: 1 },
    ]);
  });

  it('counts only the products given, and a field nobody has gives no rows', () => {
    expect(countFacetValues({ columns: products.columns, slots: products.slots.subarray(3) }, [{ position: 0, kind: 'attribute', code: 'color' }], keys, now)).toEqual([]);
    expect(countFacetValues(products, [{ position: 0, kind: 'attribute', code: 'material' }], keys, now)).toEqual([]);
  });

  it('puts each final price in its ranges: a special price only while it counts, a range includes its start', () => {
    const rows = countFacetValues(products, [{ position: 2, kind: 'price' }], keys, now);
    expect(rows).toEqual([
      { facet: 2, key: '0.0-50.0', doc_count: 0 },
      { facet: 2, key: '50.0-100.0', doc_count: 2 },
      { facet: 2, key: '100.0-150.0', doc_count: 1 },
      { facet: 2, key: '150.0-*', doc_count: 1 },
    ]);
  });

  it('counts the new products and the others of the new facet as its keys 1 and 0, a key nobody has left out', () => {
    const mixed = listedSetOf([product([1], {}, { isNew: true }), product([1], {}, { isNew: false }), product([1], {}, { isNew: true })]);
    expect(countFacetValues(mixed, [{ position: 4, kind: 'new' }], keys, now)).toEqual([
      { facet: 4, key: '1', doc_count: 2 },
      { facet: 4, key: '0', doc_count: 1 },
    ]);
    expect(countFacetValues({ columns: mixed.columns, slots: mixed.slots.subarray(1, 2) }, [{ position: 4, kind: 'new' }], keys, now)).toEqual([
      { facet: 4, key: '0', doc_count: 1 },
    ]);
  });

  it('with mergeFacetRows, keeps the most frequent keys, ties in code-point order, as the facets statement does', () => {
    const many = listedSetOf([product([10, 9], {}), product([10, 9], {}), product([11], {})]);
    const rows = countFacetValues(many, [{ position: 0, kind: 'category' }], keys, now);
    expect(mergeFacetRows(rows, new Map([[0, 2]]))).toEqual([
      { facet: 0, key: '10', doc_count: 2 },
      { facet: 0, key: '9', doc_count: 2 },
    ]);
  });
});
