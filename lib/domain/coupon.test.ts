import { checkSalesRule, distributeDiscount, normalizeCouponCode, type SalesRule } from './coupon';

const now = new Date('2025-06-15T12:00:00Z');
const rule = (overrides: Partial<SalesRule> = {}): SalesRule => ({ code: 'X', discountType: 'percent', discountAmount: 10, ...overrides });

describe('checkSalesRule', () => {
  it('applies an active rule without conditions', () => {
    expect(checkSalesRule(rule(), 100, now)).toEqual({ ok: true });
  });
  it('refuses inactive rules and rules outside their date window', () => {
    expect(checkSalesRule(rule({ isActive: false }), 100, now)).toEqual({ ok: false, reason: 'inactive' });
    expect(checkSalesRule(rule({ fromDate: '2025-07-01' }), 100, now)).toEqual({ ok: false, reason: 'not-started' });
    expect(checkSalesRule(rule({ toDate: new Date('2025-06-01') }), 100, now)).toEqual({ ok: false, reason: 'expired' });
    expect(checkSalesRule(rule({ fromDate: '2025-06-01', toDate: '2025-06-30' }), 100, now)).toEqual({ ok: true });
  });
  it('refuses a used-up rule and a cart below the minimum subtotal (inclusive)', () => {
    expect(checkSalesRule(rule({ usageLimit: 2, timesUsed: 2 }), 100, now)).toEqual({ ok: false, reason: 'used-up' });
    expect(checkSalesRule(rule({ usageLimit: 2, timesUsed: 1 }), 100, now)).toEqual({ ok: true });
    expect(checkSalesRule(rule({ minSubtotal: 50 }), 4999, now)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(checkSalesRule(rule({ minSubtotal: 50 }), 5000, now)).toEqual({ ok: true });
  });
});

describe('distributeDiscount', () => {
  it('takes a percentage of each row', () => {
    expect(distributeDiscount({ discountType: 'percent', discountAmount: 10 }, [1999, 500])).toEqual([200, 50]);
  });
  it('caps percentages at 100', () => {
    expect(distributeDiscount({ discountType: 'percent', discountAmount: 150 }, [1000])).toEqual([1000]);
  });
  it('spreads a fixed amount exactly, by the largest remainders', () => {
    const shares = distributeDiscount({ discountType: 'fixed', discountAmount: 10 }, [333, 333, 334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(shares).toEqual([333, 333, 334]);
    const uneven = distributeDiscount({ discountType: 'fixed', discountAmount: 1 }, [100, 100, 100]);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('never takes more than the subtotal', () => {
    expect(distributeDiscount({ discountType: 'fixed', discountAmount: 50 }, [1000, 500])).toEqual([1000, 500]);
    expect(distributeDiscount({ discountType: 'fixed', discountAmount: 5 }, [])).toEqual([]);
  });
});

it('normalizes coupon codes', () => {
  expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
});
