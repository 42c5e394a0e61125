import 'server-only';
import { getCacheHandlers } from 'next/dist/server/use-cache/handlers';

/**
 * Expires cache tags in this process's rendering cache, from anywhere: a request, or the background watcher that has
 * no request (where Next's `revalidateTag` cannot run). Next.js keeps one tag manifest per process, shared by the
 * `'use cache'` handlers and the page cache; `updateTags` without durations marks the tags expired now, so the next
 * read renders again instead of serving a stale copy. Handlers exist once the server has started; before that (and in
 * unit tests) there is nothing to expire.
 */
export async function expireRenderedTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
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
