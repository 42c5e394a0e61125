// The cache handler of next.config's cacheHandler: whole pages and route handler answers.
import { IncrementalCacheHandler } from './index.js';

export default IncrementalCacheHandler;
