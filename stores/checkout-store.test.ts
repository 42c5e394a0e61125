/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import { ORDER_SERVER_ERROR_MESSAGE, ORDER_VALIDATION_ERROR_MESSAGE } from '@/lib/domain/checkout-order';
import type { CartLine } from '@/lib/domain/cart-lines';
import type { NotificationInput } from '@/lib/domain/notifications';
import { StorefrontDatabase } from '@/lib/offline/db';
import { askToConfirmWaitingOrders, createCheckoutStore, type RegisterCustomer } from './checkout-store';
import { DUPLICATE_EMAIL_MESSAGE } from '@/lib/domain/account-failures';

function json(body: unknown, status = 200) {
  return { status, headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) }, json: async () => body };
}

const line = { sku: '24-MB01', parentSku: null, name: 'Joust Duffle Bag', qty: 1, price_incl_tax: 34, image: null, type_id: 'simple', options: [], checksum: 'c', server_item_id: 3 } as CartLine;

let counter = 0;
async function setup(fetchMock: jest.Mock, registerCustomer?: RegisterCustomer, dbName = `checkout-test-${++counter}`) {
  const db = new StorefrontDatabase(dbName);
  const notifications: NotificationInput[] = [];
  let lines: CartLine[] = [line];
  let cartId: string | null = 'cart-1';
  let clock = 1_000_000;
  let ids = 0;
  let online = true;
  /** The cart's clearing: immediate unless a test holds it (as a slow IndexedDB write would). */
  const clearing = { wait: async () => {} };
  const { store, queue } = createCheckoutStore('default', {
    db: () => db,
    notify: (notification) => notifications.push(notification),
    defaultCountry: 'US',
    registerCustomer,
    now: () => clock,
    newOrderId: () => `order-${++ids}`,
    fetch: fetchMock as unknown as typeof fetch,
    isOnline: () => online,
    cart: {
      lines: () => lines,
      cartId: () => cartId,
      clearWithoutSync: async () => {
        await clearing.wait();
        lines = [];
        cartId = null;
      },
      restoreLines: async (restored) => {
        lines = [...lines, ...restored];
      },
    },
  });
  // Restored from IndexedDB first, or the restore would overwrite the order being placed (slow machines take longer).
  while (!store.getState().isLoaded) await new Promise((resolve) => setTimeout(resolve, 5));
  store.getState().changePersonalDetails({ firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', createAccount: true, password: 'Secret-123', passwordConfirmation: 'Secret-123' });
  store.getState().changeShippingDetails({ firstName: 'Ada', lastName: 'Lovelace', streetAddress: 'Main', apartmentNumber: '1', city: 'Austin', zipCode: '73301', shippingMethod: 'flatrate:flatrate' });
  store.getState().changePaymentDetails({ paymentMethod: 'checkmo' });
  return {
    db,
    store,
    queue,
    notifications,
    cart: () => ({ lines, cartId }),
    advance: (ms: number) => (clock += ms),
    clearing,
    setOnline: (value: boolean) => (online = value),
    pending: () => db.syncTasks.where('transmited').equals(0).toArray(),
  };
}

const place = (store: Awaited<ReturnType<typeof setup>>['store']) => store.getState().placeOrder({ fallbackShippingMethod: 'flatrate:flatrate' });

describe('checkout store: place order (spec §4)', () => {
  it('200: order number, last-cart-bypass time, cart cleared without syncing, password and createAccount dropped', async () => {
    const fetchMock = jest.fn(async () => json({ code: 200, result: { orderNumber: '000000042' } }));
    const t = await setup(fetchMock, async () => ({ ok: true }));
    await place(t.store);
    expect(t.store.getState().order).toEqual({ orderId: 'order-1', status: 'placed', orderNumber: '000000042' });
    expect(t.store.getState().lastCartBypassAt).toBe(1_000_000);
    expect(t.cart()).toEqual({ lines: [], cartId: null });
    expect(t.store.getState().details.personalDetails).toMatchObject({ password: '', createAccount: false, emailAddress: 'ada@example.com' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/order?token=&storeCode=default');
    expect(new URL(url, 'http://x').searchParams.get('storeCode')).toBe('default');
    expect(JSON.parse(String(init.body))).toMatchObject({ order_id: 'order-1', cart_id: 'cart-1', products: [{ sku: '24-MB01', qty: 1 }] });
    expect(await t.pending()).toEqual([]);
  });

  it('API unreachable: queued, the cart emptied; confirming after reconnect sends it exactly once', async () => {
    const fetchMock = jest.fn(async (): Promise<ReturnType<typeof json>> => {
      throw new TypeError('Failed to fetch');
    });
    const t = await setup(fetchMock);
    t.store.getState().changePersonalDetails({ createAccount: false });
    await place(t.store);
    expect(t.store.getState().order).toMatchObject({ status: 'queued' });
    expect(t.cart().lines).toEqual([]);
    expect(await t.pending()).toHaveLength(1);

    fetchMock.mockImplementation(async () => json({ code: 200, result: { orderNumber: '7' } }));
    await askToConfirmWaitingOrders(t.store, (notification) => t.notifications.push(notification));
    expect(t.notifications.at(-1)).toMatchObject({ message: 'Order waiting!', action1: { label: 'Click here to confirm the order that you made offline.', action: 'confirm-offline-orders' } });
    fetchMock.mockClear();
    await Promise.all([t.store.getState().confirmOfflineOrders(), t.store.getState().confirmOfflineOrders()]);
    await t.store.getState().confirmOfflineOrders();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(t.store.getState().order).toEqual({ orderId: 'order-1', status: 'placed', orderNumber: '7' });
    expect(await t.store.getState().countWaitingOrders()).toBe(0);
  });

  it('on the thank-you page a waiting order is sent without asking, exactly once', async () => {
    const fetchMock = jest.fn(async (): Promise<ReturnType<typeof json>> => {
      throw new TypeError('Failed to fetch');
    });
    const t = await setup(fetchMock);
    await place(t.store);
    expect(t.store.getState().order).toMatchObject({ status: 'queued' });
    fetchMock.mockImplementation(async () => json({ code: 200, result: { orderNumber: '8' } }));
    fetchMock.mockClear();
    t.store.getState().setThankYouShown(true);
    const notify = (notification: NotificationInput) => t.notifications.push(notification);
    const before = t.notifications.length;
    await Promise.all([askToConfirmWaitingOrders(t.store, notify), askToConfirmWaitingOrders(t.store, notify)]);
    expect(t.notifications.slice(before)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(t.store.getState().order).toMatchObject({ status: 'placed', orderNumber: '8' });
  });

  it('5xx: the server-error message and the same order (same order_id) queued again', async () => {
    const fetchMock = jest.fn(async () => json({ code: 500, result: 'boom' }, 500));
    const t = await setup(fetchMock);
    t.store.getState().changePersonalDetails({ createAccount: false });
    await place(t.store);
    expect(t.notifications.at(-1)).toMatchObject({ type: 'danger', message: ORDER_SERVER_ERROR_MESSAGE });
    expect(t.store.getState().order).toMatchObject({ status: 'queued' });
    const [queued] = await t.pending();
    expect((queued?.payload.body as { order_id: string }).order_id).toBe('order-1');
  });

  it('4xx: the internal validation message, nothing queued, the ordered lines back in the cart', async () => {
    const fetchMock = jest.fn(async () => json({ code: 400, result: 'addressInformation.shippingAddress.email: Field is required' }, 400));
    const t = await setup(fetchMock);
    t.store.getState().changePersonalDetails({ createAccount: false });
    await place(t.store);
    expect(t.notifications.at(-1)).toMatchObject({ type: 'danger', message: ORDER_VALIDATION_ERROR_MESSAGE });
    expect(t.store.getState().order).toBeNull();
    expect(await t.pending()).toEqual([]);
    expect(t.cart().lines).toEqual([line]);
  });

  it('the thank-you page shows only once the order is queued and the emptied cart is kept', async () => {
    const fetchMock = jest.fn(async () => json({ code: 200, result: { orderNumber: '000000043' } }));
    const t = await setup(fetchMock);
    t.store.getState().changePersonalDetails({ createAccount: false });
    let release: () => void = () => {};
    let clearingStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (clearingStarted = resolve));
    t.clearing.wait = () => {
      clearingStarted();
      return new Promise<void>((resolve) => (release = resolve));
    };
    const placing = place(t.store);
    await started;
    // The order is already kept in IndexedDB, but neither shown nor sent while the cart's clearing is not stored.
    expect(await t.pending()).toHaveLength(1);
    expect(t.store.getState().order).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    release();
    await placing;
    expect(t.cart().lines).toEqual([]);
    expect(t.store.getState().order).toMatchObject({ status: 'placed', orderNumber: '000000043' });
  });

  it('an order whose answer never came (the page was left while sending) is sent again without asking, once', async () => {
    const hang = jest.fn(() => new Promise<never>(() => {}));
    const left = await setup(hang);
    left.store.getState().changePersonalDetails({ createAccount: false });
    void place(left.store);
    while (hang.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(left.cart().lines).toEqual([]);
    // The left page's claim on the task ends with it (Web Locks release it; here the claim is aged).
    await left.db.syncTasks.toCollection().modify({ claimed_at: 0 });

    const answer = jest.fn(async () => json({ code: 200, result: { orderNumber: '000000044' } }));
    const next = await setup(answer, undefined, left.db.name);
    await askToConfirmWaitingOrders(next.store, (notification) => next.notifications.push(notification));
    expect(next.notifications.filter((notification) => notification.message === 'Order waiting!')).toEqual([]);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(next.store.getState().order).toMatchObject({ status: 'placed', orderNumber: '000000044' });
    expect(await next.pending()).toEqual([]);
  });

  it('an order made offline waits for the confirmation; the page placing the next order does not send it', async () => {
    const fetchMock = jest.fn(async () => json({ code: 200, result: { orderNumber: '000000045' } }));
    const t = await setup(fetchMock);
    t.store.getState().changePersonalDetails({ createAccount: false });
    t.setOnline(false);
    await place(t.store);
    expect(t.store.getState().order).toMatchObject({ status: 'queued' });
    expect(t.cart().lines).toEqual([]);
    t.setOnline(true);
    t.store.getState().startNewCheckout();
    await t.store.getState().resumeInterruptedOrders();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await t.store.getState().countWaitingOrders()).toBe(1);
    await askToConfirmWaitingOrders(t.store, (notification) => t.notifications.push(notification));
    expect(t.notifications.at(-1)).toMatchObject({ message: 'Order waiting!' });
  });

  it('a failed account creation stops before the order', async () => {
    const fetchMock = jest.fn();
    const t = await setup(fetchMock, async () => ({ ok: false, code: 400, message: DUPLICATE_EMAIL_MESSAGE }));
    await place(t.store);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(t.notifications.at(-1)?.message).toBe(DUPLICATE_EMAIL_MESSAGE);
  });

  it("names a failed account creation in the page's language", async () => {
    const accountFailures = { loginFailed: 'Anmeldung fehlgeschlagen', tooManyAttempts: 'Zu viele Versuche', emailTaken: 'E-Mail vergeben', offline: 'Offline', unavailable: 'Gerade nicht möglich' };
    const failures = [
      { code: 400, message: DUPLICATE_EMAIL_MESSAGE },
      { code: 400, message: 'customer.email: Please provide valid e-mail address.' },
    ];
    const t = await setup(jest.fn(), async () => ({ ok: false, ...failures.shift()! }));
    t.store.getState().setTexts({ ...t.store.getState().texts, accountFailures });
    await place(t.store);
    expect(t.notifications.at(-1)?.message).toBe('E-Mail vergeben');
    await place(t.store);
    expect(t.notifications.at(-1)?.message).toBe('customer.email: Please provide valid e-mail address.');
  });

  it('prefillFromProfile fills personal details and the default address; clearDetails empties them', async () => {
    const t = await setup(jest.fn());
    await t.store.getState().prefillFromProfile({ id: 9, firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', addresses: [{ city: 'Arlington', street: ['Navy Rd', '1'], postcode: '22201', country_id: 'US', default_shipping: true }] });
    expect(t.store.getState().details.personalDetails).toMatchObject({ firstName: 'Grace', emailAddress: 'grace@example.com' });
    expect(t.store.getState().details.shippingDetails.city).toBe('Arlington');
    expect(t.store.getState().userId).toBe('9');
    await t.store.getState().clearDetails();
    expect(t.store.getState().details.personalDetails.firstName).toBe('');
    expect(t.store.getState().userId).toBeNull();
  });
});
