import { TOKEN_LOCK } from '@/lib/domain/sync-task';
import { createTokenLock, registerSessionLock, resetSessionLocks } from './token-lock';

describe('token lock', () => {
  it('refreshes once for concurrent 401s and goes back to normal', async () => {
    const refresh = jest.fn(async () => 'new-token');
    const lock = createTokenLock(refresh);
    const [a, b] = await Promise.all([lock.refresh(), lock.refresh()]);
    expect([a, b]).toEqual(['new-token', 'new-token']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(lock.state()).toBe(TOKEN_LOCK.normal);
  });

  it('is refreshing while the refresh runs', async () => {
    let resolve: (token: string) => void = () => {};
    const lock = createTokenLock(() => new Promise((r) => (resolve = r)));
    const pending = lock.refresh();
    expect(lock.state()).toBe(TOKEN_LOCK.refreshing);
    resolve('t');
    await pending;
    expect(lock.state()).toBe(TOKEN_LOCK.normal);
  });

  it('blocks after a failed refresh and does not try again until reset', async () => {
    const refresh = jest.fn(async () => {
      throw new Error('refused');
    });
    const onBlocked = jest.fn();
    const lock = createTokenLock(refresh, onBlocked);
    expect(await lock.refresh()).toBeNull();
    expect(lock.state()).toBe(TOKEN_LOCK.blocked);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(await lock.refresh()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    lock.reset();
    expect(lock.state()).toBe(TOKEN_LOCK.normal);
  });

  it('a new login puts every registered lock (cart and checkout queues) back to normal', async () => {
    const cart = registerSessionLock(createTokenLock(async () => null));
    const checkout = registerSessionLock(createTokenLock(async () => null));
    await Promise.all([cart.refresh(), checkout.refresh()]);
    expect([cart.state(), checkout.state()]).toEqual([TOKEN_LOCK.blocked, TOKEN_LOCK.blocked]);
    resetSessionLocks();
    expect([cart.state(), checkout.state()]).toEqual([TOKEN_LOCK.normal, TOKEN_LOCK.normal]);
  });
});
