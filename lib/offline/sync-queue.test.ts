/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import { BAD_CONTENT_TYPE } from '@/lib/domain/api-errors';
import { TOKEN_REFRESH_FAILED, type SyncTask } from '@/lib/domain/sync-task';
import { StorefrontDatabase } from './db';
import { createSyncQueue, type SyncQueueContext } from './sync-queue';
import { createTokenLock } from './token-lock';

/** jsdom has no fetch Response: the part of it the queue reads. */
function fakeResponse(status: number, contentType: string, body: unknown) {
  return { status, headers: { get: (name: string) => (name === 'content-type' ? contentType : null) }, json: async () => body };
}

function json(body: unknown, status = 200) {
  return fakeResponse(status, 'application/json', body);
}

let counter = 0;
function setup({ fetch: fetchMock, ...overrides }: Partial<Omit<SyncQueueContext, 'fetch'>> & { fetch: jest.Mock; refresh?: () => Promise<string | null> }) {
  const db = new StorefrontDatabase(`queue-test-${++counter}`);
  let cartId: string | null = 'cart-1';
  let token: string | null = null;
  const done: SyncTask[] = [];
  const errors: string[] = [];
  const tokenLock = createTokenLock(overrides.refresh ?? (async () => null));
  const queue = createSyncQueue({
    db: () => db,
    tokenLock,
    cartId: () => cartId,
    token: () => token,
    isOnline: () => true,
    notifyError: (message) => errors.push(message),
    onTaskDone: (task) => {
      done.push(task);
    },
    ...overrides,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return {
    db,
    queue,
    tokenLock,
    done,
    errors,
    setCartId: (id: string | null) => (cartId = id),
    setToken: (value: string | null) => (token = value),
  };
}

const update = (sku: string) => ({
  url: '/api/cart/update?token={{token}}&cartId={{cartId}}',
  payload: { method: 'POST' as const, body: { cartItem: { sku, qty: 1, quoteId: '{{cartId}}' } } },
  callback_event: 'cart/update',
});

describe('sync queue', () => {
  it('sends tasks in order, marks them and removes them', async () => {
    const fetchMock = jest.fn(async (..._args: unknown[]) => json({ code: 200, result: { item_id: 1 } }));
    const { queue, db, done } = setup({ fetch: fetchMock });
    await queue.enqueue(update('A'));
    await queue.enqueue(update('B'));
    const finished = await queue.run();
    expect(finished.map((task) => (task.payload.body as { cartItem: { sku: string } }).cartItem.sku)).toEqual(['A', 'B']);
    expect(finished[0]).toMatchObject({ transmited: 1, resultCode: 200, result: { item_id: 1 } });
    expect(finished[0]?.transmited_at).toEqual(expect.any(Number));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cart/update?token=&cartId=cart-1');
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string).cartItem.quoteId).toBe('cart-1');
    expect(await db.syncTasks.count()).toBe(0);
    expect(done).toHaveLength(2);
  });

  it("waits for the stored session before sending, so a customer's task carries the token", async () => {
    const fetchMock = jest.fn(async (..._args: unknown[]) => json({ code: 200, result: { item_id: 1 } }));
    let sessionRead: () => void = () => {};
    const read = new Promise<void>((resolve) => (sessionRead = resolve));
    let asked: () => void = () => {};
    const askedForSession = new Promise<void>((resolve) => (asked = resolve));
    const sessionReady = () => {
      asked();
      return read;
    };
    const { queue, setToken } = setup({ fetch: fetchMock, sessionReady });
    await queue.enqueue(update('A'));
    const running = queue.run();
    await askedForSession;
    expect(fetchMock).not.toHaveBeenCalled();
    setToken('customer-token');
    sessionRead();
    await running;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cart/update?token=customer-token&cartId=cart-1');
  });

  it('keeps a task whose result may be cached', async () => {
    const { queue, db } = setup({ fetch: jest.fn(async () => json({ code: 200, result: 'ok' })) });
    await queue.execute({ ...update('A'), is_result_cacheable: true });
    expect(await db.syncTasks.toArray()).toEqual([expect.objectContaining({ transmited: 1, result: 'ok' })]);
  });

  it('keeps what it could not send and sends it on the next run (1 attempt per run)', async () => {
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json({ code: 200, result: true }));
    const { queue, db } = setup({ fetch: fetchMock });
    expect(await queue.execute(update('A'))).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await db.syncTasks.where('transmited').equals(0).count()).toBe(1);
    const finished = await queue.run();
    expect(finished).toHaveLength(1);
    expect(await db.syncTasks.count()).toBe(0);
  });

  it('does nothing while offline', async () => {
    const fetchMock = jest.fn();
    const { queue, db } = setup({ fetch: fetchMock, isOnline: () => false });
    expect(await queue.execute(update('A'))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.syncTasks.count()).toBe(1);
  });

  it('a run with nothing queued in a browser that holds no shop database leaves none behind', async () => {
    const fetchMock = jest.fn();
    const { queue, db } = setup({ fetch: fetchMock });
    expect(await queue.run()).toEqual([]);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(db.name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets tasks needing a cart id wait for one and asks for the cart', async () => {
    const fetchMock = jest.fn(async () => json({ code: 200, result: 'new-cart' }));
    const onMissingCartId = jest.fn();
    const { queue, setCartId } = setup({ fetch: fetchMock, onMissingCartId });
    setCartId(null);
    await queue.enqueue(update('A'));
    const created = await queue.execute({ url: '/api/cart/create?token={{token}}', payload: { method: 'POST' } });
    expect(created?.result).toBe('new-cart');
    expect(onMissingCartId).toHaveBeenCalledWith(expect.stringContaining('the required cartId argument is null'));
    setCartId('new-cart');
    const finished = await queue.run();
    expect(finished).toHaveLength(1);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/cart/update?token=&cartId=new-cart', expect.anything());
  });

  it('reports a non-JSON answer and notifies server messages', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(fakeResponse(502, 'text/html', null))
      .mockResolvedValueOnce(json({ code: 400, result: 'Quantity must be below 100' }, 400));
    const { queue, errors } = setup({ fetch: fetchMock });
    const first = await queue.execute(update('A'));
    expect(first).toMatchObject({ resultCode: 502, result: BAD_CONTENT_TYPE });
    const second = await queue.execute({ ...update('B') });
    expect(second?.resultCode).toBe(400);
    expect(errors).toEqual([BAD_CONTENT_TYPE, 'Quantity must be below 100']);
    await queue.execute({ ...update('C'), silent: true });
    expect(errors).toHaveLength(2);
  });

  it('refreshes an expired token once and retries with the new one', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({ code: 401, result: 'expired' }, 401))
      .mockResolvedValueOnce(json({ code: 200, result: 'ok' }));
    const refresh = jest.fn(async () => 'fresh');
    const { queue, setToken, errors } = setup({ fetch: fetchMock, refresh });
    setToken('stale');
    const task = await queue.execute(update('A'));
    expect(task).toMatchObject({ resultCode: 200, result: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toContain('token=stale');
    expect(fetchMock.mock.calls[1]?.[0]).toContain('token=fresh');
    expect(errors).toEqual([]);
  });

  it('blocks on a failed refresh: untransmitted tasks are discarded and later tasks abort with a 401', async () => {
    const fetchMock = jest.fn(async () => json({ code: 401, result: 'expired' }, 401));
    const { queue, setToken, db, tokenLock } = setup({ fetch: fetchMock, refresh: async () => null });
    setToken('stale');
    await queue.enqueue(update('A'));
    await queue.enqueue(update('B'));
    const finished = await queue.run();
    expect(finished).toEqual([expect.objectContaining({ resultCode: 401, result: TOKEN_REFRESH_FAILED })]);
    expect(tokenLock.state()).toBe(-1);
    expect(await db.syncTasks.count()).toBe(0);
    const later = await queue.execute(update('C'));
    expect(later).toMatchObject({ resultCode: 401, result: TOKEN_REFRESH_FAILED });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a token is an ordinary answer', async () => {
    const refresh = jest.fn(async () => 'x');
    const { queue } = setup({ fetch: jest.fn(async () => json({ code: 401, result: 'no' }, 401)), refresh });
    expect((await queue.execute(update('A')))?.resultCode).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('two tabs do not send the same task twice', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = jest.fn(async () => {
      await gate;
      return json({ code: 200, result: true });
    });
    const first = setup({ fetch: fetchMock });
    const secondTab = createSyncQueue({
      db: () => first.db,
      tokenLock: createTokenLock(async () => null),
      cartId: () => 'cart-1',
      token: () => null,
      isOnline: () => true,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await first.queue.enqueue(update('A'));
    const runs = Promise.all([first.queue.run(), secondTab.run()]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const [a, b] = await runs;
    expect(a.length + b.length).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
