import { STOREFRONT_DB_NAME } from './db-name';

/** A browser that takes longer than this to list its databases is treated as one that may hold the shop's. */
const LIST_TIMEOUT_MS = 1000;

/**
 * Whether this browser may hold anything of the shop's (a cart, checkout details, an order, a session): false only
 * when IndexedDB lists its databases and the shop's is not among them, as on a first visit. Asked without loading
 * Dexie; a browser that cannot list its databases, or does not answer within a second, answers true, so the stores
 * are read as before.
 */
export async function shopDatabaseMayExist(name = STOREFRONT_DB_NAME): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), LIST_TIMEOUT_MS);
    });
    const listed = indexedDB.databases().then((databases) => databases.some((database) => database.name === name));
    return await Promise.race([listed, timedOut]).finally(() => clearTimeout(timer));
  } catch {
    return true;
  }
}
