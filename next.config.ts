import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets several builds live side by side (parallel work on one machine); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { formats: ['image/avif', 'image/webp'] },
  serverExternalPackages: ['@electric-sql/pglite', 'sharp'],
};

export default withNextIntl(nextConfig);
