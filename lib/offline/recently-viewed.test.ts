/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { ViewedProduct } from '@/lib/domain/recently-viewed';
import { StorefrontDatabase } from './db';
import { clearViewed, readViewed, recordView } from './recently-viewed';

const viewed = (sku: string, viewedAt: number, storeCode = 'default'): ViewedProduct => ({
  sku, storeCode, name: `Product ${sku}`, url: `/p/${sku}/slug`, image: '/w/s/ws01.jpg', price: '$10.00', viewedAt,
});

describe('recently viewed in IndexedDB', () => {
  it('keeps the last 12 per store view across a reload, leaves out the current product, and clears one store view', async () => {
    const name = `test-${Math.random()}`;
    const first = new StorefrontDatabase(name);
    for (let index = 0; index < 14; index++) await recordView(viewed(`P${index}`, index), first);
    await recordView(viewed('P5', 100), first);
    await recordView(viewed('D1', 1, 'de'), first);
    first.close();

    const second = new StorefrontDatabase(name);
    const row = await readViewed('default', 'P13', second);
    expect(row.map((entry) => entry.sku)).toEqual(['P5', 'P12', 'P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P4', 'P3', 'P2']);
    expect(await second.recentlyViewed.where('storeCode').equals('default').count()).toBe(12);
    await clearViewed('default', second);
    expect(await readViewed('default', null, second)).toEqual([]);
    expect((await readViewed('de', null, second)).map((entry) => entry.sku)).toEqual(['D1']);
    second.close();
  });

  it('reads nothing and creates no database on a first visit', async () => {
    const name = `test-${Math.random()}`;
    expect(await readViewed('default', null, new StorefrontDatabase(name))).toEqual([]);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
  });

  it('the new version keeps what version 2 stored', async () => {
    const name = `test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(2).stores({ state: 'key, updatedAt', syncTasks: '++task_id, transmited, created_at, url' });
    await old.table('state').put({ key: 'default:cart', value: '{"state":{}}', updatedAt: 1 });
    old.close();

    const upgraded = new StorefrontDatabase(name);
    expect(await upgraded.state.get('default:cart')).toEqual({ key: 'default:cart', value: '{"state":{}}', updatedAt: 1 });
    await recordView(viewed('A', 1), upgraded);
    expect((await readViewed('default', null, upgraded)).map((entry) => entry.sku)).toEqual(['A']);
    upgraded.close();
  });
});
