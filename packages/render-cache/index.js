import { createRenderCache } from './render-cache.js';

/**
 * This process's rendering cache. Next imports the handler files (use-cache.js, incremental.js) itself, and the
 * application imports this package as a server-external package: Node loads this module once for both, so
 * `expireTags` reaches the entries Next reads.
 */
const megabytes = Number(process.env.RENDER_CACHE_MB);
const renderCache = createRenderCache({ maxBytes: (megabytes > 0 ? megabytes : 256) * 1024 * 1024 });

export const { useCacheHandler, IncrementalCacheHandler, expireTags } = renderCache;
export { createRenderCache };
