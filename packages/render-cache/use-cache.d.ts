import type { RenderCache } from './index.js';

declare const handler: RenderCache['useCacheHandler'];
export default handler;
