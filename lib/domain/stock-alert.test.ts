import * as z from 'zod/mini';
import { normalizeAlertEmail, STOCK_ALERT_REQUESTS_PER_HOUR, stockAlertRequestAllowed, stockAlertRequestSchema } from './stock-alert';

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
