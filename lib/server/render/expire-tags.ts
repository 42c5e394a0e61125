import 'server-only';
import { getCacheHandlers } from 'next/dist/server/use-cache/handlers';

/** The key server/page-microcache.mjs registers its clear function under (ADR 0026). */
const PAGE_MICROCACHE_CLEAR = Symbol.for('storefront.pageMicrocache.clear');

/**
 * Drops the pages the front cache holds: whatever expires a tag may change any of them, and the cache keeps pages for
 * a second at most, so dropping all costs one render per page in use.
 */
function clearPageMicrocache(): void {
  const clear = (globalThis as Record<symbol, unknown>)[PAGE_MICROCACHE_CLEAR];
  if (typeof clear === 'function') clear();
}

/**
 * Expires cache tags in this process's rendering cache, from anywhere: a request, or the background watcher that has
 * no request (where Next's `revalidateTag` cannot run). Next.js keeps one tag manifest per process, shared by the
 * `'use cache'` handlers and the page cache; `updateTags` without durations marks the tags expired now, so the next
 * read renders again instead of serving a stale copy. Handlers exist once the server has started; before that (and in
 * unit tests) there is nothing to expire.
 */
export async function expireRenderedTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  clearPageMicrocache();
  const handlers = getCacheHandlers();
  if (!handlers) return;
  await Promise.all([...handlers].map((handler) => handler.updateTags([...tags])));
}

/**
 * Expires tags before the cache handlers exist (at start, from instrumentation.ts, before the first request): writes
 * Next's per-process tag manifest, which the page cache and the handlers read.
 */
export async function expireRenderedTagsAtStart(tags: readonly string[]): Promise<void> {
  const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external');
  const now = Math.round(performance.timeOrigin + performance.now());
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now });
}
