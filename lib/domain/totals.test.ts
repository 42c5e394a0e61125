import { computeTotals, type TotalsInput } from './totals';
import type { TaxRule } from './tax';
import { toCents } from './money';

const rules: TaxRule[] = [
  {
    id: 1,
    code: 'US',
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'US', tax_region_id: 12, region_name: 'California', region_code: 'CA', rate: 8.25 },
      { tax_country_id: 'US', tax_region_id: 43, region_name: 'New York', region_code: 'NY', rate: 8.875 },
    ],
  },
  { id: 2, code: 'EU', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ tax_country_id: 'DE', tax_region_id: 0, region_name: '', rate: 19 }] },
];

const base = (overrides: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [
    { item_id: 1, sku: 'A', name: 'Tee', qty: 2, unitPrice: 29.99, taxClassId: 2 },
    { item_id: 2, sku: 'B', name: 'Bag', qty: 1, unitPrice: 45, taxClassId: 2 },
  ],
  taxRules: rules,
  destination: { countryId: 'DE' },
  sourcePriceIncludesTax: true,
  currencyCode: 'EUR',
  ...overrides,
});

const cents = (value: number) => toCents(value);

describe('computeTotals', () => {
  it('keeps the shelf price and extracts the destination tax when prices include tax', () => {
    const totals = computeTotals(base());
    expect(totals.subtotal_incl_tax).toBe(104.98);
    expect(totals.grand_total).toBe(104.98);
    // 59.98 / 1.19 = 50.40, 45 / 1.19 = 37.82
    expect(totals.subtotal).toBe(88.22);
    expect(totals.tax_amount).toBe(16.76);
    expect(totals.items[0]).toMatchObject({ qty: 2, price_incl_tax: 29.99, row_total_incl_tax: 59.98, row_total: 50.4, tax_percent: 19 });
    expect(totals.items_qty).toBe(3);
  });

  it('uses the rate of the shipping region, and no tax where no rule applies', () => {
    const ny = computeTotals(base({ destination: { countryId: 'US', regionCode: 'NY' } }));
    const ca = computeTotals(base({ destination: { countryId: 'US', regionId: 12 } }));
    const fr = computeTotals(base({ destination: { countryId: 'FR' } }));
    expect(ny.items[0]!.tax_percent).toBe(8.875);
    expect(ca.items[0]!.tax_percent).toBe(8.25);
    expect(ny.tax_amount).toBeGreaterThan(ca.tax_amount);
    expect(fr.tax_amount).toBe(0);
    expect(new Set([ny.grand_total, ca.grand_total, fr.grand_total])).toEqual(new Set([104.98]));
  });

  it('adds the destination tax when catalogue prices exclude it', () => {
    const totals = computeTotals(base({ sourcePriceIncludesTax: false, lines: [{ item_id: 1, sku: 'A', name: 'A', qty: 1, unitPrice: 100, taxClassId: 2 }] }));
    expect(totals).toMatchObject({ subtotal: 100, tax_amount: 19, grand_total: 119, subtotal_incl_tax: 119 });
  });

  it('takes a percent coupon off the gross rows and computes tax on the rest', () => {
    const totals = computeTotals(base({ coupon: { code: 'TEN', discountType: 'percent', discountAmount: 10 } }));
    expect(totals.discount_amount).toBe(-10.5);
    expect(totals.grand_total).toBe(94.48);
    expect(totals.coupon_code).toBe('TEN');
    expect(totals.total_segments.find((segment) => segment.code === 'discount')).toEqual({ code: 'discount', title: 'Discount (TEN)', value: -10.5 });
  });

  it('spreads a fixed coupon over the rows to the cent and never below zero', () => {
    const totals = computeTotals(base({ coupon: { code: 'FIVE', discountType: 'fixed', discountAmount: 5 } }));
    expect(totals.items.reduce((sum, item) => sum + cents(item.discount_amount), 0)).toBe(500);
    expect(totals.grand_total).toBe(99.98);
    const huge = computeTotals(base({ coupon: { code: 'ALL', discountType: 'fixed', discountAmount: 1000 } }));
    expect(huge.grand_total).toBe(0);
    expect(huge.tax_amount).toBe(0);
  });

  it('adds shipping and keeps both grand-total identities', () => {
    for (const coupon of [null, { code: 'X', discountType: 'percent' as const, discountAmount: 15 }, { code: 'Y', discountType: 'fixed' as const, discountAmount: 7.77 }]) {
      const totals = computeTotals(base({ coupon, shipping: { amount: 4.95, title: 'Flat Rate - Fixed' } }));
      expect(cents(totals.grand_total)).toBe(cents(totals.subtotal_incl_tax) + cents(totals.discount_amount) + cents(totals.shipping_incl_tax));
      expect(cents(totals.grand_total)).toBe(cents(totals.subtotal_with_discount) + cents(totals.tax_amount) + cents(totals.shipping_amount));
      const segment = (code: string) => totals.total_segments.find((entry) => entry.code === code)!.value;
      expect(segment('grand_total')).toBe(totals.grand_total);
      expect(cents(segment('subtotal')) + cents(segment('discount')) + cents(segment('shipping'))).toBe(cents(totals.grand_total));
    }
  });

  it('reports the five segments, a zero discount without a coupon', () => {
    const totals = computeTotals(base());
    expect(totals.total_segments.map((segment) => segment.code)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'grand_total']);
    expect(Object.is(totals.discount_amount, 0)).toBe(true);
    expect(totals.coupon_code).toBeNull();
  });

  it('answers zeros for an empty cart', () => {
    expect(computeTotals(base({ lines: [] }))).toMatchObject({ grand_total: 0, subtotal: 0, tax_amount: 0, items: [], items_qty: 0 });
  });
});
