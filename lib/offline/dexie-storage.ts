import type { StateStorage } from 'zustand/middleware';
import { storefrontDb, type StorefrontDatabase } from './db';
import { announceWrite } from './tab-sync';

/**
 * zustand `persist` storage backed by IndexedDB; without IndexedDB (server, old browsers) nothing is kept.
 *
 * A key is written only once this storage has read it: persist writes the whole state on every setState, also on one
 * made while the stored state is still being read (a listener setting its texts on mount). That write would put the
 * store's initial, empty state over what is kept, and tell the other tabs to read it: a second tab that starts while
 * the shopper adds to the cart in the first would empty the first tab's cart. Writes before the read are lost to
 * nothing: restoring replaces the persisted fields with the stored ones.
 */
export function dexieStorage(database: () => StorefrontDatabase = storefrontDb): StateStorage {
  const available = () => typeof indexedDB !== 'undefined';
  const read = new Set<string>();
  return {
    getItem: async (key) => {
      if (!available()) return null;
      const value = (await database().state.get(key))?.value ?? null;
      read.add(key);
      return value;
    },
    setItem: async (key, value) => {
      if (!available() || !read.has(key)) return;
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
