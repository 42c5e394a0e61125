import type { CartLine } from './cart-lines';
import { buildOrderPayload, ORDER_SERVER_ERROR_MESSAGE, ORDER_VALIDATION_ERROR_MESSAGE, orderOutcome, splitShippingMethod } from './checkout-order';
import { emptyCheckoutDetails } from './checkout-state';

const line: CartLine = {
  sku: 'WS10-XS-Green',
  parentSku: 'WS10',
  name: 'Karissa V-Neck Tee',
  qty: 2,
  price_incl_tax: 32,
  image: null,
  type_id: 'configurable',
  options: [],
  checksum: 'c1',
  server_item_id: 7,
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 53 }] } },
} as CartLine;

function details() {
  const value = emptyCheckoutDetails('US');
  value.personalDetails = { ...value.personalDetails, firstName: 'Ada', lastName: 'Lovelace', emailAddress: ' ada@example.com ' };
  value.shippingDetails = { ...value.shippingDetails, firstName: 'Ada', lastName: 'Lovelace', streetAddress: 'Main St', apartmentNumber: '1', city: 'Austin', zipCode: '73301', state: 'Texas', region_id: 57, shippingMethod: 'flatrate:flatrate' };
  value.paymentDetails = { ...value.paymentDetails, paymentMethod: 'checkmo', company: 'ACME', taxId: 'US123' };
  return value;
}

describe('order payload (VSF testOrderAnon.json shape)', () => {
  it('carries the client order id, the cart, the products and both addresses', () => {
    const payload = buildOrderPayload({ orderId: 'uuid-1', cartId: 'cart-1', userId: null, lines: [line], details: details(), fallbackShippingMethod: 'flatrate:flatrate' });
    expect(payload.order_id).toBe('uuid-1');
    expect(payload.cart_id).toBe('cart-1');
    expect(payload.user_id).toBe('');
    expect(payload.products).toEqual([{ sku: 'WS10-XS-Green', qty: 2, name: 'Karissa V-Neck Tee', price_incl_tax: 32, product_option: line.product_option }]);
    expect(payload.addressInformation).toMatchObject({
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
      shippingAddress: { firstname: 'Ada', street: ['Main St', '1'], postcode: '73301', country_id: 'US', region: 'Texas', region_id: 57, email: 'ada@example.com' },
      billingAddress: { city: 'Austin', company: 'ACME', vat_id: 'US123', email: 'ada@example.com' },
    });
  });

  it('uses the billing address typed when not copied from shipping, and the fallback method for a virtual cart', () => {
    const value = details();
    value.shippingDetails.shippingMethod = '';
    value.paymentDetails = { ...value.paymentDetails, sameAsShipping: false, firstName: 'Bill', lastName: 'Payer', streetAddress: 'Pay Rd', apartmentNumber: '9', city: 'Boston', zipCode: '02108' };
    const payload = buildOrderPayload({ orderId: 'o', cartId: null, userId: '5', lines: [line], details: value, fallbackShippingMethod: 'flatrate:flatrate' });
    expect(payload.addressInformation.billingAddress).toMatchObject({ firstname: 'Bill', city: 'Boston', street: ['Pay Rd', '9'] });
    expect(payload.addressInformation.shipping_carrier_code).toBe('flatrate');
    expect(payload.user_id).toBe('5');
  });

  it('splits carrier and method codes', () => {
    expect(splitShippingMethod('express:nextday')).toEqual({ carrier_code: 'express', method_code: 'nextday' });
    expect(splitShippingMethod('flatrate')).toEqual({ carrier_code: 'flatrate', method_code: 'flatrate' });
  });
});

describe('order outcome (spec §4 Place order, §8)', () => {
  it('200 or no code is placed with the order number', () => {
    expect(orderOutcome(200, { orderNumber: '000000012' })).toEqual({ kind: 'placed', orderNumber: '000000012' });
    expect(orderOutcome(null, { orderNumber: 13 })).toEqual({ kind: 'placed', orderNumber: '13' });
  });

  it('5xx is the queued server error, 4xx the validation error', () => {
    expect(orderOutcome(500, 'boom')).toEqual({ kind: 'server-error', message: ORDER_SERVER_ERROR_MESSAGE });
    expect(orderOutcome(409, 'Some of the ordered products are not available!')).toEqual({ kind: 'validation-error', message: ORDER_VALIDATION_ERROR_MESSAGE });
    expect(ORDER_VALIDATION_ERROR_MESSAGE).toMatch(/^Internal validation error\. Please check if all required fields are filled in\. Please contact us on \S+@\S+$/);
  });
});
