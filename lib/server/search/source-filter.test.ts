import { filterSource } from './source-filter';

const doc = {
  sku: 'WS01',
  name: 'Gwyn Endurance Tee',
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [
    { sku: 'WS01-S-Red', price: 29, color: 1 },
    { sku: 'WS01-M-Red', price: 31, color: 1 },
  ],
};

describe('filterSource', () => {
  it('returns the whole document without lists', () => {
    expect(filterSource(doc)).toEqual(doc);
  });
  it('keeps only included fields, following dot paths into objects and arrays', () => {
    expect(filterSource(doc, ['sku', 'stock.qty', 'configurable_children.sku'])).toEqual({
      sku: 'WS01',
      stock: { qty: 3 },
      configurable_children: [{ sku: 'WS01-S-Red' }, { sku: 'WS01-M-Red' }],
    });
  });
  it('merges two includes below the same field', () => {
    expect(filterSource(doc, ['configurable_children.sku', 'configurable_children.price'])).toEqual({
      configurable_children: [
        { sku: 'WS01-S-Red', price: 29 },
        { sku: 'WS01-M-Red', price: 31 },
      ],
    });
  });
  it('removes excluded fields, also inside arrays, without touching the input', () => {
    const result = filterSource(doc, [], ['name', 'configurable_children.price']);
    expect(result).toEqual({
      sku: 'WS01',
      stock: doc.stock,
      configurable_children: [
        { sku: 'WS01-S-Red', color: 1 },
        { sku: 'WS01-M-Red', color: 1 },
      ],
    });
    expect(doc.configurable_children[0]).toHaveProperty('price', 29);
  });
  it('ignores paths that do not exist', () => {
    expect(filterSource(doc, ['nope', 'stock.nope'])).toEqual({});
  });

  it('matches wildcards against full dot paths, as Elasticsearch source filtering does', () => {
    const product = { ...doc, image: '/a.jpg', small_image: '/b.jpg', configurable_children: [{ sku: 'C1', image: '/c.jpg', price: 1 }] };
    expect(filterSource(product, ['*sku', '*image'])).toEqual({
      sku: 'WS01',
      image: '/a.jpg',
      small_image: '/b.jpg',
      configurable_children: [{ sku: 'C1', image: '/c.jpg' }],
    });
    expect(filterSource(product, [], ['*.price', 'stock.qty'])).toEqual({
      ...product,
      stock: { is_in_stock: true },
      configurable_children: [{ sku: 'C1', image: '/c.jpg' }],
    });
  });
  it('takes a nested field at any depth with *.field (the category tree of Vue Storefront 1)', () => {
    const tree = { id: 1, name: 'All', children_data: [{ id: 2, name: 'Women', children_data: [{ id: 3, name: 'Tops' }] }] };
    expect(filterSource(tree, ['name', '*.children_data.id', '*.id'])).toEqual({
      name: 'All',
      children_data: [{ id: 2, children_data: [{ id: 3 }] }],
    });
  });
  it('includes the whole subtree of a matched object and still applies the excludes inside it', () => {
    expect(filterSource(doc, ['stock', 'sku'], ['stock.qty'])).toEqual({ sku: 'WS01', stock: { is_in_stock: true } });
  });
});
