/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { SeenProduct } from '@/lib/domain/offline-search';
import { StorefrontDatabase } from './db';
import { recordSeen, searchSeen } from './seen-products';

const seen = (sku: string, name: string, seenAt: number, storeCode = 'default'): SeenProduct => ({
  sku, storeCode, name, url: `/p/${sku}/slug`, image: null, price: '$10.00', seenAt,
});

const page = { from: 0, size: 16 };

describe('seen products in IndexedDB', () => {
  it('finds what was seen after a reload, keeps the newest per store view, and flags an empty answer', async () => {
    const name = `test-${Math.random()}`;
    const first = new StorefrontDatabase(name);
    await recordSeen([seen('J1', 'Montana Jacket', 1), seen('J2', 'Olivia Jacket', 2), seen('T1', 'Iris Top', 3)], first, 3);
    await recordSeen([seen('J3', 'Proteus Jacket', 4), seen('D1', 'Jacke', 1, 'de')], first, 3);
    first.close();

    const second = new StorefrontDatabase(name);
    const jackets = await searchSeen('default', 'jacket', page, second);
    // J1, the oldest of the default store view, was forgotten; the German one stays in its own.
    expect(jackets.items.map((product) => product.sku)).toEqual(['J3', 'J2']);
    expect(jackets).toMatchObject({ total: 2, offline: true, noresults: false });
    expect((await searchSeen('de', 'jacke', page, second)).items.map((product) => product.sku)).toEqual(['D1']);
    expect(await searchSeen('default', 'parka', page, second)).toEqual({ items: [], total: 0, offline: true, noresults: true });
    second.close();
  });

  it('answers nothing and creates no database on a first visit', async () => {
    const name = `test-${Math.random()}`;
    expect(await searchSeen('default', 'jacket', page, new StorefrontDatabase(name))).toMatchObject({ total: 0, noresults: true });
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
  });

  it('the new version keeps what version 3 stored', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(3).stores({
      state: 'key, updatedAt',
      syncTasks: '++task_id, transmited, created_at, url',
      recentlyViewed: '[storeCode+sku], storeCode',
    });
    await old.table('state').put({ key: 'default:cart', value: '{"state":{}}', updatedAt: 1 });
    await old.table('syncTasks').put({ url: '/api/order', transmited: 0, created_at: 1 });
    await old.table('recentlyViewed').put({ storeCode: 'default', sku: 'A', name: 'A', url: '/p/A/a', image: null, price: '$1', viewedAt: 1 });
    old.close();

    const upgraded = new StorefrontDatabase(name);
    expect(await upgraded.state.get('default:cart')).toEqual({ key: 'default:cart', value: '{"state":{}}', updatedAt: 1 });
    expect(await upgraded.syncTasks.count()).toBe(1);
    expect(await upgraded.recentlyViewed.get(['default', 'A'])).toMatchObject({ name: 'A' });
    await recordSeen([seen('J1', 'Montana Jacket', 1)], upgraded);
    expect((await searchSeen('default', 'montana', page, upgraded)).total).toBe(1);
    upgraded.close();
  });
});
