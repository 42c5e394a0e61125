import { FacetKeys } from './facet-values';
import { productValues } from './facet-values.fixture';
import { listedSetOf, type ProductValues } from './listed-columns';
import { listingPage, ordersByValues, type ListingSort } from './listing-order';

const now = new Date('2026-06-01T12:00:00Z');

/** A deterministic catalogue with many ties (prices, times, sales, novelty), some special prices in and out of their window. */
function catalogue(count: number): ProductValues[] {
  const keys = new FacetKeys();
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, (_, index) => productValues(keys, count * 3 - index * 3 + Math.floor(next() * 3), [], {}, {
    price: [20, 45.5, 45.5, 99, 120][Math.floor(next() * 5)]!,
    special_price: next() < 0.3 ? 30 : null,
    special_from_date: next() < 0.5 ? '2026-05-01T00:00:00Z' : '2026-07-01T00:00:00Z',
    special_to_date: null,
    updatedAt: 1_780_000_000_000_000 + Math.floor(next() * 20),
    createdAt: 1_770_000_000_000_000 + Math.floor(next() * 5) * 1_000_001,
    salesCount: Math.floor(next() * 4),
    isNew: next() < 0.5,
  }));
}

/** The order SQL gives: every sort key compared in turn, the id ascending last; the final price by the spec's rule. */
function reference(products: ProductValues[], sorts: ListingSort[]): number[] {
  const value = (product: ProductValues, field: string): number => {
    if (field === 'final_price' || field === 'price') {
      const active = product.special_price != null && product.special_price < product.price && Date.parse(String(product.special_from_date)) <= now.getTime();
      return active ? product.special_price! : product.price;
    }
    if (field === 'updated_at') return product.updatedAt;
    if (field === 'created_at') return product.createdAt;
    if (field === 'sales_count') return product.salesCount;
    if (field === 'new') return product.isNew ? 1 : 0;
    return product.id;
  };
  return [...products]
    .sort((a, b) => {
      for (const sort of sorts) {
        const difference = value(a, sort.field) - value(b, sort.field);
        if (difference !== 0) return sort.direction === 'desc' ? -difference : difference;
      }
      return a.id - b.id;
    })
    .map((product) => product.id);
}

describe('listingPage', () => {
  const products = catalogue(700);
  const listed = listedSetOf(products);
  const orders: ListingSort[][] = [
    [{ field: 'updated_at', direction: 'desc' }],
    [{ field: 'final_price', direction: 'asc' }],
    [{ field: 'price', direction: 'desc' }],
    [{ field: 'created_at', direction: 'asc' }],
    [{ field: 'sales_count', direction: 'desc' }, { field: 'final_price', direction: 'asc' }],
    [{ field: 'new', direction: 'desc' }],
    [{ field: 'position', direction: 'asc' }],
    [{ field: 'id', direction: 'desc' }],
  ];

  it('gives every page of the order SQL gives, ties broken by the id, special prices by their window', () => {
    for (const sorts of orders) {
      const expected = reference(products, sorts);
      for (const [from, size] of [[0, 18], [18, 18], [36, 18], [0, 1], [690, 18], [200, 300], [0, 700]] as const) {
        expect([sorts, from, size, listingPage(listed, sorts, from, size, now)]).toEqual([sorts, from, size, expected.slice(from, from + size)]);
      }
    }
  });

  it('answers an empty page past the end or for no products', () => {
    expect(listingPage(listed, orders[0]!, 700, 18, now)).toEqual([]);
    expect(listingPage(listedSetOf([]), orders[1]!, 0, 18, now)).toEqual([]);
  });

  it('takes only orders by a number: a name or SKU is the database collation', () => {
    expect(ordersByValues(orders.flat())).toBe(true);
    expect(ordersByValues([])).toBe(true);
    expect(ordersByValues([{ field: 'name', direction: 'asc' }])).toBe(false);
    expect(ordersByValues([{ field: 'final_price', direction: 'asc' }, { field: 'sku', direction: 'asc' }])).toBe(false);
    expect(ordersByValues([{ field: 'constructor', direction: 'asc' }])).toBe(false);
    expect(() => listingPage(listed, [{ field: 'name', direction: 'asc' }], 0, 18, now)).toThrow(/name/);
  });
});
