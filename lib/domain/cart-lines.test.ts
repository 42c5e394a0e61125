import { addToLines, cartCount, parseQuantity, putLine, removeFromLines, replaceLine, type NewCartLine } from './cart-lines';

const configurable = (sku: string): NewCartLine => ({
  sku,
  parentSku: 'WS12',
  name: 'Tee',
  price_incl_tax: 20,
  image: null,
  type_id: 'configurable',
  options: [],
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 51 }] } },
});

describe('cart lines', () => {
  it('adds a new line with qty 1 by default, and increases the quantity of the same item', () => {
    const first = addToLines([], configurable('WS12-S-Brown'));
    expect(first).toMatchObject({ updated: false, previousQty: null, line: { qty: 1 } });
    const second = addToLines(first.lines, configurable('WS12-S-Brown'), 2);
    expect(second).toMatchObject({ updated: true, previousQty: 1, line: { qty: 3 } });
    expect(second.lines).toHaveLength(1);
    const other = addToLines(second.lines, configurable('WS12-M-Brown'));
    expect(other.lines).toHaveLength(2);
  });

  it('removes a line and the children of a removed parent', () => {
    const { lines } = addToLines(addToLines([], configurable('WS12-S-Brown')).lines, { ...configurable('WS12'), sku: 'BUNDLE', parentSku: null, product_option: null });
    const withChild = [...lines, { ...lines[0]!, sku: 'CHILD', parentSku: 'BUNDLE', product_option: null }];
    expect(removeFromLines(withChild, { sku: 'BUNDLE' }).map((line) => line.sku)).toEqual(['WS12-S-Brown']);
    expect(removeFromLines(withChild, { sku: 'BUNDLE' }, { withChildren: false }).map((line) => line.sku)).toEqual(['WS12-S-Brown', 'CHILD']);
  });

  it('replaces or drops a matching line', () => {
    const { lines } = addToLines([], configurable('A'));
    expect(replaceLine(lines, { sku: 'A', product_option: lines[0]!.product_option }, (line) => ({ ...line, qty: 5 }))[0]?.qty).toBe(5);
    expect(replaceLine(lines, lines[0]!, () => null)).toEqual([]);
  });

  it('puts a line in place of the same item, keeping a server id learnt meanwhile, or appends it', () => {
    const { lines, line } = addToLines([], configurable('WS12-S-Brown'));
    const known = [{ ...line, server_item_id: 7 }, ...addToLines([], configurable('WS12-M-Brown')).lines];
    expect(putLine(known, { ...line, qty: 3 }).map((entry) => [entry.sku, entry.qty, entry.server_item_id])).toEqual([
      ['WS12-S-Brown', 3, 7],
      ['WS12-M-Brown', 1, null],
    ]);
    expect(putLine(lines, addToLines([], configurable('WS12-L-Brown')).line).map((entry) => entry.sku)).toEqual(['WS12-S-Brown', 'WS12-L-Brown']);
  });

  it('parses string quantities with the spec messages', () => {
    expect(parseQuantity(' 3 ')).toEqual({ ok: true, qty: 3 });
    expect(parseQuantity('0')).toEqual({ ok: false, error: 'Quantity must be above 0' });
    expect(parseQuantity('1.5')).toEqual({ ok: false, error: 'Quantity must be positive integer' });
    expect(parseQuantity('abc')).toEqual({ ok: false, error: 'Quantity must be positive integer' });
    expect(parseQuantity('7', 5)).toEqual({ ok: false, error: 'Only 5 products of this type are available!' });
  });

  it('counts quantities, or lines when configured', () => {
    expect(cartCount([{ qty: 2 }, { qty: 3 }])).toBe(5);
    expect(cartCount([{ qty: 2 }, { qty: 3 }], true)).toBe(2);
  });
});
