/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import type { NewCartLine } from '@/lib/domain/cart-lines';
import type { NotificationInput } from '@/lib/domain/notifications';
import type { StockStatus } from '@/lib/domain/stock-status';
import { StorefrontDatabase } from '@/lib/offline/db';
import { createCartStore, englishCartTexts } from './cart-store';

function json(body: unknown, status = 200) {
  return { status, headers: { get: () => 'application/json' }, json: async () => body };
}

const tee = (sku = 'WS12-S-Brown'): NewCartLine => ({
  sku,
  parentSku: 'WS12',
  name: 'Neve Heritage Tee',
  price_incl_tax: 20,
  image: '/t/e/tee.jpg',
  type_id: 'configurable',
  options: [{ label: 'Color', value: 'Brown' }],
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 51 }] } },
});

let counter = 0;
function setup({ stock = 'ok' as StockStatus, product = tee() as NewCartLine | null, server = undefined as ((url: string, body: unknown) => unknown) | undefined } = {}) {
  const db = new StorefrontDatabase(`cart-test-${++counter}`);
  const notifications: NotificationInput[] = [];
  const calls: { url: string; body: unknown }[] = [];
  let itemId = 0;
  let appliedCoupon: string | null = null;
  function defaultServer(url: string, _body: unknown): unknown {
    if (url.startsWith('/api/cart/create')) return json({ code: 200, result: 'cart-1' });
    if (url.startsWith('/api/cart/update')) return json({ code: 200, result: { item_id: ++itemId } });
    if (url.startsWith('/api/cart/apply-coupon')) {
      if (url.includes('coupon=GOOD')) appliedCoupon = 'GOOD';
      return url.includes('coupon=GOOD') ? json({ code: 200, result: true }) : json({ code: 400, result: englishCartTexts.invalidCoupon }, 400);
    }
    return json({ code: 200, result: true });
  }
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ url, body });
    return (server ?? defaultServer)(url, body);
  });
  const fetchTotals = jest.fn(async () => ({ grand_total: 20, coupon_code: appliedCoupon, total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 20 }] }));
  const { store, queue } = createCartStore('default', {
    db: () => db,
    loadProduct: async () => product,
    checkStock: async () => ({ status: stock, qty: 100 }),
    fetchTotals,
    notify: (notification) => notifications.push(notification),
    auth: { token: () => null, refresh: async () => null, onBlocked: () => {} },
    isOnline: () => true,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { store, queue, db, notifications, calls, fetchTotals };
}

const messages = (list: NotificationInput[]) => list.map((notification) => notification.message);

describe('cart store', () => {
  it('adds a new item with qty 1, creates the server cart and syncs the line', async () => {
    const { store, notifications, calls, db } = setup();
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })).toBe(true);
    const state = store.getState();
    expect(state.cartItems).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 1, server_item_id: 1 })]);
    expect(state.cartServerToken).toBe('cart-1');
    expect(state.totals?.grand_total).toBe(20);
    expect(notifications).toEqual([
      { type: 'success', message: 'Product has been added to the cart!', action1: { label: 'Proceed to checkout', action: 'proceed-to-checkout' } },
    ]);
    expect(calls.map((call) => call.url.split('?')[0])).toEqual(['/api/cart/create', '/api/cart/update']);
    expect(calls[1]?.body).toEqual({ cartItem: expect.objectContaining({ sku: 'WS12-S-Brown', qty: 1, quoteId: 'cart-1' }) });
    expect(await db.syncTasks.count()).toBe(0);
  });

  it('increases the quantity of the same item', async () => {
    const { store, notifications, calls } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12', qty: 1 });
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ qty: 2 })]);
    expect(messages(notifications)).toContain('Product quantity has been updated!');
    expect(calls.at(-1)?.body).toEqual({ cartItem: expect.objectContaining({ qty: 2, item_id: 1 }) });
  });

  it('refuses an out-of-stock product and warns about volatile stock', async () => {
    const out = setup({ stock: 'out_of_stock' });
    expect(await out.store.getState().addItem({ sku: '24-MB04' })).toBe(false);
    expect(out.store.getState().cartItems).toEqual([]);
    expect(out.notifications).toEqual([{ type: 'danger', message: 'The product is out of stock and cannot be added to the cart!' }]);
    const volatile = setup({ stock: 'volatile' });
    expect(await volatile.store.getState().addItem({ sku: 'WS12-S-Brown' })).toBe(true);
    expect(messages(volatile.notifications)[0]).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    );
  });

  it('refuses a product with an unknown price', async () => {
    const { store, notifications } = setup({ product: { ...tee(), price_incl_tax: Number.NaN } });
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown' })).toBe(false);
    expect(messages(notifications)).toEqual(['Product price is unknown, product cannot be added to the cart!']);
  });

  it('removes a new item whose server update failed', async () => {
    const { store } = setup({
      server: (url) => (url.startsWith('/api/cart/create') ? json({ code: 200, result: 'cart-1' }) : json({ code: 400, result: 'Nope' }, 400)),
    });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    expect(store.getState().cartItems).toEqual([]);
  });

  it('sets quantities from strings with validation, and restores the previous quantity on failure', async () => {
    let failUpdates = false;
    const { store } = setup({
      server: (url) => {
        if (url.startsWith('/api/cart/create')) return json({ code: 200, result: 'cart-1' });
        return failUpdates ? json({ code: 400, result: 'Quantity must be below 3' }, 400) : json({ code: 200, result: { item_id: 7 } });
      },
    });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    const line = store.getState().cartItems[0]!;
    expect(await store.getState().setQuantity(line, '0')).toBe('Quantity must be above 0');
    expect(await store.getState().setQuantity(line, '1.5')).toBe('Quantity must be positive integer');
    expect(await store.getState().setQuantity(line, '101')).toBe('Only 100 products of this type are available!');
    expect(await store.getState().setQuantity(line, ' 3 ')).toBeNull();
    expect(store.getState().cartItems[0]?.qty).toBe(3);
    failUpdates = true;
    await store.getState().setQuantity(store.getState().cartItems[0]!, '5');
    expect(store.getState().cartItems[0]?.qty).toBe(3);
  });

  it('removes an item on the server too', async () => {
    const { store, calls } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().removeItem(store.getState().cartItems[0]!);
    expect(store.getState().cartItems).toEqual([]);
    expect(calls.at(-1)).toEqual({ url: expect.stringContaining('/api/cart/delete'), body: { cartItem: { sku: 'WS12-S-Brown', item_id: 1, quoteId: 'cart-1' } } });
  });

  it('applies a valid coupon and refuses an unknown one with the spec message', async () => {
    const { store, notifications } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    expect(await store.getState().applyCoupon('GOOD')).toBe(true);
    expect(store.getState().coupon).toBe('GOOD');
    expect(await store.getState().applyCoupon('BAD')).toBe(false);
    expect(messages(notifications)).toContain("You've entered an incorrect coupon code. Please try again.");
    expect(messages(notifications).filter((message) => message.startsWith('You'))).toHaveLength(1);
  });

  it('keeps changes queued while the API is unreachable and sends them later', async () => {
    let offline = true;
    const { store, db, queue } = setup({
      server: (url) => {
        if (offline) throw new TypeError('Failed to fetch');
        return url.startsWith('/api/cart/create') ? json({ code: 200, result: 'cart-9' }) : json({ code: 200, result: { item_id: 3 } });
      },
    });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    expect(store.getState().cartItems).toHaveLength(1);
    expect(await db.syncTasks.count()).toBe(2);
    offline = false;
    await queue.run();
    expect(await db.syncTasks.count()).toBe(0);
    expect(store.getState().cartServerToken).toBe('cart-9');
    expect(store.getState().cartItems[0]?.server_item_id).toBe(3);
  });

  it('is persisted and marks the cart loaded once restored', async () => {
    const first = setup();
    await first.store.getState().addItem({ sku: 'WS12-S-Brown' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stored = await first.db.state.get('default:cart');
    expect(JSON.parse(stored?.value ?? '{}').state.cartItems).toHaveLength(1);
    expect(first.store.getState().cartIsLoaded).toBe(true);
  });
});
