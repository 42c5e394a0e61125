/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import messages from '@/messages/de-DE.json';
import type { Order } from '@/lib/api/user';
import { OrderDetails } from './order-details';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// next-intl ships ES modules only, which this CommonJS test runner cannot load: the texts come from the German messages,
// with their placeholders filled.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: 'Account' | 'OrderStatus') => {
    const texts = messages[namespace] as Record<string, string>;
    const t = (key: string, values: Record<string, string | number> = {}) =>
      (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
    return Object.assign(t, { has: (key: string) => key in texts });
  },
}));

const order: Order = {
  entity_id: 7,
  increment_id: '000000007',
  status: 'pending',
  created_at: '2026-11-30 09:15:00',
  grand_total: 1234.5,
  order_currency_code: 'EUR',
  items: [{ sku: 'MJ01-XS-Gray', name: 'Beaumont Summit Kit', qty_ordered: 1, row_total_incl_tax: 12 }],
} as Order;

describe('OrderDetails', () => {
  it("shows an order's amounts as its store writes prices, not in the browser's language", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<OrderDetails order={order} storeCode="de" />));
    expect(container.querySelector('summary')?.textContent).toContain('1.234,50 €');
    expect(container.querySelector('tbody td:last-child')?.textContent).toBe('12,00 €');
    await act(async () => root.unmount());
  });
});
