import { localize } from '@/lib/domain/store-labels';
import { commerceConfig, PAYMENT_METHODS, TOTALS_TITLES } from './commerce';
import { DEFAULT_SHIPPING_METHOD } from './default-shipping-method';

describe('titles per store view (ADR 0016)', () => {
  it('SHIPPING_METHODS may carry translated titles, resolved per store view', () => {
    const express = { carrier_code: 'express', method_code: 'express', carrier_title: 'Express', method_title: 'Next day', amount: 9.99 };
    const [configured] = commerceConfig({
      ...process.env,
      SHIPPING_METHODS: JSON.stringify([{ ...express, translations: { de: { method_title: 'Nächster Tag' } } }]),
    }).SHIPPING_METHODS;
    expect(localize(configured, 'de')).toEqual({ ...express, method_title: 'Nächster Tag' });
    expect(localize(configured, 'it')).toEqual(express);
  });

  it('refuses an empty translated title', () => {
    const method = { carrier_code: 'x', method_code: 'x', carrier_title: 'X', method_title: 'X', amount: 1, translations: { de: { method_title: '' } } };
    expect(() => commerceConfig({ ...process.env, SHIPPING_METHODS: JSON.stringify([method]) })).toThrow(/SHIPPING_METHODS/);
  });

  it('the default method, payment methods and total titles are German and Italian', () => {
    for (const store of ['de', 'it']) {
      expect(localize(DEFAULT_SHIPPING_METHOD, store).method_title).not.toBe(DEFAULT_SHIPPING_METHOD.method_title);
      expect(localize(PAYMENT_METHODS, store).cashondelivery).not.toBe(PAYMENT_METHODS.cashondelivery);
      const titles = localize(TOTALS_TITLES, store);
      for (const key of ['subtotal', 'shipping', 'discount', 'tax', 'grand_total'] as const) expect(titles[key]).not.toBe(TOTALS_TITLES[key]);
    }
  });
});
