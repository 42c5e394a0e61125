import type { CartLine } from './cart-lines';
import { applyStockResult, cartHash, diffCart, lineFromServerItem, planCartSync, type ServerCartItem } from './cart-sync';

const line = (sku: string, qty: number, extra: Partial<CartLine> = {}): CartLine => ({
  sku,
  parentSku: null,
  name: sku,
  qty,
  price_incl_tax: 10,
  image: null,
  type_id: 'simple',
  options: [],
  checksum: '',
  server_item_id: null,
  ...extra,
});
const item = (item_id: number, sku: string, qty: number, extra: Partial<ServerCartItem> = {}): ServerCartItem => ({ item_id, sku, qty, price: 10, ...extra });

describe('cart sync diff (spec §4 Cart sync)', () => {
  it('tells the four statuses apart', () => {
    const statuses = diffCart(
      [line('A', 1, { server_item_id: 1 }), line('B', 1, { server_item_id: 2 }), line('C', 2), line('D', 1, { server_item_id: 9 })],
      [item(1, 'A', 1), item(2, 'B', 3), item(4, 'D', 1), item(5, 'E', 1)],
    ).map((entry) => `${entry.status}:${'line' in entry ? entry.line.sku : entry.serverItem.sku}`);
    expect(statuses).toEqual(['no-changes:A', 'wrong-qty:B', 'no-item:C', 'update-required:D', 'no-item:E']);
  });

  it('after a login merge the client takes the server quantity: a line never doubles', () => {
    // The guest had 2 of A (guest item 7); the customer's cart already had 1 of A: the server merged it to 3.
    const plan = planCartSync([line('A', 2, { server_item_id: 7 })], [item(3, 'A', 3)]);
    expect(plan.lines).toEqual([expect.objectContaining({ sku: 'A', qty: 3, server_item_id: 3 })]);
    expect(plan.push).toEqual([]);
    expect(planCartSync(plan.lines, [item(3, 'A', 3)]).changed).toBe(false);
  });

  it('pushes lines the server lacks and pulls items the client lacks', () => {
    const plan = planCartSync([line('A', 1)], [item(5, 'E', 2, { name: 'Erika Bag' })]);
    expect(plan.push.map((entry) => entry.sku)).toEqual(['A']);
    expect(plan.pull.map((entry) => entry.sku)).toEqual(['E']);
    expect(plan.changed).toBe(true);
  });

  it('matches bundle lines by their options, not by sku alone', () => {
    const blue = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }] } };
    const red = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }] } };
    const entries = diffCart([line('24-WG080', 1, { product_option: red })], [item(8, '24-WG080', 1, { product_option: blue })]);
    expect(entries.map((entry) => entry.status)).toEqual(['no-item', 'no-item']);
  });

  it('a server item becomes a client line with its quantity and id, from catalogue data when there is some', () => {
    const fromServer = lineFromServerItem(item(5, 'E', 2, { name: 'Erika Bag', price: 12 }), null);
    expect(fromServer).toMatchObject({ sku: 'E', name: 'Erika Bag', qty: 2, server_item_id: 5, price_incl_tax: 12 });
    const fromCatalogue = lineFromServerItem(item(5, 'E', 2, { price: 12 }), { sku: 'E', parentSku: null, name: 'Erika Bag', price_incl_tax: 11, image: '/e.jpg', type_id: 'simple', options: [] });
    expect(fromCatalogue).toMatchObject({ image: '/e.jpg', price_incl_tax: 12, qty: 2 });
  });
});

describe('cart hash', () => {
  it('ignores order and changes with quantity or options', () => {
    const a = [line('A', 1), line('B', 2)];
    expect(cartHash(a)).toBe(cartHash([...a].reverse()));
    expect(cartHash(a)).not.toBe(cartHash([line('A', 1), line('B', 3)]));
    expect(cartHash([item(1, 'A', 1)])).toBe(cartHash([line('A', 1)]));
  });
});

describe('stock sync callback (spec §4)', () => {
  const options = { allowOutOfStock: false, syncEnabled: true, outOfStockMessage: 'Out of stock' };
  it('marks in-stock lines', () => {
    expect(applyStockResult(line('A', 1, { stock: 'volatile' }), { is_in_stock: true }, options)).toMatchObject({ stock: 'ok', errors: [] });
  });
  it('marks an out-of-stock line with an error when the cart syncs or allows it, else removes it', () => {
    expect(applyStockResult(line('A', 1), { is_in_stock: false }, options)).toMatchObject({ stock: 'out_of_stock', errors: ['Out of stock'] });
    expect(applyStockResult(line('A', 1), { is_in_stock: false }, { ...options, syncEnabled: false, allowOutOfStock: true })).not.toBeNull();
    expect(applyStockResult(line('A', 1), { is_in_stock: false }, { ...options, syncEnabled: false })).toBeNull();
  });
});
