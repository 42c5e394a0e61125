import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin subset), self-hosted from @fontsource-variable/inter through next/font: preloaded,
 * `swap`, and a metric-adjusted Arial fallback, so the swap moves nothing (CLS 0). Exposed as --font-inter.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
