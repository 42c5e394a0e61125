/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import { wishlistItem as item } from '@/test/support/wishlist';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { StorefrontDatabase } from '@/lib/offline/db';
import { createWishlistStore, type WishlistStore } from './wishlist-store';

let counter = 0;
const newDatabaseName = () => `wishlist-test-${++counter}`;

/** Resolves once the store has read IndexedDB. */
function restored(store: WishlistStore): Promise<WishlistStore> {
  return new Promise((resolve) => {
    if (store.getState().isLoaded) return resolve(store);
    const stop = store.subscribe((state) => {
      if (!state.isLoaded) return;
      stop();
      resolve(store);
    });
  });
}

type Persisted = { state: { items: WishlistItem[] } };

/** Writes are asynchronous: wait until IndexedDB holds what the store has (the first write, or the one `until` accepts). */
async function persisted(db: StorefrontDatabase, key: string, until: (value: Persisted) => boolean = () => true) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const row = await db.state.get(key);
    const value = row ? (JSON.parse(row.value) as Persisted) : undefined;
    if (value && until(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${key} was never written`);
}

describe('wishlist store', () => {
  it('toggles a product on and off the list, once per sku', async () => {
    const db = new StorefrontDatabase(newDatabaseName());
    const store = createWishlistStore('default', { db: () => db });
    expect(await store.getState().toggle(item('A'))).toBe(true);
    expect(await store.getState().toggle(item('B'))).toBe(true);
    await store.getState().add(item('A', { price: 30 }));
    expect(store.getState().items.map((entry) => [entry.sku, entry.price])).toEqual([
      ['A', 30],
      ['B', 42],
    ]);
    expect(await store.getState().toggle(item('A'))).toBe(false);
    expect(store.getState().items.map((entry) => entry.sku)).toEqual(['B']);
    // The first write opens the database (a read does not create it): the last one lands before it closes.
    await persisted(db, 'default:wishlist', (value) => value.state.items.map((entry) => entry.sku).join() === 'B');
    db.close();
  });

  it('keeps the list across a reload, per store code', async () => {
    const name = newDatabaseName();
    const first = new StorefrontDatabase(name);
    const de = createWishlistStore('de', { db: () => first });
    await de.getState().add(item('WS01-XS-Blue', { parentSku: 'WS01', type: 'configurable', price: 35.7 }));
    await de.getState().add(item('24-MB01'));
    expect((await persisted(first, 'de:wishlist')).state.items).toHaveLength(2);
    first.close();

    const second = new StorefrontDatabase(name);
    const reloaded = await restored(createWishlistStore('de', { db: () => second }));
    expect(reloaded.getState().items.map((entry) => entry.sku)).toEqual(['24-MB01', 'WS01-XS-Blue']);
    expect(reloaded.getState().items[1]).toMatchObject({ parentSku: 'WS01', price: 35.7 });
    const defaultStore = await restored(createWishlistStore('default', { db: () => second }));
    expect(defaultStore.getState().items).toEqual([]);
    second.close();
  });

  it('a change made before the restore finished is applied on top of the restored list, not lost', async () => {
    const name = newDatabaseName();
    const first = new StorefrontDatabase(name);
    const store = createWishlistStore('default', { db: () => first });
    await store.getState().add(item('A'));
    await persisted(first, 'default:wishlist');
    first.close();

    const second = new StorefrontDatabase(name);
    const reloaded = createWishlistStore('default', { db: () => second });
    expect(reloaded.getState().isLoaded).toBe(false);
    // Clicked at once after the reload: the store waits for IndexedDB, then adds.
    await reloaded.getState().add(item('B'));
    expect(reloaded.getState().items.map((entry) => entry.sku)).toEqual(['B', 'A']);
    second.close();
  });

  it('clear (logout) empties the list and the stored copy', async () => {
    const name = newDatabaseName();
    const db = new StorefrontDatabase(name);
    const store = createWishlistStore('it', { db: () => db });
    await store.getState().add(item('A'));
    await store.getState().clear();
    expect(store.getState().items).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await persisted(db, 'it:wishlist')).state.items).toEqual([]);
    db.close();

    const again = new StorefrontDatabase(name);
    expect((await restored(createWishlistStore('it', { db: () => again }))).getState().items).toEqual([]);
    again.close();
  });

  it('drops malformed stored entries when restoring', async () => {
    const db = new StorefrontDatabase(newDatabaseName());
    await db.state.put({
      key: 'default:wishlist',
      value: JSON.stringify({ state: { items: [item('A'), { sku: 'A', name: 'again', url: '/' }, { name: 'no sku' }] }, version: 0 }),
      updatedAt: Date.now(),
    });
    const store = await restored(createWishlistStore('default', { db: () => db }));
    expect(store.getState().items).toEqual([item('A')]);
    db.close();
  });
});
