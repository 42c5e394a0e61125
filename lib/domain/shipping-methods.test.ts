import { availableShippingMethods, findShippingMethod } from './shipping-methods';

const flat = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 0 };
const express = { carrier_code: 'express', method_code: 'nextday', carrier_title: 'Express', method_title: 'Next day', amount: 9.99, countries: ['DE'] };

describe('shipping methods', () => {
  it('offers the free flat rate as default, offline, everywhere', () => {
    const [method] = availableShippingMethods([flat, express], 'US');
    expect(method).toMatchObject({ carrier_code: 'flatrate', amount: 0, price_incl_tax: 0, default: true, offline: true, available: true });
    expect(availableShippingMethods([flat, express], 'US')).toHaveLength(1);
  });
  it('adds configured methods for their countries', () => {
    const methods = availableShippingMethods([flat, express], 'de');
    expect(methods.map((m) => m.method_code)).toEqual(['flatrate', 'nextday']);
    expect(methods[1]!.default).toBe(false);
    expect(findShippingMethod(methods, 'nextday', 'express')?.amount).toBe(9.99);
    expect(findShippingMethod(methods, 'nextday', 'flatrate')).toBeUndefined();
  });
  it('ships nothing for a virtual cart', () => {
    expect(availableShippingMethods([flat], 'US', { virtualCart: true })).toEqual([]);
  });
});
