import { formatOrderAmount, formatPrice, shownPrices } from './price-format';
import { storeViews } from '@/lib/config/store-views';

describe('formatPrice', () => {
  it('formats the default store as $1,234.56', () => {
    expect(formatPrice(1234.56, storeViews.default.i18n)).toBe('$1,234.56');
  });
  it('formats the German and Italian stores as 1.234,56 €', () => {
    expect(formatPrice(1234.56, storeViews.de.i18n)).toBe('1.234,56 €');
    expect(formatPrice(1234.5, storeViews.it.i18n)).toBe('1.234,50 €');
  });
  it('puts a leading minus before negative amounts', () => {
    expect(formatPrice(-5, storeViews.default.i18n)).toBe('-$5.00');
    expect(formatPrice(-1234.56, storeViews.de.i18n)).toBe('-1.234,56 €');
  });
  it('does not print a minus for an amount that rounds to zero', () => {
    expect(formatPrice(-0.001, storeViews.default.i18n)).toBe('$0.00');
  });
  it('groups millions', () => {
    expect(formatPrice(1234567.891, storeViews.default.i18n)).toBe('$1,234,567.89');
  });
});

describe('shownPrices', () => {
  it('keeps the figures and formats both', () => {
    expect(shownPrices({ final: 9.5, original: 1200 }, storeViews.default.i18n)).toEqual({
      final: 9.5,
      original: 1200,
      finalText: '$9.50',
      originalText: '$1,200.00',
    });
  });
});

describe('formatOrderAmount', () => {
  it("formats an order in the store's currency as the store formats prices, whatever the browser's language", () => {
    expect(formatOrderAmount(1234.5, 'EUR', storeViews.de.i18n)).toBe('1.234,50 €');
    expect(formatOrderAmount(1234.5, 'USD', storeViews.default.i18n)).toBe('$1,234.50');
    expect(formatOrderAmount(12, null, storeViews.it.i18n)).toBe('12,00 €');
  });
  it("keeps an order's own currency, in the store's language", () => {
    expect(formatOrderAmount(12, 'USD', storeViews.de.i18n)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(12));
    expect(formatOrderAmount(12, 'USD', storeViews.de.i18n)).toMatch(/^12,00\s\$$/);
    expect(formatOrderAmount(12, 'EUR', storeViews.default.i18n)).toBe('€12.00');
  });
  it('names an unknown currency after the amount instead of failing', () => {
    expect(formatOrderAmount(12, 'not-a-currency', storeViews.default.i18n)).toBe('12.00 not-a-currency');
  });
});
