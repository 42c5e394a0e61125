import 'server-only';
import type * as RenderCache from '@storefront/render-cache';

/**
 * This process's rendering cache (packages/render-cache, ADR 0041), loaded by Node, not bundled: Next loads the
 * package's handler files itself with Node's import(), and the import below is left to Node too (turbopackIgnore), so
 * both reach Node's one instance of the package, whose entries and tag map Next's handlers use. (Turbopack would
 * bundle a copy of a package linked from the repository even when listed in serverExternalPackages.)
 */
let renderCache: Promise<typeof RenderCache> | undefined;

/**
 * Expires cache tags in this process's rendering cache — the pages and their `'use cache'` data, one tag map for both
 * — from anywhere: a request, or the background watcher that has no request (where Next's `revalidateTag` cannot
 * run). An entry whose content began to be computed before the expiry renders again on its next read.
 */
export async function expireRenderedTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  renderCache ??= import(/* turbopackIgnore: true */ '@storefront/render-cache');
  (await renderCache).expireTags(tags);
}
