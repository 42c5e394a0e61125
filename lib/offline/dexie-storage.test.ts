/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import { StorefrontDatabase } from './db';
import { dexieStorage, whenStored } from './dexie-storage';

describe('dexieStorage', () => {
  it('keeps values across database instances (a reload) and removes them', async () => {
    const name = `test-${Math.random()}`;
    const first = new StorefrontDatabase(name);
    const storage = dexieStorage(() => first);
    expect(await storage.getItem('de:compare')).toBeNull();
    await storage.setItem('de:compare', '{"state":{"skus":["WS01"]}}');
    first.close();

    const second = new StorefrontDatabase(name);
    const reloaded = dexieStorage(() => second);
    expect(await reloaded.getItem('de:compare')).toBe('{"state":{"skus":["WS01"]}}');
    expect(await reloaded.getItem('default:compare')).toBeNull();
    await reloaded.removeItem('de:compare');
    expect(await reloaded.getItem('de:compare')).toBeNull();
    second.close();
  });

  it('does not write a key before reading it: a store starting up never puts its empty state over a kept one', async () => {
    const name = `test-${Math.random()}`;
    const database = new StorefrontDatabase(name);
    const otherTab = dexieStorage(() => database);
    expect(await otherTab.getItem('default:cart')).toBeNull();
    await otherTab.setItem('default:cart', '{"state":{"cartItems":[{"sku":"WS01"}]}}');

    const startingTab = dexieStorage(() => database);
    await startingTab.setItem('default:cart', '{"state":{"cartItems":[]}}');
    expect(await startingTab.getItem('default:cart')).toBe('{"state":{"cartItems":[{"sku":"WS01"}]}}');
    await startingTab.setItem('default:cart', '{"state":{"cartItems":[]}}');
    expect(await otherTab.getItem('default:cart')).toBe('{"state":{"cartItems":[]}}');
    database.close();
  });

  it('neither reads nor writes the initial state into a database the browser does not hold; a change creates it and an emptying is kept', async () => {
    const name = `test-${Math.random()}`;
    const names = async () => (await indexedDB.databases()).map((database) => database.name);
    const empty = '{"state":{"cartItems":[]},"version":0}';
    const database = new StorefrontDatabase(name);
    const storage = dexieStorage(() => database, () => empty);
    expect(await storage.getItem('default:cart')).toBeNull();
    await storage.setItem('default:cart', empty);
    expect(await names()).not.toContain(name);
    await storage.setItem('default:cart', '{"state":{"cartItems":[{"sku":"WS01"}]},"version":0}');
    expect(await names()).toContain(name);
    await storage.setItem('default:cart', empty);
    expect(await dexieStorage(() => database).getItem('default:cart')).toBe(empty);
    database.close();
  });

  it('tells when the writes begun so far are kept, and does not wait past 2 s for a database that does not answer', async () => {
    const database = new StorefrontDatabase(`test-${Math.random()}`);
    const put = database.state.put.bind(database.state);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    database.state.put = ((...args: Parameters<typeof put>) => released.then(() => put(...args))) as typeof database.state.put;
    const storage = dexieStorage(() => database);
    await storage.getItem('default:cart');
    const writing = storage.setItem('default:cart', '{"state":{"cartItems":[{"sku":"WS01"}]}}');
    try {
      const started = Date.now();
      await whenStored();
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(1900);
      expect(waited).toBeLessThan(3000);
    } finally {
      release();
    }
    await writing;
    const again = Date.now();
    await whenStored();
    expect(Date.now() - again).toBeLessThan(100);
    expect(await dexieStorage(() => database).getItem('default:cart')).toBe('{"state":{"cartItems":[{"sku":"WS01"}]}}');
    database.close();
  });

  describe('a page left while its write is still on its way to IndexedDB', () => {
    const cart = '{"state":{"cartItems":[{"sku":"WS01"}]},"version":0}';
    /** A database whose writes wait until released, as one being created on a slow phone. */
    function slowDatabase(name: string) {
      const database = new StorefrontDatabase(name);
      database.state.put = (() => new Promise(() => {})) as unknown as typeof database.state.put;
      return { database };
    }

    afterEach(() => localStorage.clear());

    it('keeps the unfinished write at the exit, and the next page restores it into IndexedDB', async () => {
      const name = `test-${Math.random()}`;
      const { database: leaving } = slowDatabase(name);
      const storage = dexieStorage(() => leaving);
      await storage.getItem('default:cart');
      void storage.setItem('default:cart', cart);
      window.dispatchEvent(new Event('pagehide'));

      const next = new StorefrontDatabase(name);
      expect(await dexieStorage(() => next).getItem('default:cart')).toBe(cart);
      // IndexedDB holds it now, so a third page reads it from there with nothing left in localStorage.
      expect(localStorage.length).toBe(0);
      expect((await next.state.get('default:cart'))?.value).toBe(cart);
      leaving.close();
      next.close();
    });

    it('keeps nothing for writes IndexedDB took before the exit', async () => {
      const database = new StorefrontDatabase(`test-${Math.random()}`);
      const storage = dexieStorage(() => database);
      await storage.getItem('default:cart');
      await storage.setItem('default:cart', cart);
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.length).toBe(0);
      database.close();
    });

    it('does not restore a kept write over a newer one another tab stored since', async () => {
      const name = `test-${Math.random()}`;
      const { database: leaving } = slowDatabase(name);
      const storage = dexieStorage(() => leaving);
      await storage.getItem('default:cart');
      void storage.setItem('default:cart', cart);
      window.dispatchEvent(new Event('pagehide'));

      const otherTab = new StorefrontDatabase(name);
      const emptied = '{"state":{"cartItems":[]},"version":0}';
      await otherTab.state.put({ key: 'default:cart', value: emptied, updatedAt: Date.now() + 1000 });
      expect(await dexieStorage(() => otherTab).getItem('default:cart')).toBe(emptied);
      expect(localStorage.length).toBe(0);
      leaving.close();
      otherTab.close();
    });
  });
});
