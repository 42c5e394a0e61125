import fc from 'fast-check';
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
  it('leaves out a named field without a value, as the walk does', () => {
    expect(filterSource({ sku: 'WS01', stock: undefined }, ['sku', 'stock'])).toStrictEqual({ sku: 'WS01' });
    expect(filterSource({ sku: 'WS01', stock: undefined }, ['sku', 'stock*'])).toStrictEqual({ sku: 'WS01' });
  });
  it('tells lists apart whatever characters their fields hold', () => {
    const piped = { 'x|y': 1, x: 2, y: 3 };
    expect(filterSource(piped, ['x|y'])).toEqual({ 'x|y': 1 });
    expect(filterSource(piped, ['x'], ['y|'])).toEqual({ x: 2 });
  });
});

/** The walk without skipping subtrees: every path tested against every pattern (what the filter did before). */
function visitEveryPath(doc: unknown, include: string[], exclude: string[]): unknown {
  const toRegex = (field: string) =>
    new RegExp(`^${field.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  const [inc, exc] = [include.map(toRegex), exclude.map(toRegex)];
  const isObj = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  const walk = (value: unknown, path: string, included: boolean): unknown => {
    if (Array.isArray(value)) {
      const entries = value.map((entry) => walk(entry, path, included));
      if (included) return entries.filter((entry) => entry !== undefined);
      if (entries.every((entry) => entry === undefined)) return undefined;
      return entries.map((entry, i) => (entry === undefined && isObj(value[i]) ? {} : entry)).filter((entry) => entry !== undefined);
    }
    if (isObj(value)) {
      const result: Record<string, unknown> = {};
      let kept = false;
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (exc.some((re) => re.test(childPath))) continue;
        const filtered = walk(child, childPath, included || inc.some((re) => re.test(childPath)));
        if (filtered !== undefined) {
          result[key] = filtered;
          kept = true;
        }
      }
      return kept || included ? result : undefined;
    }
    return included ? value : undefined;
  };
  if (include.length === 0 && exclude.length === 0) return doc;
  return walk(doc, '', inc.length === 0) ?? {};
}

describe('filterSource skipping subtrees no pattern can reach', () => {
  const key = fc.constantFrom('a', 'b', 'ab', 'sku', 'id', 'children');
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 3 }), tie('object'), tie('array')),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    array: fc.array(tie('value'), { maxLength: 3 }),
  }));
  const pattern = fc
    .array(fc.constantFrom('a', 'b', 'ab', 'sku', 'id', 'children', '*', '.'), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(''));

  it('keeps exactly what testing every path would keep', () => {
    fc.assert(
      fc.property(json.object, fc.array(pattern, { maxLength: 3 }), fc.array(pattern, { maxLength: 2 }), (doc, include, exclude) => {
        expect(filterSource(doc, include, exclude)).toEqual(visitEveryPath(doc, include, exclude));
      }),
      { numRuns: 2000 },
    );
  });
});
