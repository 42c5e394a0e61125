import Dexie, { type EntityTable } from 'dexie';

/** One persisted value of a client store, per store code (`de:compare`, `default:cart`, …). */
export interface PersistedState {
  key: string;
  value: string;
  updatedAt: number;
}

/** The shop's one IndexedDB database (DESIGN.md: one Dexie instance, short transactions). */
export class StorefrontDatabase extends Dexie {
  state!: EntityTable<PersistedState, 'key'>;

  constructor(name = 'storefront') {
    super(name);
    this.version(1).stores({ state: 'key, updatedAt' });
  }
}

let instance: StorefrontDatabase | undefined;

export function storefrontDb(): StorefrontDatabase {
  instance ??= new StorefrontDatabase();
  return instance;
}
