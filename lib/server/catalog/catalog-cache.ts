import 'server-only';
import { env } from '@/lib/config/env';
import type { Db } from '@/lib/server/db/client';
import { readCatalogVersion } from './catalog-version';

/**
 * The catalogue cache (docs/adr/0008-catalogue-cache.md): the storefront's catalogue reads, kept in this process's
 * memory per database, per store view and per argument, with tags for revalidation.
 *
 * - Every entry carries the tag `catalog` and the tags its loader names (`product:<sku>`, `category:<id>`, `cms`, …);
 *   revalidateCatalogTags drops the entries of a tag at once (the next read loads again, never a stale value).
 * - Every entry belongs to the catalogue version stamp (catalog_state) it was loaded under. The stamp is read at most
 *   every `versionCheckMs`; when another process (seed, import, another instance) changed it, everything is dropped.
 *   A restarted shop starts empty: nothing is kept on disk.
 * - Entries expire after `ttlMs` (time-dependent data such as special-price windows, and what other instances
 *   changed without a stamp, e.g. their orders' stock), and the least recently used go beyond `maxBytes`.
 * - Values are deep-frozen: every reader shares them, so a mutation would throw instead of corrupting the cache.
 */

export interface CatalogCacheSettings {
  /** 0 turns the cache off (every read goes to the database). */
  ttlMs: number;
  versionCheckMs: number;
  maxBytes: number;
}

const defaults = (): CatalogCacheSettings => ({
  ttlMs: env().CATALOG_CACHE_TTL_SECONDS * 1000,
  versionCheckMs: env().CATALOG_CACHE_VERSION_CHECK_MS,
  maxBytes: env().CATALOG_CACHE_MB * 1024 * 1024,
});

interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
  expires: number;
  bytes: number;
  pending: boolean;
}

export interface CatalogCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

class CatalogCache {
  readonly entries = new Map<string, Entry>();
  readonly byTag = new Map<string, Set<string>>();
  bytes = 0;
  /** Changes with every drop, so that a load that started before it does not store its (older) result. */
  generation = 0;
  version: string | null = null;
  versionCheckedAt = 0;
  versionCheck: Promise<void> | null = null;
  hits = 0;
  misses = 0;

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  dropPending(): void {
    for (const [key, entry] of this.entries) if (entry.pending) this.remove(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  invalidate(tags: readonly string[]): void {
    this.generation++;
    this.dropPending();
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.remove(key);
  }

  store(key: string, entry: Entry, maxBytes: number): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // Map keeps insertion order and a hit re-inserts its entry: the first entries are the least recently used.
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= maxBytes) break;
      if (!old.pending) this.remove(oldest);
    }
  }
}

const globalForCache = globalThis as typeof globalThis & {
  __storefrontCatalogCache?: { caches: WeakMap<object, CatalogCache>; settings: CatalogCacheSettings | null };
};
// Route handlers and pages may load their own copy of this module: the state lives on globalThis, like the database.
const state = (globalForCache.__storefrontCatalogCache ??= { caches: new WeakMap(), settings: null });

function catalogCacheSettings(): CatalogCacheSettings {
  return (state.settings ??= defaults());
}

/** Changes the settings (tests, benchmarks); null goes back to the environment's. */
export function configureCatalogCache(settings: Partial<CatalogCacheSettings> | null): void {
  state.settings = settings === null ? null : { ...catalogCacheSettings(), ...settings };
}

/** A transaction sees its own uncommitted writes: its reads are never cached. */
const isTransaction = (db: Db) => typeof (db as unknown as { rollback?: unknown }).rollback === 'function';

function cacheOf(db: Db): CatalogCache {
  let cache = state.caches.get(db);
  if (!cache) state.caches.set(db, (cache = new CatalogCache()));
  return cache;
}

async function checkVersion(db: Db, cache: CatalogCache, settings: CatalogCacheSettings): Promise<void> {
  if (cache.version !== null && Date.now() - cache.versionCheckedAt < settings.versionCheckMs) return;
  cache.versionCheck ??= (async () => {
    try {
      const version = await readCatalogVersion(db);
      if (version !== cache.version) {
        cache.clear();
        cache.version = version;
      }
      cache.versionCheckedAt = Date.now();
    } finally {
      cache.versionCheck = null;
    }
  })();
  await cache.versionCheck;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  return value;
}

function sizeOf(value: unknown): number {
  try {
    return (JSON.stringify(value) ?? '').length + 200;
  } catch {
    return 1024;
  }
}

export interface CachedReadOptions<A extends unknown[], R> {
  /** The entry's key within the read: every argument that changes the result (the store code, not the StoreView). */
  key: (...args: A) => string;
  /** Tags besides `catalog`, from the arguments and the result. */
  tags?: (result: R, ...args: A) => readonly string[];
  /** A moment (ms since the epoch) before the TTL after which the result is wrong (a special-price window opens). */
  expiresAt?: (result: R, ...args: A) => number | null;
}

/** Wraps a catalogue read `(db, ...args) => Promise<R>` in the cache. */
export function cachedRead<A extends unknown[], R>(
  name: string,
  load: (db: Db, ...args: A) => Promise<R>,
  options: CachedReadOptions<A, R>,
): (db: Db, ...args: A) => Promise<R> {
  return async (db: Db, ...args: A): Promise<R> => {
    const settings = catalogCacheSettings();
    if (settings.ttlMs <= 0 || isTransaction(db)) return load(db, ...args);
    const cache = cacheOf(db);
    await checkVersion(db, cache, settings);
    const key = `${name}|${options.key(...args)}`;
    const now = Date.now();
    const found = cache.entries.get(key);
    if (found && found.expires > now) {
      cache.hits++;
      if (!found.pending) {
        cache.entries.delete(key);
        cache.entries.set(key, found);
      }
      return found.value as Promise<R>;
    }
    if (found) cache.remove(key);
    cache.misses++;
    const generation = cache.generation;
    const value = load(db, ...args).then(deepFreeze);
    const entry: Entry = { value, tags: [], expires: now + settings.ttlMs, bytes: 0, pending: true };
    cache.entries.set(key, entry);
    try {
      const result = await value;
      if (cache.entries.get(key) === entry) {
        cache.entries.delete(key);
        if (cache.generation === generation) {
          cache.store(
            key,
            {
              ...entry,
              pending: false,
              tags: ['catalog', ...(options.tags?.(result, ...args) ?? [])],
              bytes: sizeOf(result),
              expires: Math.min(entry.expires, options.expiresAt?.(result, ...args) ?? Infinity),
            },
            settings.maxBytes,
          );
        }
      }
      return result;
    } catch (error) {
      if (cache.entries.get(key) === entry) cache.entries.delete(key);
      throw error;
    }
  };
}

/** Drops the entries of these tags (`product:<sku>`, `category:<id>`, `cms`, `catalog` for all) in this process. */
export function revalidateCatalogTags(db: Db, tags: readonly string[]): void {
  state.caches.get(db)?.invalidate(tags);
}

export function catalogCacheStats(db: Db): CatalogCacheStats {
  const cache = state.caches.get(db);
  return { hits: cache?.hits ?? 0, misses: cache?.misses ?? 0, entries: cache?.entries.size ?? 0, bytes: cache?.bytes ?? 0 };
}

/** Tags of products: the product and, for a configurable, its children (whose stock it shows). */
export function productTags(products: readonly { sku: string; configurable_children?: readonly { sku: string }[] }[]): string[] {
  return products.flatMap((product) => [
    `product:${product.sku}`,
    ...(product.configurable_children ?? []).map((child) => `product:${child.sku}`),
  ]);
}
