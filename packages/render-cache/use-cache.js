// The 'use cache' handler of next.config's cacheHandlers (default and remote).
import { useCacheHandler } from './index.js';

export default useCacheHandler;
