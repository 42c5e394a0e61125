/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import type { NewCartLine } from '@/lib/domain/cart-lines';
import type { NotificationInput } from '@/lib/domain/notifications';
import type { StockStatus } from '@/lib/domain/stock-status';
import { StorefrontDatabase } from '@/lib/offline/db';
import { whenStored } from '@/lib/offline/dexie-storage';
import { displayTotals } from '@/lib/domain/cart-display-totals';
import { createCartStore, englishCartTexts, type CartState } from './cart-store';
import { NO_SUCH_VARIANT_MESSAGE, PRODUCT_NOT_AVAILABLE_MESSAGE } from '@/lib/domain/cart-sync';

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

/** A tiny server cart: create, update (absolute qty per sku), delete, pull, totals, coupons. */
function memoryServer() {
  const carts = new Map<string, { items: { item_id: number; sku: string; qty: number; price: number }[]; coupon: string | null }>();
  let itemId = 0;
  let cartNumber = 0;
  /** Tests hold a pull here to act while it is on its way. */
  let pullGate: Promise<void> = Promise.resolve();
  const cartOf = (url: string) => carts.get(new URL(url, 'http://x').searchParams.get('cartId') ?? '');
  const gone = json({ code: 404, result: 'No such cart. Create a new one.' }, 404);
  const handle = (url: string, body: unknown): unknown => {
    if (url.startsWith('/api/cart/create')) {
      const id = `cart-${++cartNumber}`;
      carts.set(id, { items: [], coupon: null });
      return json({ code: 200, result: id });
    }
    const cart = cartOf(url);
    if (!cart) return gone;
    const cartItem = (body as { cartItem?: { sku: string; qty: number } } | undefined)?.cartItem;
    if (url.startsWith('/api/cart/update') && cartItem) {
      let line = cart.items.find((entry) => entry.sku === cartItem.sku);
      if (line) line.qty = cartItem.qty;
      else cart.items.push((line = { item_id: ++itemId, sku: cartItem.sku, qty: cartItem.qty, price: 20 }));
      return json({ code: 200, result: line });
    }
    if (url.startsWith('/api/cart/delete') && cartItem) {
      cart.items = cart.items.filter((entry) => entry.sku !== cartItem.sku);
      return json({ code: 200, result: true });
    }
    if (url.startsWith('/api/cart/pull')) return pullGate.then(() => json({ code: 200, result: cart.items.map((entry) => ({ ...entry })) }));
    if (url.startsWith('/api/cart/totals')) {
      const total = cart.items.reduce((sum, entry) => sum + entry.qty * entry.price, 0);
      return json({ code: 200, result: { grand_total: total, coupon_code: cart.coupon, total_segments: [{ code: 'grand_total', title: 'Grand Total', value: total }] } });
    }
    if (url.startsWith('/api/cart/apply-coupon')) {
      if (!url.includes('coupon=GOOD')) return json({ code: 400, result: englishCartTexts.invalidCoupon }, 400);
      cart.coupon = 'GOOD';
      return json({ code: 200, result: true });
    }
    if (url.startsWith('/api/cart/delete-coupon')) {
      cart.coupon = null;
      return json({ code: 200, result: true });
    }
    return json({ code: 200, result: true });
  };
  return {
    carts,
    handle,
    holdPulls() {
      let release: () => void = () => {};
      pullGate = new Promise((resolve) => (release = resolve));
      return () => {
        release();
        pullGate = Promise.resolve();
      };
    },
  };
}

function setup({
  stock = 'ok' as StockStatus,
  product = tee() as NewCartLine | null,
  server = undefined as ((url: string, body: unknown) => unknown) | undefined,
  db = new StorefrontDatabase(`cart-test-${++counter}`),
  memory = memoryServer(),
  token = null as string | null,
  refresh = async () => null as string | null,
  trace = undefined as string[] | undefined,
  /** Holds the product's answer (a slow lookup). */
  productAnswer = async () => {},
} = {}) {
  const notifications: NotificationInput[] = [];
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ url, body });
    return (server ?? memory.handle)(url, body);
  });
  let stockStatus = stock;
  const { store, queue } = createCartStore('default', {
    db: () => db,
    loadProduct: async (_storeCode, request) => {
      trace?.push('product asked');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await productAnswer();
      trace?.push('product answered');
      return product ? { ...product, sku: request.sku } : null;
    },
    checkStock: async () => {
      trace?.push('stock asked');
      return { status: stockStatus, qty: 100, maxSaleQty: 1000 };
    },
    notify: (notification) => notifications.push(notification),
    auth: { token: () => token, refresh, onBlocked: () => {} },
    isOnline: () => true,
    fetch: fetchMock as unknown as typeof fetch,
  });
  const mutations = () => calls.filter((call) => !/\/api\/cart\/(pull|totals)/.test(call.url));
  return { store, queue, db, notifications, calls, mutations, memory, setStock: (next: StockStatus) => (stockStatus = next) };
}

/** Polls a condition (IndexedDB work finishes on its own schedule) and fails after 2 s. */
async function waitFor(condition: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 2000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const messages = (list: NotificationInput[]) => list.map((notification) => notification.message);

describe('cart store', () => {
  it('on a first visit (no database yet) the added line lands on a database opened while the product was looked up', async () => {
    // The lookup answers once the database is open, or after 2 s: never, unless something opened it meanwhile.
    const database = new StorefrontDatabase(`cart-test-${++counter}`);
    const { store, db } = setup({ db: database, productAnswer: () => waitFor(() => database.isOpen()).catch(() => {}) });
    let openWhenAdded: boolean | undefined;
    const stop = store.subscribe((state) => {
      if (openWhenAdded === undefined && state.cartItems.length > 0) openWhenAdded = db.isOpen();
    });
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })).toBe(true);
    stop();
    // Its write is then as quick as any: the shopper who leaves the page at once keeps the line.
    expect(openWhenAdded).toBe(true);
  });

  it('says a line was added only once it is kept in IndexedDB: a page left at the notice keeps it', async () => {
    const database = new StorefrontDatabase(`cart-test-${++counter}`);
    const put = database.state.put.bind(database.state);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    // The write of the added line is held until released, as a slow phone's IndexedDB would.
    database.state.put = ((...args: Parameters<typeof put>) => {
      if (held || !JSON.stringify(args[0]).includes('WS12-S-Brown')) return put(...args);
      held = true;
      return released.then(() => put(...args));
    }) as typeof database.state.put;
    const { store, notifications } = setup({ db: database });
    const adding = store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    try {
      await waitFor(() => held);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(notifications).toEqual([]);
    } finally {
      release();
    }
    expect(await adding).toBe(true);
    expect(messages(notifications)).toEqual(['Product has been added to the cart!']);
  });

  it.each([
    ['a quantity lowered', (cart: CartState) => cart.setQuantity(cart.cartItems[0]!, 1)],
    ['a line removed', (cart: CartState) => cart.removeItem(cart.cartItems[0]!)],
    ['a quantity raised by a second add', (cart: CartState) => cart.addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })],
    ['a new line added', (cart: CartState) => cart.addItem({ sku: 'WS12-M-Brown', parentSku: 'WS12' })],
  ])('%s, then the page left at once: the next page shows what this one showed, not the server cart it replaced', async (_, change) => {
    const name = `cart-test-${++counter}`;
    const memory = memoryServer();
    const first = setup({ db: new StorefrontDatabase(name), memory });
    await first.store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12', qty: 2 });
    // The page goes away before IndexedDB takes the change's task for the server: that task never lands.
    let queued = false;
    first.db.syncTasks.add = (() => {
      queued = true;
      return new Promise(() => {});
    }) as unknown as typeof first.db.syncTasks.add;
    void change(first.store.getState());
    await waitFor(() => queued);
    await whenStored();
    const shown = first.store.getState().cartItems.map((line) => line.qty);

    const next = setup({ db: new StorefrontDatabase(name), memory });
    await next.store.getState().sync();
    expect(next.store.getState().cartItems.map((line) => line.qty)).toEqual(shown);
  });

  it('two adds of the same product at once both count', async () => {
    const { store, memory } = setup();
    await Promise.all([store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' }), store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })]);
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 2 })]);
    expect([...memory.carts.values()][0]!.items).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 2 })]);
  });

  it('adds a new item with qty 1, creates the server cart and syncs the line', async () => {
    const { store, notifications, mutations, db } = setup();
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })).toBe(true);
    const state = store.getState();
    expect(state.cartItems).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 1, server_item_id: 1 })]);
    expect(state.cartServerToken).toBe('cart-1');
    expect(state.totals?.grand_total).toBe(20);
    expect(notifications).toEqual([
      { type: 'success', message: 'Product has been added to the cart!', action1: { label: 'Proceed to checkout', action: 'proceed-to-checkout' } },
    ]);
    expect(mutations().map((call) => call.url.split('?')[0])).toEqual(['/api/cart/create', '/api/cart/update']);
    expect(mutations()[1]?.body).toEqual({ cartItem: expect.objectContaining({ sku: 'WS12-S-Brown', qty: 1, quoteId: 'cart-1' }) });
    expect(await db.syncTasks.count()).toBe(0);
  });

  it('an order the server refused gives its lines back: restored into a new server cart, a line added meanwhile kept', async () => {
    const { store, memory } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    const ordered = store.getState().cartItems;
    await store.getState().clear();
    expect(store.getState()).toMatchObject({ cartItems: [], cartServerToken: null });
    await store.getState().addItem({ sku: 'WS12-M-Brown', parentSku: 'WS12' });
    await store.getState().restoreLines([...ordered, ...store.getState().cartItems]);
    expect(store.getState().cartItems.map((entry) => [entry.sku, entry.qty])).toEqual([['WS12-M-Brown', 1], ['WS12-S-Brown', 1]]);
    const serverCart = memory.carts.get(store.getState().cartServerToken ?? '');
    expect(serverCart?.items.map((entry) => [entry.sku, entry.qty])).toEqual([['WS12-M-Brown', 1], ['WS12-S-Brown', 1]]);
  });

  it('tells the shopper the outcome before the server round trip', async () => {
    const { store, notifications } = setup();
    const decisions: { added: boolean; notified: number; synced: boolean }[] = [];
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' }, (added) =>
      decisions.push({ added, notified: notifications.length, synced: (store.getState().cartItems[0]?.server_item_id ?? null) !== null }),
    );
    expect(decisions).toEqual([{ added: true, notified: 1, synced: false }]);
    const refused = setup({ product: null });
    const outcomes: boolean[] = [];
    await refused.store.getState().addItem({ sku: 'nope' }, (added) => outcomes.push(added));
    expect(outcomes).toEqual([false]);
  });

  it('asks for the stock together with the product, not after it (one round trip less before the feedback)', async () => {
    const trace: string[] = [];
    const { store } = setup({ trace });
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' })).toBe(true);
    expect(trace.indexOf('stock asked')).toBeGreaterThanOrEqual(0);
    expect(trace.indexOf('stock asked')).toBeLessThan(trace.indexOf('product answered'));
  });

  it('increases the quantity of the same item', async () => {
    const { store, notifications, mutations } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12', qty: 1 });
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ qty: 2 })]);
    expect(messages(notifications)).toContain('Product quantity has been updated!');
    // Absolute quantity, found by sku and options on the server (no item id that a merge could make stale).
    expect(mutations().at(-1)?.body).toEqual({ cartItem: { sku: 'WS12-S-Brown', qty: 2, quoteId: 'cart-1', product_option: tee().product_option } });
  });

  it('refuses a quantity above the largest sale quantity with the error alone, the line unchanged', async () => {
    const { store, notifications, mutations } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    notifications.length = 0;
    const before = mutations().length;
    expect(await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12', qty: 99999 })).toBe(false);
    expect(notifications).toEqual([{ type: 'danger', message: 'Quantity must be below 1000' }]);
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ qty: 1 })]);
    expect(mutations()).toHaveLength(before);
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

  it("a line the server refuses in a race is told in the page's language, the line removed", async () => {
    const { store, notifications } = setup({
      server: (url) => (url.startsWith('/api/cart/create') ? json({ code: 200, result: 'cart-1' }) : json({ code: 400, result: PRODUCT_NOT_AVAILABLE_MESSAGE }, 400)),
    });
    store.getState().setTexts({ ...store.getState().texts, productUnknown: 'Fehler beim Hinzufügen der Produkte' });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await waitFor(() => store.getState().cartItems.length === 0);
    expect(messages(notifications)).toContain('Fehler beim Hinzufügen der Produkte');
    expect(messages(notifications)).not.toContain(PRODUCT_NOT_AVAILABLE_MESSAGE);

    const variantGone = setup({
      server: (url) => (url.startsWith('/api/cart/create') ? json({ code: 200, result: 'cart-1' }) : json({ code: 400, result: NO_SUCH_VARIANT_MESSAGE }, 400)),
    });
    variantGone.store.getState().setTexts({ ...variantGone.store.getState().texts, variantUnavailable: 'Diese Kombination gibt es nicht mehr' });
    await variantGone.store.getState().addItem({ sku: 'WS12-S-Brown' });
    await waitFor(() => variantGone.store.getState().cartItems.length === 0);
    expect(messages(variantGone.notifications)).toContain('Diese Kombination gibt es nicht mehr');
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
    const { store, mutations } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().removeItem(store.getState().cartItems[0]!);
    expect(store.getState().cartItems).toEqual([]);
    expect(mutations().at(-1)).toEqual({ url: expect.stringContaining('/api/cart/delete'), body: { cartItem: { sku: 'WS12-S-Brown', item_id: 1, quoteId: 'cart-1' } } });
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

  it('restoring or re-reading the cart writes nothing back, so two tabs never overwrite each other or ping-pong', async () => {
    const first = setup();
    await first.store.getState().addItem({ sku: 'WS12-S-Brown' });
    await waitFor(async () => JSON.parse((await first.db.state.get('default:cart'))?.value ?? '{}').state?.cartItems?.length === 1);
    const put = jest.spyOn(first.db.state, 'put');
    // A second tab on the same database restores the cart, then re-reads it as when another tab announces a write.
    const second = setup({ db: first.db });
    await waitFor(() => second.store.getState().cartIsLoaded);
    expect(second.store.getState().cartItems.map((line) => line.sku)).toEqual(['WS12-S-Brown']);
    // What onOtherTabWrite does in each tab (CartStore's type hides persist's API).
    const rehydrate = (store: unknown) => (store as { persist: { rehydrate: () => Promise<void> } }).persist.rehydrate();
    await rehydrate(second.store);
    await rehydrate(first.store);
    expect(put).not.toHaveBeenCalled();
  });

  it('login: the server merged the guest cart; the client takes its quantities and lines, and a reload never doubles them', async () => {
    const first = setup();
    await first.store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12', qty: 2 });
    // The server merges the guest cart into the customer's (which held 1 of the tee and a bag) and answers its id.
    first.memory.carts.set('customer-cart', { items: [{ item_id: 50, sku: 'WS12-S-Brown', qty: 3, price: 20 }, { item_id: 51, sku: '24-MB01', qty: 1, price: 34 }], coupon: null });
    await first.store.getState().connect('customer-cart');
    const lines = () => first.store.getState().cartItems.map((line) => [line.sku, line.qty, line.server_item_id]);
    expect(lines()).toEqual([['WS12-S-Brown', 3, 50], ['24-MB01', 1, 51]]);
    expect(first.store.getState().totals?.grand_total).toBe(94);
    await first.store.getState().sync();
    expect(lines()).toEqual([['WS12-S-Brown', 3, 50], ['24-MB01', 1, 51]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reloaded = setup({ db: first.db, memory: first.memory });
    await reloaded.store.getState().sync();
    expect(reloaded.store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([['WS12-S-Brown', 3], ['24-MB01', 1]]);
    expect(first.memory.carts.get('customer-cart')?.items.map((item) => item.qty)).toEqual([3, 1]);
  });

  it('connect re-applies the coupon the guest had', async () => {
    const { store, memory } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().applyCoupon('GOOD');
    memory.carts.set('customer-cart', { items: [{ item_id: 60, sku: 'WS12-S-Brown', qty: 1, price: 20 }], coupon: null });
    await store.getState().connect('customer-cart');
    expect(memory.carts.get('customer-cart')?.coupon).toBe('GOOD');
    expect(store.getState().coupon).toBe('GOOD');
  });

  it('a cart the server no longer knows is re-created and every line sent again, without an error notification', async () => {
    const { store, memory, notifications } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', qty: 2 });
    memory.carts.clear();
    await store.getState().setQuantity(store.getState().cartItems[0]!, '3');
    await store.getState().sync();
    const token = store.getState().cartServerToken;
    expect(token).not.toBe('cart-1');
    expect(memory.carts.get(token!)?.items).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 3 })]);
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ qty: 3 })]);
    expect(messages(notifications).filter((message) => message.includes('No such cart'))).toEqual([]);
  });

  it('a refused connect retries once as a guest cart, then keeps the cart local', async () => {
    // The token refreshes fine, yet the server refuses the customer cart (e.g. the account was locked meanwhile).
    let refuse = 3;
    const memory = memoryServer();
    const { store, calls } = setup({
      memory,
      token: 'stale',
      refresh: async () => 'stale',
      server: (url, body) => (url.startsWith('/api/cart/create') && refuse-- > 0 ? json({ code: 401, result: 'Unauthorized' }, 401) : memory.handle(url, body)),
    });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().sync();
    const creates = calls.filter((call) => call.url.startsWith('/api/cart/create')).map((call) => call.url);
    expect(creates[0]).toContain('token=stale');
    expect(creates[2]).toBe('/api/cart/create?storeCode=default');
    expect(store.getState().syncDisabled).toBe(true);
    expect(store.getState().cartItems).toHaveLength(1);
  });

  it('stock sync: a line added while the stock was unknown is marked once the stock can be checked', async () => {
    const t = setup({ stock: 'volatile' });
    await t.store.getState().addItem({ sku: 'WS12-S-Brown' });
    expect(t.store.getState().cartItems[0]?.stock).toBe('volatile');
    t.setStock('out_of_stock');
    await t.store.getState().sync();
    expect(t.store.getState().cartItems[0]).toMatchObject({ stock: 'out_of_stock', errors: ['The product is out of stock and cannot be added to the cart!'] });
  });

  it('editing a line to a variant already in the cart merges the two lines', async () => {
    const { store, memory } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown', parentSku: 'WS12' });
    await store.getState().addItem({ sku: 'WS12-M-Brown', parentSku: 'WS12', qty: 2 });
    expect(await store.getState().changeOptions(store.getState().cartItems[0]!, { sku: 'WS12-M-Brown', parentSku: 'WS12', qty: 1 })).toBe(true);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([['WS12-M-Brown', 3]]);
    expect(memory.carts.get('cart-1')?.items.map((item) => [item.sku, item.qty])).toEqual([['WS12-M-Brown', 3]]);
    expect(await store.getState().changeOptions(store.getState().cartItems[0]!, { sku: 'WS12-L-Brown', parentSku: 'WS12', qty: 3 })).toBe(true);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([['WS12-L-Brown', 3]]);
    expect(memory.carts.get('cart-1')?.items.map((item) => [item.sku, item.qty])).toEqual([['WS12-L-Brown', 3]]);
  });

  it('a line removed while a pull is on its way does not come back', async () => {
    const { store, memory } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().addItem({ sku: 'WS12-M-Brown' });
    const release = memory.holdPulls();
    const syncing = store.getState().sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.getState().removeItem(store.getState().cartItems[0]!);
    release();
    await syncing;
    await store.getState().sync();
    expect(store.getState().cartItems.map((line) => line.sku)).toEqual(['WS12-M-Brown']);
    expect(memory.carts.get('cart-1')?.items.map((item) => item.sku)).toEqual(['WS12-M-Brown']);
  });

  it('a line added and removed while offline never reaches the server cart', async () => {
    let offline = true;
    const memory = memoryServer();
    const { store, queue } = setup({ memory, server: (url, body) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : memory.handle(url, body)) });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    await store.getState().addItem({ sku: 'WS12-M-Brown' });
    await store.getState().removeItem(store.getState().cartItems[0]!);
    offline = false;
    await queue.run();
    await store.getState().sync();
    expect(store.getState().cartItems.map((line) => line.sku)).toEqual(['WS12-M-Brown']);
    expect(memory.carts.get(store.getState().cartServerToken!)?.items.map((item) => item.sku)).toEqual(['WS12-M-Brown']);
  });

  it('losing the cart twice still syncs: a lost cart is not a refused connect', async () => {
    const { store, memory } = setup();
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    for (let round = 0; round < 2; round += 1) {
      memory.carts.clear();
      await store.getState().sync();
      await store.getState().sync();
    }
    expect(store.getState().syncDisabled).toBe(false);
    expect(memory.carts.get(store.getState().cartServerToken!)?.items).toEqual([expect.objectContaining({ sku: 'WS12-S-Brown', qty: 1 })]);
  });

  it('server totals are marked with the lines they were computed for; an offline change makes them an estimate', async () => {
    let offline = false;
    const memory = memoryServer();
    const { store } = setup({ memory, server: (url, body) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : memory.handle(url, body)) });
    await store.getState().addItem({ sku: 'WS12-S-Brown' });
    const titles = { subtotal: 'Subtotal', grandTotal: 'Grand Total' };
    const shown = () => displayTotals(store.getState().cartItems, store.getState().totals, store.getState().totalsHash, titles);
    expect(shown().estimated).toBe(false);
    offline = true;
    await store.getState().setQuantity(store.getState().cartItems[0]!, '3');
    expect(shown()).toMatchObject({ estimated: true, segments: [{ code: 'subtotal', value: 60 }, { code: 'grand_total', value: 60 }] });
    offline = false;
    await store.getState().sync();
    expect(shown()).toMatchObject({ estimated: false, segments: [{ code: 'grand_total', value: 60 }] });
  });
});
