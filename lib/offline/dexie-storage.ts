import type { StateStorage } from 'zustand/middleware';
import { storefrontDb, type StorefrontDatabase } from './db';
import { announceWrite } from './tab-sync';

/** zustand `persist` storage backed by IndexedDB; without IndexedDB (server, old browsers) nothing is kept. */
export function dexieStorage(database: () => StorefrontDatabase = storefrontDb): StateStorage {
  const available = () => typeof indexedDB !== 'undefined';
  return {
    getItem: async (key) => (available() ? ((await database().state.get(key))?.value ?? null) : null),
    setItem: async (key, value) => {
      if (!available()) return;
      await database().state.put({ key, value, updatedAt: Date.now() });
      announceWrite(key);
    },
    removeItem: async (key) => {
      if (!available()) return;
      await database().state.delete(key);
      announceWrite(key);
    },
  };
}
