import type { CacheHandler } from 'next/cache';

/** Seconds, as Next's cacheLife and cache control speak them. */
export interface CacheControl {
  revalidate: number | false;
  expire?: number;
}

/** What Next stores through its `cacheHandler`: a page, a route handler's answer or a fetch (`kind`), or null. */
export interface IncrementalCacheValue {
  kind: string;
  headers?: Record<string, string | string[] | number | undefined>;
  [field: string]: unknown;
}

export interface IncrementalCacheContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  fetchCache?: boolean;
  cacheControl?: CacheControl;
  [field: string]: unknown;
}

export interface IncrementalCacheEntry {
  lastModified: number;
  value: IncrementalCacheValue | null;
  cacheControl?: CacheControl;
}

export interface IncrementalCacheHandler {
  get(key: string, context?: IncrementalCacheContext): Promise<IncrementalCacheEntry | null>;
  set(key: string, data: IncrementalCacheValue | null, context?: IncrementalCacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export interface RenderCache {
  /** For next.config `cacheHandlers` ('use cache'). */
  useCacheHandler: CacheHandler;
  /** For next.config `cacheHandler` (pages, route handlers); Next constructs one per request, all share the store. */
  IncrementalCacheHandler: new (options?: unknown) => IncrementalCacheHandler;
  /** Expires the tags now in every entry of this cache; works outside a request. */
  expireTags(tags: readonly string[]): void;
}

export interface RenderCacheOptions {
  /** Bound of the store in bytes (keys and values, roughly). */
  maxBytes: number;
  /** Clock in ms since the epoch; Next's own (performance.timeOrigin + performance.now()) by default. */
  now?: () => number;
  /** Entries from before this moment are expired; the process's start by default. */
  startedAt?: number;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache;

/** This process's cache (RENDER_CACHE_MB megabytes, 256 by default), the one Next's handlers use. */
export const useCacheHandler: RenderCache['useCacheHandler'];
export const IncrementalCacheHandler: RenderCache['IncrementalCacheHandler'];
export const expireTags: RenderCache['expireTags'];
