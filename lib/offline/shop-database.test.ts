import { shopDatabaseMayExist } from './shop-database';

type Databases = () => Promise<{ name?: string }[]>;

function withIndexedDb(databases: Databases | undefined, run: () => Promise<void>) {
  const global = globalThis as { indexedDB?: unknown };
  const previous = global.indexedDB;
  global.indexedDB = databases ? { databases } : {};
  return run().finally(() => {
    global.indexedDB = previous;
  });
}

describe('shopDatabaseMayExist', () => {
  it('is false only when the browser lists its databases and the shop’s is not among them', async () => {
    await withIndexedDb(async () => [{ name: 'other-site-cache' }], async () => {
      expect(await shopDatabaseMayExist()).toBe(false);
    });
    await withIndexedDb(async () => [{ name: 'storefront' }], async () => {
      expect(await shopDatabaseMayExist()).toBe(true);
    });
  });

  it('is true when the browser cannot list its databases, fails to, or does not answer within a second', async () => {
    await withIndexedDb(undefined, async () => {
      expect(await shopDatabaseMayExist()).toBe(true);
    });
    await withIndexedDb(() => Promise.reject(new Error('refused')), async () => {
      expect(await shopDatabaseMayExist()).toBe(true);
    });
    jest.useFakeTimers();
    try {
      await withIndexedDb(() => new Promise(() => {}), async () => {
        const answer = shopDatabaseMayExist();
        await jest.advanceTimersByTimeAsync(1000);
        expect(await answer).toBe(true);
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
