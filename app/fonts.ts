import localFont from 'next/font/local';

/**
 * Inter (variable, Latin), self-hosted through next/font: preloaded, `swap`, and a metric-adjusted Arial fallback, so
 * the swap moves nothing (CLS 0). The file is @fontsource-variable/inter's with the weight axis narrowed to the
 * weights the stylesheets use (lib/build/font-subset.ts, `npm run font`). Exposed as --font-inter.
 */
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
