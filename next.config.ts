import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { localeSegmentRedirects, staticSecurityHeaders, storeRewrites, translatedPageRedirects } from './lib/domain/page-routing';
import { storeRouting } from './lib/i18n/store-routing';

// Messages are compiled at build time (icu-minify): the browser gets a formatter of < 1 KB instead of the ICU parser
// (intl-messageformat, ~40 KB), ADR 0025.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed on every request (a fifth of a cached page's CPU time, ADR 0024);
  // pages carry Cache-Control with s-maxage for shared caches instead.
  generateEtags: false,
  // `npm test` type-checks the tree in its quality gate (tsc --noEmit) and then builds it: the build's own check of the
  // same files (38 s on 2 cores) is skipped there, and only there.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  cacheComponents: true,
  partialPrefetching: true,
  // Lets several builds live side by side (parallel work on one machine); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `node <distDir>/standalone/server.js` runs the shop without the rest of the tree (Dockerfile, deploy/standalone.sh,
  // ADR 0042). What the server reads from disk by a path of its own is not traced: the migrations it applies at start, the
  // synonym table, and the native lock's binary (PGlite's lock, loaded by require-addon from prebuilds/<platform>).
  output: 'standalone',
  outputFileTracingIncludes: {
    '/*': ['./drizzle/**/*', './data/search-synonyms.csv', './node_modules/fs-native-extensions/prebuilds/linux-*/**/*'],
  },
  // `SOURCE_MAPS=1 npm run build` serves the browser's source maps, for profiling a build (bench/README); off otherwise.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  // Photos come resized from the shop's own proxy (/img/{w}/{h}/{mode}/{path}) in the sizes it serves; the loader maps
  // each srcset width onto one of them (ADR 0023). The proxy picks AVIF/WebP from the Accept header.
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [375, 640, 828, 1080, 1280],
    imageSizes: [96, 150, 210, 324, 600],
  },
  // Catalogue pages are prerendered on their first visit and served from the cache (ADR 0020). Pages and their 'use cache'
  // data live in one store in each process's memory (RENDER_CACHE_MB), with one tag map the catalogue watcher expires
  // outside requests (packages/render-cache, ADR 0041): instances and test servers sharing one build never see each
  // other's pages, and nothing the build prerendered is served.
  cacheHandler: require.resolve('@storefront/render-cache/incremental'),
  cacheHandlers: {
    default: require.resolve('@storefront/render-cache/use-cache'),
    remote: require.resolve('@storefront/render-cache/use-cache'),
  },
  experimental: {
    // Next buffers a request body for proxy.ts (the back office's uploads pass through it): at most a little more than
    // the shop accepts (lib/server/http/body.ts MAX_BODY_BYTES), so a 50 MB body costs ~1 MB, and the route still sees
    // more than its limit and answers 413. API requests skip the proxy (ADR 0076) and read their bodies themselves.
    proxyClientMaxBodySize: 1_100_000,
  },
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'fs-native-extensions'],
  // Pages and the API skip proxy.ts (ADR 0024, ADR 0076): their security headers are fixed here, a page's store prefix
  // is a rewrite, the API's CORS comes from its route handlers. /img gets its headers from proxy.ts.
  headers: async () => staticSecurityHeaders({ tagManager: Boolean(process.env.GTM_ID?.trim()) }),
  // Spec §2: /pwa.html is an alias of Home (links from installed Vue Storefront PWAs), store prefix kept.
  redirects: async () => [
    { source: '/pwa.html', destination: '/', statusCode: 301 },
    { source: '/:store(de|it)/pwa.html', destination: '/:store', statusCode: 301 },
    ...localeSegmentRedirects(storeRouting),
    ...translatedPageRedirects(storeRouting),
  ],
  // The service worker is built by app/serwist/[path]/route.ts and served from the root, so its scope is the whole shop.
  rewrites: async () => ({
    beforeFiles: [],
    afterFiles: [
      { source: '/sw.js', destination: '/serwist/sw.js' },
      { source: '/sw.js.map', destination: '/serwist/sw.js.map' },
      ...storeRewrites(storeRouting),
    ],
    fallback: [],
  }),
};

// withSerwist only marks esbuild as a server-external package (TOOLCHAIN.md §2).
export default withSerwist(withNextIntl(nextConfig));
