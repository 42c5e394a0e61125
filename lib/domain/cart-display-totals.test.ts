import type { CartLine } from './cart-lines';
import { displayTotals } from './cart-display-totals';
import { cartHash } from './cart-sync';

const line = (sku: string, qty: number, price: number) => ({ sku, qty, price_incl_tax: price, checksum: '', product_option: null }) as Pick<CartLine, 'sku' | 'qty' | 'checksum' | 'price_incl_tax' | 'product_option'>;
const titles = { subtotal: 'Subtotal', grandTotal: 'Grand Total' };
const server = { total_segments: [{ code: 'subtotal', title: 'Subtotal', value: 40 }, { code: 'tax', title: 'Tax', value: 3 }, { code: 'grand_total', title: 'Grand Total', value: 40 }] };

describe('microcart totals (server, or the fallback estimate)', () => {
  it("shows the server's segments when they were computed for these lines", () => {
    const lines = [line('A', 2, 20)];
    expect(displayTotals(lines, server, cartHash(lines), titles)).toEqual({ segments: server.total_segments, estimated: false });
  });

  it('estimates from the lines when there are no server totals (offline, no cart yet), in exact cents', () => {
    const lines = [line('A', 3, 0.1), line('B', 1, 19.99)];
    expect(displayTotals(lines, null, null, titles)).toEqual({
      segments: [{ code: 'subtotal', title: 'Subtotal', value: 20.29 }, { code: 'grand_total', title: 'Grand Total', value: 20.29 }],
      estimated: true,
    });
  });

  it('estimates when the lines changed since the server computed its totals', () => {
    const before = [line('A', 2, 20)];
    const after = [line('A', 3, 20)];
    expect(displayTotals(after, server, cartHash(before), titles)).toMatchObject({ estimated: true, segments: [{ value: 60 }, { value: 60 }] });
  });

  it('shows nothing for an empty cart', () => {
    expect(displayTotals([], server, null, titles)).toEqual({ segments: [], estimated: false });
  });
});
