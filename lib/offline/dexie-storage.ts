import type { StateStorage } from 'zustand/middleware';
import { storefrontDb, type StorefrontDatabase } from './db';

/** zustand `persist` storage backed by IndexedDB; without IndexedDB (server, old browsers) nothing is kept. */
export function dexieStorage(database: () => StorefrontDatabase = storefrontDb): StateStorage {
  const available = () => typeof indexedDB !== 'undefined';
  return {
    getItem: async (key) => (available() ? ((await database().state.get(key))?.value ?? null) : null),
    setItem: async (key, value) => {
      if (available()) await database().state.put({ key, value, updatedAt: Date.now() });
    },
    removeItem: async (key) => {
      if (available()) await database().state.delete(key);
    },
  };
}
