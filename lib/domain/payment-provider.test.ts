import { completeBodySchema, paypalOrderBody, paypalScriptUrl, setExpressCheckoutBodySchema } from './payment-provider';

describe('PayPal script URL (spec §7: client id and currency, card and credit funding disabled)', () => {
  it('carries the client id, the store currency and disables card and credit', () => {
    const url = new URL(paypalScriptUrl({ clientId: 'AbC-123', currency: 'EUR' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.paypal.com/sdk/js');
    expect(url.searchParams.get('client-id')).toBe('AbC-123');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('disable-funding')).toBe('card,credit');
    expect(paypalScriptUrl({ clientId: 'id', currency: 'USD' })).toBe('https://www.paypal.com/sdk/js?client-id=id&currency=USD&disable-funding=card,credit');
  });

  it('escapes a client id that would break the query', () => {
    expect(new URL(paypalScriptUrl({ clientId: 'a&b=c', currency: 'USD' })).searchParams.get('client-id')).toBe('a&b=c');
  });
});

describe('PayPal bodies', () => {
  it('creates the order for the grand total in the store currency', () => {
    const body = paypalOrderBody({ grandTotal: 123.4, currency: 'EUR', cartId: 'cart-1' });
    expect(body).toEqual({ intent: 'CAPTURE', purchase_units: [{ reference_id: 'cart-1', amount: { currency_code: 'EUR', value: '123.40' } }] });
    expect(setExpressCheckoutBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps unknown fields (passed through) and refuses malformed orders', () => {
    const parsed = setExpressCheckoutBodySchema.parse({ ...paypalOrderBody({ grandTotal: 5, currency: 'USD' }), application_context: { brand_name: 'Shop' } });
    expect(parsed.application_context).toEqual({ brand_name: 'Shop' });
    expect(setExpressCheckoutBodySchema.safeParse({ intent: 'CAPTURE', purchase_units: [] }).success).toBe(false);
    expect(setExpressCheckoutBodySchema.safeParse({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'usd', value: '5' } }] }).success).toBe(false);
    expect(setExpressCheckoutBodySchema.safeParse({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '5.123' } }] }).success).toBe(false);
  });

  it('accepts only a PayPal order id for complete (it becomes part of the provider URL)', () => {
    expect(completeBodySchema.safeParse({ orderID: '5O190127TN364715T' }).success).toBe(true);
    expect(completeBodySchema.safeParse({ orderID: '../../v1/oauth2/token' }).success).toBe(false);
    expect(completeBodySchema.safeParse({}).success).toBe(false);
  });
});
