import * as z from 'zod/mini';
import { alertSkuFor, normalizeAlertEmail, variantOfPath, STOCK_ALERT_REQUESTS_PER_HOUR, stockAlertRequestAllowed, stockAlertRequestSchema } from './stock-alert';

describe('stock alert request', () => {
  test('accepts an e-mail and a sku, trimmed', () => {
    expect(z.parse(stockAlertRequestSchema, { email: ' jane@example.com ', sku: ' WS08 ' })).toEqual({ email: 'jane@example.com', sku: 'WS08' });
  });

  test.each([
    [{ email: 'not-an-address', sku: 'WS08' }, 'Please provide valid e-mail address.'],
    [{ email: '', sku: 'WS08' }, 'Field is required'],
    [{ email: 'jane@example.com', sku: '  ' }, 'sku is required'],
    [{ email: `${'a'.repeat(250)}@example.com`, sku: 'WS08' }, 'The e-mail address is too long.'],
  ])('refuses %j with a message', (input, message) => {
    const result = z.safeParse(stockAlertRequestSchema, input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test('the 51st request in the window is refused', () => {
    expect(STOCK_ALERT_REQUESTS_PER_HOUR).toBe(50);
    expect(stockAlertRequestAllowed(0)).toBe(true);
    expect(stockAlertRequestAllowed(49)).toBe(true);
    expect(stockAlertRequestAllowed(50)).toBe(false);
  });

  test('addresses compare without case and spaces', () => {
    expect(normalizeAlertEmail(' Jane@Example.COM ')).toBe('jane@example.com');
  });
});

describe('the sku an alert is for', () => {
  const simple = { sku: 'BAG', name: 'Bag', outOfStock: true, initialVariant: null, variants: {} };
  const configurable = { sku: 'TEE', name: 'Tee', outOfStock: false, initialVariant: 'TEE-S', variants: { 'TEE-S': false, 'TEE-M': true } };

  test('a simple product out of stock, and none when it is in stock', () => {
    expect(alertSkuFor(simple, null)).toBe('BAG');
    expect(alertSkuFor({ ...simple, outOfStock: false }, null)).toBeNull();
  });

  test('the chosen variant of a configurable when it is out of stock, else none', () => {
    expect(alertSkuFor(configurable, null)).toBeNull();
    expect(alertSkuFor(configurable, 'TEE-M')).toBe('TEE-M');
    expect(alertSkuFor(configurable, 'TEE-S')).toBeNull();
  });

  test('a configurable without any variant in stock and without a choice', () => {
    expect(alertSkuFor({ ...configurable, outOfStock: true, initialVariant: null, variants: { 'TEE-M': true } }, null)).toBe('TEE');
  });

  test('reads the variant from the product URL', () => {
    expect(variantOfPath('/de/p/TEE/diva-tee/TEE-M')).toBe('TEE-M');
    expect(variantOfPath('/p/TEE/diva-tee')).toBeNull();
    expect(variantOfPath('/p/TEE/diva-tee/%E0%A4%A')).toBeNull();
  });
});
