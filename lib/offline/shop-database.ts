import { STOREFRONT_DB_NAME } from './db-name';

/**
 * Whether this browser may hold anything of the shop's (a cart, checkout details, an order, a session): false only
 * when IndexedDB lists its databases and the shop's is not among them, as on a first visit. Asked without loading
 * Dexie; a browser that cannot list its databases answers true, so the stores are read as before.
 */
export async function shopDatabaseMayExist(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === STOREFRONT_DB_NAME);
  } catch {
    return true;
  }
}
