import { createHash } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';

/**
 * Bundles app/sw.ts with esbuild and serves it as /serwist/sw.js (rewritten from /sw.js in next.config.ts), with the
 * precache manifest injected: the hashed _next/static files plus the offline page (TOOLCHAIN.md §2, ADR 0009).
 */
export const { generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  // public/static-data is read by the server only.
  globIgnores: ['public/static-data/**'],
  manifestTransforms: [
    async (entries) => {
      // The offline page's HTML names the build's chunks, so it is fetched again whenever they change: its revision
      // hashes the manifest, which includes the build-id directory (/_next/static/<build id>/_buildManifest.js).
      const revision = createHash('sha256')
        .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
        .digest('hex')
        .slice(0, 16);
      return { manifest: [...entries, { url: '/offline', revision, size: 0 }], warnings: [] };
    },
  ],
});
