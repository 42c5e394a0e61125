/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import { StorefrontDatabase } from './db';
import { dexieStorage } from './dexie-storage';

describe('dexieStorage', () => {
  it('keeps values across database instances (a reload) and removes them', async () => {
    const name = `test-${Math.random()}`;
    const first = new StorefrontDatabase(name);
    const storage = dexieStorage(() => first);
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
});
