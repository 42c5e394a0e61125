import Dexie, { type EntityTable, type Table } from 'dexie';
import type { SyncTask } from '@/lib/domain/sync-task';
import type { ViewedProduct } from '@/lib/domain/recently-viewed';
import type { SeenProduct } from '@/lib/domain/offline-search';
import { STOREFRONT_DB_NAME } from './db-name';
import { shopDatabaseMayExist } from './shop-database';

/** One persisted value of a client store, per store code (`de:compare`, `default:cart`, …). */
export interface PersistedState {
  key: string;
  value: string;
  updatedAt: number;
}

/** The shop's one IndexedDB database (DESIGN.md: one Dexie instance, short transactions). */
export class StorefrontDatabase extends Dexie {
  state!: EntityTable<PersistedState, 'key'>;
  /** Server mutations waiting to be sent, or sent and kept (spec §4 Sync task). */
  syncTasks!: EntityTable<SyncTask, 'task_id'>;
  /** Products the shopper viewed, per store view (lib/offline/recently-viewed.ts, ADR 0047). */
  recentlyViewed!: Table<ViewedProduct, [string, string]>;
  /** Products the shopper has seen on pages and in search answers, per store view, for search offline (ADR 0052). */
  seenProducts!: Table<SeenProduct, [string, string]>;

  constructor(name = STOREFRONT_DB_NAME) {
    super(name);
    this.version(1).stores({ state: 'key, updatedAt' });
    this.version(2).stores({ state: 'key, updatedAt', syncTasks: '++task_id, transmited, created_at, url' });
    // A new table only: the state and sync tasks of version 2 are kept as they are.
    this.version(3).stores({
      state: 'key, updatedAt',
      syncTasks: '++task_id, transmited, created_at, url',
      recentlyViewed: '[storeCode+sku], storeCode',
    });
    // A new table only: everything version 3 kept stays as it is.
    this.version(4).stores({
      state: 'key, updatedAt',
      syncTasks: '++task_id, transmited, created_at, url',
      recentlyViewed: '[storeCode+sku], storeCode',
      seenProducts: '[storeCode+sku], [storeCode+seenAt]',
    });
  }
}

let instance: StorefrontDatabase | undefined;

export function storefrontDb(): StorefrontDatabase {
  instance ??= new StorefrontDatabase();
  return instance;
}

/**
 * Whether reading `database` can find anything: false while the browser holds no such database, as on a first visit.
 * Dexie creates a database on its first use, reads included: the stores starting after every page would leave an
 * empty one behind for a visitor who stored nothing, and the checkout could no longer tell a first visit by its
 * absence. So reads ask this first, and the first write creates it.
 */
export async function mayHoldData(database: StorefrontDatabase): Promise<boolean> {
  return database.isOpen() || (await shopDatabaseMayExist(database.name));
}

/**
 * Opens the database (creating it, on a first visit) as a change the shopper asked for begins, beside the change's
 * own work (a product and stock lookup, a login). Its write then goes to an open database, as quick as any. Left to
 * the write, the database would still be being created when the shopper sees the change, and a page left at once
 * could lose it.
 */
export function openAheadOfChange(database: StorefrontDatabase): void {
  // A database that cannot be opened fails the write itself, where that is handled.
  if (!database.isOpen()) database.open().catch(() => {});
}
