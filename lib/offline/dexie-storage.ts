import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import { mayHoldData, storefrontDb, type PersistedState, type StorefrontDatabase } from './db';
import { announceWrite } from './tab-sync';
import { forgetJournaled, journaled, writeBegun } from './write-journal';

/**
 * zustand `persist` storage backed by IndexedDB; without IndexedDB (server, old browsers) nothing is kept.
 *
 * A key is written only once this storage has read it: persist writes the whole state on every setState, also on one
 * made while the stored state is still being read (a listener setting its texts on mount). That write would put the
 * store's initial, empty state over what is kept, and tell the other tabs to read it: a second tab that starts while
 * the shopper adds to the cart in the first would empty the first tab's cart. Writes before the read are lost to
 * nothing: restoring replaces the persisted fields with the stored ones.
 *
 * A read does not create the database when the browser holds none (Dexie would), and the store's initial state
 * (`initialValue`, as persist writes it) is not written over a record that is not there: a missing record restores
 * that same state. Stores starting after a page (setting their texts) then leave no database behind for a visitor who
 * stored nothing, and the checkout can tell a first visit by its absence.
 */
/** Writes of every store begun in this page and not yet finished. */
const writesInFlight = new Set<Promise<unknown>>();

/** How long a change's feedback waits for its write at most: a database that does not answer (another tab holding
 * an upgrade) must not keep the shopper from being told. */
const STORED_WAIT_MS = 2000;

/**
 * Resolves once every write begun so far has reached IndexedDB, or failed, or after 2 s. A change the shopper is told
 * of waits for it (the cart's "Product has been added to the cart!"): a page left as the notice shows would otherwise
 * take the write down with it, and on a slow phone a shopper reloading at the notice found the cart empty.
 */
export async function whenStored(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...writesInFlight]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, STORED_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * The value a page left unstored at its exit (lib/offline/write-journal.ts), when it is newer than IndexedDB's, put
 * into IndexedDB; undefined when there is none or IndexedDB's is as new. A journal IndexedDB did not take stays for the
 * next read.
 */
async function takeJournaled(db: StorefrontDatabase, key: string, stored: PersistedState | undefined): Promise<string | undefined> {
  const kept = journaled(key);
  if (!kept) return undefined;
  const newer = !stored || kept.updatedAt > stored.updatedAt || (kept.updatedAt === stored.updatedAt && kept.value !== stored.value);
  if (!newer) {
    forgetJournaled(key);
    return undefined;
  }
  try {
    await db.state.put({ key, ...kept });
    forgetJournaled(key);
    announceWrite(key);
  } catch {
    // Kept in localStorage until IndexedDB takes it; this page still restores it.
  }
  return kept.value;
}

export function dexieStorage(database: () => StorefrontDatabase = storefrontDb, initialValue?: () => string): StateStorage {
  const available = () => typeof indexedDB !== 'undefined';
  const read = new Set<string>();
  /** Keys read as absent and not written since (by this storage). */
  const missing = new Set<string>();
  return {
    getItem: async (key) => {
      if (!available()) return null;
      const db = database();
      const stored = (await mayHoldData(db)) ? await db.state.get(key) : undefined;
      const value = (await takeJournaled(db, key, stored)) ?? stored?.value ?? null;
      read.add(key);
      if (value === null) missing.add(key);
      else missing.delete(key);
      return value;
    },
    setItem: async (key, value) => {
      if (!available() || !read.has(key)) return;
      if (missing.has(key) && value === initialValue?.()) return;
      missing.delete(key);
      const entry = { value, updatedAt: Date.now() };
      const finished = writeBegun(key, entry);
      const write = database().state.put({ key, ...entry });
      writesInFlight.add(write);
      try {
        await write;
        finished();
      } finally {
        writesInFlight.delete(write);
      }
      announceWrite(key);
    },
    removeItem: async (key) => {
      if (!available() || missing.has(key)) return;
      missing.add(key);
      await database().state.delete(key);
      announceWrite(key);
    },
  };
}

/**
 * persist's `storage` and `partialize` for a store kept in the shop's database, given together: `dexieStorage` is told
 * what persist writes for the store's initial state (its `partialize` of it, at persist's default version 0), which
 * holds only while both use the same `partialize`.
 */
export function shopStatePersistence<S, P>(options: { database?: () => StorefrontDatabase; partialize: (state: S) => P; initialState: () => S }) {
  let initial: string | undefined;
  const initialValue = () => (initial ??= JSON.stringify({ state: options.partialize(options.initialState()), version: 0 }));
  return { storage: createJSONStorage<P>(() => dexieStorage(options.database, initialValue)), partialize: options.partialize };
}
