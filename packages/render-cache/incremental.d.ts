import type { RenderCache } from './index.js';

declare const Handler: RenderCache['IncrementalCacheHandler'];
export default Handler;
