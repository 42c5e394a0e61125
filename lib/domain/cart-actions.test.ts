import { applyItemUpdateResult, decideAddition } from './cart-actions';
import { addToLines, type NewCartLine } from './cart-lines';

const tee: NewCartLine = { sku: 'WS12-S', parentSku: 'WS12', name: 'Tee', price_incl_tax: 20, image: null, type_id: 'simple', options: [], product_option: null };
const texts = { outOfStock: 'out' };

describe('decideAddition', () => {
  it('adds a new line with qty 1 when no positive quantity is asked', () => {
    const decision = decideAddition([], tee, 0, { status: 'ok' }, texts);
    expect(decision).toMatchObject({ ok: true, updated: false, previousQty: null, line: { sku: 'WS12-S', qty: 1, stock: 'ok' } });
  });

  it('raises an existing line and remembers its previous quantity and a volatile stock', () => {
    const lines = addToLines([], tee, 2).lines;
    const decision = decideAddition(lines, tee, 3, { status: 'volatile' }, texts);
    expect(decision).toMatchObject({ ok: true, updated: true, previousQty: 2, line: { qty: 5, stock: 'volatile' } });
    expect(decision.ok && decision.lines).toHaveLength(1);
  });

  it('refuses an out-of-stock product and a quantity above the line limit, leaving the lines alone', () => {
    expect(decideAddition([], tee, 1, { status: 'out_of_stock' }, texts)).toEqual({ ok: false, errors: ['out'] });
    const lines = addToLines([], tee, 9).lines;
    const refused = decideAddition(lines, tee, 2, { status: 'ok', maxSaleQty: 10 }, texts);
    expect(refused.ok).toBe(false);
    expect(lines[0]!.qty).toBe(9);
  });
});

describe('applyItemUpdateResult', () => {
  const lines = addToLines([], tee, 2).lines;
  const meta = { sku: 'WS12-S', checksum: lines[0]!.checksum };

  it('records the server item id on success', () => {
    expect(applyItemUpdateResult(lines, { ...meta, previousQty: null }, 200, { item_id: 7 })[0]!.server_item_id).toBe(7);
  });

  it('removes a new line or restores the previous quantity on failure', () => {
    expect(applyItemUpdateResult(lines, { ...meta, previousQty: null }, 400, 'no')).toEqual([]);
    expect(applyItemUpdateResult(lines, { ...meta, previousQty: 1 }, 400, 'no')[0]!.qty).toBe(1);
  });

  it('leaves other lines alone', () => {
    expect(applyItemUpdateResult(lines, { sku: 'other', checksum: 'x', previousQty: null }, 400, 'no')).toEqual(lines);
  });
});
