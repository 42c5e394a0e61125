import { createHash } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { cacheLife } from 'next/cache';

/**
 * Bundles app/sw.ts with esbuild and serves it as /serwist/sw.js (rewritten from /sw.js in next.config.ts), with the
 * precache manifest injected: the hashed _next/static files plus the offline page (TOOLCHAIN.md §2, ADR 0009).
 */
const serwist = createSerwistRoute({
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

export const { generateStaticParams } = serwist;

/**
 * The bundled file, in a `'use cache'` scope: the rendering cache keeps no entry the build made (ADR 0041), so each
 * process bundles the worker again on its first request for it (about a second), which Cache Components allows only
 * for I/O inside a cache scope. Kept as long as the cache holds it ('max', and no tag names it).
 */
async function serwistFile(path: string): Promise<{ body: string; contentType: string }> {
  'use cache';
  cacheLife('max');
  const response = await serwist.GET(new Request(`http://localhost/serwist/${path}`), { params: Promise.resolve({ path }) });
  return { body: await response.text(), contentType: response.headers.get('content-type') ?? 'text/plain' };
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string }> }): Promise<Response> {
  const file = await serwistFile((await params).path);
  return new Response(file.body, { headers: { 'Content-Type': file.contentType, 'Service-Worker-Allowed': '/' } });
}
