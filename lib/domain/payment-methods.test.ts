import { availablePaymentMethods, isVirtualCart } from './payment-methods';

const titles = { checkmo: 'Check / Money order', cashondelivery: 'Cash On Delivery', paypal: 'PayPal' };
const codes = (types: string[], paypalEnabled = false) => availablePaymentMethods(types, { titles, paypalEnabled }).map((m) => m.code);

describe('payment methods', () => {
  it('offers checkmo and cash on delivery for goods to ship', () => {
    expect(codes(['simple', 'virtual'])).toEqual(['checkmo', 'cashondelivery']);
    expect(availablePaymentMethods(['simple'], { titles, paypalEnabled: false })[1]).toEqual({ code: 'cashondelivery', title: 'Cash On Delivery' });
  });
  it('hides cash on delivery for a virtual cart', () => {
    expect(codes(['virtual', 'downloadable'])).toEqual(['checkmo']);
    expect(isVirtualCart(['downloadable'])).toBe(true);
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart(['configurable', 'virtual'])).toBe(false);
  });
  it('adds PayPal only when configured', () => {
    expect(codes(['simple'], true)).toEqual(['checkmo', 'cashondelivery', 'paypal']);
  });
});
