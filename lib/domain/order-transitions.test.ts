import { actionsFor, decideTransition, stockToReturn } from './order-transitions';

describe('order transitions', () => {
  it('moves an order pending → processing → complete', () => {
    expect(decideTransition('pending', 'process')).toEqual({ allowed: true, to: 'processing' });
    expect(decideTransition('processing', 'ship')).toEqual({ allowed: true, to: 'complete' });
  });

  it('cancels a pending or processing order, never a shipped one', () => {
    expect(decideTransition('pending', 'cancel')).toEqual({ allowed: true, to: 'canceled' });
    expect(decideTransition('processing', 'cancel')).toEqual({ allowed: true, to: 'canceled' });
    expect(decideTransition('complete', 'cancel')).toEqual({ allowed: false, reason: 'A shipped order cannot be cancelled.' });
  });

  it('refuses to ship a cancelled or a pending order, and to process one twice', () => {
    expect(decideTransition('canceled', 'ship')).toEqual({ allowed: false, reason: 'Cannot ship a cancelled order.' });
    expect(decideTransition('pending', 'ship').allowed).toBe(false);
    expect(decideTransition('processing', 'process').allowed).toBe(false);
    expect(decideTransition('canceled', 'cancel').allowed).toBe(false);
  });

  it('offers the actions allowed in each status', () => {
    expect(actionsFor('pending')).toEqual(['process', 'cancel']);
    expect(actionsFor('processing')).toEqual(['ship', 'cancel']);
    expect(actionsFor('complete')).toEqual([]);
    expect(actionsFor('canceled')).toEqual([]);
  });

  it('returns the stock of every line, summed per sku', () => {
    expect(stockToReturn([{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }, { sku: 'A', qty: 3 }])).toEqual(new Map([['A', 5], ['B', 1]]));
  });
});
