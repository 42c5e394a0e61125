/** The name of the shop's one IndexedDB database (lib/offline/db.ts), known without loading Dexie. */
export const STOREFRONT_DB_NAME = 'storefront';
