import { isSpecialPriceActive, nextSpecialPriceChange } from './special-price';

const now = new Date('2026-06-15T12:00:00Z');

describe('nextSpecialPriceChange', () => {
  it('is the nearest window opening or closing after now, across all items', () => {
    const items = [
      { price: 50, special_price: 40, special_from_date: '2026-06-20T00:00:00Z', special_to_date: null },
      { price: 30, special_price: 20, special_from_date: '2026-06-01T00:00:00Z', special_to_date: '2026-06-17T23:59:59Z' },
    ];
    expect(new Date(nextSpecialPriceChange(items, now)!).toISOString()).toBe('2026-06-17T23:59:59.001Z');
  });

  it('is the moment at which the price computed now stops being right', () => {
    const item = { price: 30, special_price: 20, special_from_date: null, special_to_date: '2026-06-17T23:59:59Z' };
    const change = nextSpecialPriceChange([item], now)!;
    expect(isSpecialPriceActive(item, new Date(change - 1))).toBe(true);
    expect(isSpecialPriceActive(item, new Date(change))).toBe(false);
  });

  it('is null when every window is open-ended or already over', () => {
    const items = [
      { price: 50 },
      { price: 50, special_price: 40, special_from_date: '2026-01-01T00:00:00Z', special_to_date: '2026-02-01T00:00:00Z' },
      { price: 50, special_price: 40, special_from_date: '2026-01-01T00:00:00Z', special_to_date: '' },
    ];
    expect(nextSpecialPriceChange(items, now)).toBeNull();
  });
});
