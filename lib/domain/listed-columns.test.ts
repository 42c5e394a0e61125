import { FacetKeys } from './facet-values';
import { productValues } from './facet-values.fixture';
import { idsOf, ListedColumns, listedSetOf, lowestIdsOf } from './listed-columns';
import { finalPrice } from './special-price';

const keys = new FacetKeys();

describe('ListedColumns', () => {
  it('gives the final price the spec gives, each end of a special price window included', () => {
    const product = productValues(keys, 1, [3], {}, {
      price: 80,
      special_price: 60,
      special_from_date: '2026-06-01T00:00:00Z',
      special_to_date: new Date('2026-06-30T00:00:00Z'),
    });
    const { columns, slots } = listedSetOf([product, { ...product, id: 2, special_price: 90 }, { ...product, id: 3, special_price: null }]);
    for (const at of ['2026-05-31T23:59:59.999Z', '2026-06-01T00:00:00Z', '2026-06-30T00:00:00Z', '2026-06-30T00:00:00.001Z']) {
      const now = new Date(at);
      expect([at, [...slots].map((slot) => columns.finalPrice(slot, now.getTime()))]).toEqual([at, [finalPrice(product, now), 80, 80]]);
    }
    const at = (time: string) => columns.finalPrice(slots[0]!, Date.parse(time));
    expect([at('2026-05-31T23:59:59.999Z'), at('2026-06-01T00:00:00Z'), at('2026-06-30T00:00:00Z'), at('2026-06-30T00:00:00.001Z')]).toEqual([80, 60, 60, 80]);
  });

  it('keeps each slot as written while more are added and the columns grow, and copies a slot whole', () => {
    const products = Array.from({ length: 3000 }, (_, index) =>
      productValues(keys, index + 1, [index % 7], { color: [index % 11, index % 13] }, {
        isNew: index % 2 === 0,
        inStock: index % 3 !== 0,
        visibility: 1 + (index % 4),
        generation: 10 + index,
        price: 20 + index,
        special_price: index % 5 === 0 ? 10 + index : null,
        special_from_date: index % 10 === 0 ? new Date(1_780_000_000_000 + index) : null,
        special_to_date: index % 15 === 0 ? new Date(1_790_000_000_000 + index) : null,
        updatedAt: 1_780_000_000_000_000 + index,
        createdAt: 1_770_000_000_000_000 - index,
        salesCount: index % 9,
      }),
    );
    const everyColumn = (from: ListedColumns, slot: number) => [
      from.ids[slot],
      from.generations[slot],
      from.prices[slot],
      from.specials[slot],
      from.specialFroms[slot],
      from.specialTos[slot],
      from.updatedAts[slot],
      from.createdAts[slot],
      from.salesCounts[slot],
    ];
    const { columns, slots } = listedSetOf(products);
    expect(idsOf({ columns, slots })).toEqual(products.map((product) => product.id));
    const copy = new ListedColumns();
    for (const slot of slots) {
      const product = products[slot]!;
      const copied = copy.copyOf(columns, slot);
      for (const [from, where] of [[columns, slot], [copy, copied]] as const) {
        expect([...from.keysOf(where)]).toEqual(Array.from(product.keys));
        expect([from.isNew(where), from.inStock(where), from.visibilities[where], from.categoryKeys[where]]).toEqual([product.isNew, product.inStock, product.visibility, 1]);
      }
      const special = product.special_price ?? Number.NaN;
      const window = [product.special_from_date ? (product.special_from_date as Date).getTime() : -Infinity, product.special_to_date ? (product.special_to_date as Date).getTime() : Infinity];
      const expected = [product.id, product.generation, product.price, special, ...window, product.updatedAt, product.createdAt, product.salesCount];
      expect([everyColumn(columns, slot), everyColumn(copy, copied)]).toEqual([expected, expected]);
    }
    expect(copy.size).toBe(3000);
  });
});

describe('lowestIdsOf', () => {
  const products = (ids: readonly number[]) => ids.map((id) => productValues(keys, id, [id % 3], {}));

  it('keeps the products of lowest id, in the set order, whatever order the set holds them in', () => {
    const ids = Array.from({ length: 500 }, (_, index) => ((index * 7919) % 500) + 1);
    const set = listedSetOf(products(ids));
    const kept = lowestIdsOf(set, 120);
    expect(kept.slots).toHaveLength(120);
    expect(idsOf(kept)).toEqual(ids.filter((id) => id <= 120));
    const reversed = listedSetOf(products([...ids].reverse()));
    expect(idsOf(lowestIdsOf(reversed, 120)).sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
  });

  it('keeps every product of a set no larger than the limit, and the one lowest when the limit is one', () => {
    const set = listedSetOf(products([9, 4, 7]));
    expect(lowestIdsOf(set, 3)).toBe(set);
    expect(idsOf(lowestIdsOf(set, 1))).toEqual([4]);
    expect(idsOf(lowestIdsOf(set, 2))).toEqual([4, 7]);
    const many = listedSetOf(products(Array.from({ length: 2000 }, (_, index) => 2000 - index)));
    for (const limit of [1, 2, 999, 1000, 1999]) expect(idsOf(lowestIdsOf(many, limit))).toEqual(Array.from({ length: limit }, (_, index) => limit - index));
  });
});
