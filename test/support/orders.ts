/**
 * Order payloads as Vue Storefront sends them (POST /api/order), shared by the API, server and end-to-end tests and
 * the benchmarks: the default courier (flat rate) and check / money order, one address for shipping and billing.
 */

let counter = 0;

/** A valid postal address (spec §3 Address payload); overrides replace fields. */
export function testAddress(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Jane',
    lastname: 'Doe',
    street: ['Main Street', '1'],
    city: 'Springfield',
    postcode: '12345',
    country_id: 'US',
    region_code: 'CA',
    telephone: '555-0100',
    email: 'jane.doe@example.com',
    ...overrides,
  };
}

export interface OrderLine {
  sku: string;
  qty: number;
  product_option?: unknown;
}

/** An order of the lines, with a unique client order id unless `overrides` names one. */
export function orderPayload(products: OrderLine[], overrides: Record<string, unknown> = {}, address = testAddress()) {
  return {
    order_id: `test-${process.pid}-${Date.now()}-${counter++}`,
    user_id: '',
    cart_id: '',
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
      payment_method_additional: {},
    },
    ...overrides,
  };
}

/** Two lines from a list of SKUs, chosen by the request's index (load tests spread orders over the catalogue). */
export const twoLines = (skus: readonly string[], index: number, step = 5): OrderLine[] => [
  { sku: skus[index % skus.length]!, qty: 1 },
  { sku: skus[(index + step) % skus.length]!, qty: 2 },
];
