import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets several builds live side by side (parallel work on one machine); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { formats: ['image/avif', 'image/webp'] },
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'fs-native-extensions'],
  // The service worker is built by app/serwist/[path]/route.ts and served from the root, so its scope is the whole shop.
  rewrites: async () => [
    { source: '/sw.js', destination: '/serwist/sw.js' },
    { source: '/sw.js.map', destination: '/serwist/sw.js.map' },
  ],
};

// withSerwist only marks esbuild as a server-external package (TOOLCHAIN.md §2).
export default withSerwist(withNextIntl(nextConfig));
