import { LRUCache } from 'lru-cache';

/**
 * A rendering cache for Next.js kept in this process's memory: one store (least recently used out first, bounded in
 * bytes) and one map of tag expiries behind both of Next's cache handler interfaces, so that one call expires a tag
 * everywhere, from a request or from code that runs outside any (a background watcher):
 * - `useCacheHandler`, for `cacheHandlers` in next.config ('use cache' entries: get, set, refreshTags, getExpiration,
 *   updateTags);
 * - `IncrementalCacheHandler`, for `cacheHandler` (whole pages and route handler answers: get, set, revalidateTag,
 *   resetRequestCache). Next constructs one per request, so everything lives here, not in the instance.
 *
 * An entry is expired when one of its tags was expired at or after the moment its content started to be computed:
 * - a 'use cache' entry carries that moment (`timestamp`, taken by Next before it runs the function);
 * - a page entry is dated from the lookup that missed (or found it due for revalidation), which comes before its
 *   render, not from its storing, which comes after. A render that read the old data before an expiry and stores its
 *   result after it is therefore expired too, without a second expiry later.
 * Entries from before this process started (a build's prerenders, when they arrive through a handler) are expired.
 */

/** The response header in which Next stores a cached page's tags: those of the 'use cache' entries it read, and its own. */
const TAGS_HEADER = 'x-next-cache-tags';

/** A render that has not stored its page after this long is not waited for: its page is dated from its storing. */
const MAX_RENDER_MS = 60_000;
const MAX_PENDING_RENDERS = 10_000;

const clock = () => performance.timeOrigin + performance.now();

/**
 * @param {{ maxBytes: number, now?: () => number, startedAt?: number }} options
 *   `maxBytes` bounds the store (keys and values); `now` and `startedAt` (ms since the epoch) are for tests.
 */
export function createRenderCache({ maxBytes, now = clock, startedAt = performance.timeOrigin }) {
  /** @type {Map<string, { expired?: number, stale?: number }>} */
  const tagState = new Map();
  const store = new LRUCache({ maxSize: maxBytes, sizeCalculation: (item) => item.size });
  /** 'use cache' entries being stored: a lookup of the same key waits for them. */
  const pendingSets = new Map();
  /** Page keys whose render has begun: the moment of the lookup that started it. */
  const renderStarts = new Map();

  function markTags(tags, durations) {
    const at = now();
    for (const tag of tags) {
      const state = { ...tagState.get(tag) };
      if (durations) {
        state.stale = at;
        if (durations.expire !== undefined) state.expired = at + durations.expire * 1000;
      } else {
        state.expired = at;
      }
      tagState.set(tag, state);
    }
  }

  function isExpired(tags, since, at) {
    if (since < startedAt) return true;
    for (const tag of tags) {
      const expired = tagState.get(tag)?.expired;
      if (expired !== undefined && expired >= since && expired <= at) return true;
    }
    return false;
  }

  function isStale(tags, since) {
    for (const tag of tags) {
      const stale = tagState.get(tag)?.stale;
      if (stale !== undefined && stale >= since) return true;
    }
    return false;
  }

  function noteRenderStart(key, at) {
    if (renderStarts.has(key)) return;
    renderStarts.set(key, at);
    // Renders that never stored (failed, or not cacheable): the oldest go first.
    for (const oldest of renderStarts.keys()) {
      if (renderStarts.size <= MAX_PENDING_RENDERS) break;
      renderStarts.delete(oldest);
    }
  }

  function takeRenderStart(key, at) {
    const started = renderStarts.get(key);
    renderStarts.delete(key);
    return started !== undefined && started > at - MAX_RENDER_MS ? started : at;
  }

  /** @type {import('next/cache').CacheHandler} */
  const useCacheHandler = {
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const key = `data:${cacheKey}`;
      const item = store.get(key);
      if (!item) return undefined;
      const { entry, bytes } = item;
      const at = now();
      // As Next's own in-memory handler in production: an entry past its revalidate time is a miss (no stale reuse).
      if (isExpired(entry.tags, entry.timestamp, at) || at > entry.timestamp + entry.revalidate * 1000) {
        store.delete(key);
        return undefined;
      }
      return { ...entry, revalidate: isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate, value: streamOf(bytes) };
    },

    async set(cacheKey, pendingEntry) {
      let settle = () => {};
      const pending = new Promise((resolve) => (settle = resolve));
      pendingSets.set(cacheKey, pending);
      try {
        const entry = await pendingEntry;
        // An entry with expire 0 is recomputed on every read: storing it would only take room.
        if (entry.expire === 0) return;
        const bytes = await bytesOf(entry.value);
        const { value: _value, ...metadata } = entry;
        store.set(`data:${cacheKey}`, { entry: metadata, bytes, size: cacheKey.length + Math.max(1, bytes.byteLength) });
      } catch {
        // A stream that failed part way is not kept.
      } finally {
        settle();
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey);
      }
    },

    /** Nothing to fetch: the tag map is this process's, kept current by updateTags and expireTags. */
    async refreshTags() {},

    async getExpiration(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, tagState.get(tag)?.expired ?? 0);
      return latest;
    },

    async updateTags(tags, durations) {
      markTags(tags, durations);
    },
  };

  class IncrementalCacheHandler {
    /** Next passes its options (dist directory, memory size…); the store is shared, sized by `maxBytes`. */
    constructor(_options) {}

    async get(key, context) {
      const at = now();
      const item = store.get(`page:${key}`);
      if (!item) {
        noteRenderStart(key, at);
        return null;
      }
      const tags =
        context?.kind === 'FETCH' ? [...item.tags, ...(context.tags ?? []), ...(context.softTags ?? [])] : item.tags;
      // A stale tag (expiry with a duration) renders the page again at once: fresher than asked, never staler.
      if (isExpired(tags, item.lastModified, at) || isStale(tags, item.lastModified)) {
        store.delete(`page:${key}`);
        noteRenderStart(key, at);
        return null;
      }
      const revalidate = item.cacheControl?.revalidate;
      if (typeof revalidate === 'number' && at > item.lastModified + revalidate * 1000) noteRenderStart(key, at);
      return { lastModified: item.lastModified, value: item.value, cacheControl: item.cacheControl };
    }

    async set(key, data, context) {
      const lastModified = takeRenderStart(key, now());
      const cacheControl = context?.fetchCache ? undefined : context?.cacheControl;
      store.set(`page:${key}`, {
        value: data,
        lastModified,
        cacheControl,
        tags: tagsOf(data, context),
        size: key.length + sizeOf(data),
      });
    }

    async revalidateTag(tags, durations) {
      markTags(typeof tags === 'string' ? [tags] : tags, durations);
    }

    resetRequestCache() {}
  }

  return {
    useCacheHandler,
    IncrementalCacheHandler,
    /** Expires tags now, in every entry of this process, whatever stored it; callable outside a request. */
    expireTags(tags) {
      markTags(tags);
    },
  };
}

function tagsOf(data, context) {
  if (data?.kind === 'FETCH') return [...(context?.tags ?? data.tags ?? [])];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

function lengthOf(value) {
  return value?.length ?? 0;
}

/** Bytes an entry takes, roughly (strings count their length), as Next's own memory cache reckons them. */
function sizeOf(value) {
  if (!value) return 25;
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = lengthOf(value.html) + lengthOf(value.rscData) + lengthOf(value.postponed);
      for (const [path, buffer] of value.segmentData ?? []) size += path.length + lengthOf(buffer);
      return Math.max(1, size);
    }
    case 'APP_ROUTE':
      return Math.max(1, lengthOf(value.body));
    case 'PAGES':
      return Math.max(1, lengthOf(value.html) + lengthOf(JSON.stringify(value.pageData ?? '')));
    default:
      return Math.max(1, lengthOf(JSON.stringify(value)));
  }
}

async function bytesOf(stream) {
  const chunks = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A new stream over the stored bytes for every read (a stream can be read once). */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
