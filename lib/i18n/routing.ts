import { defineRouting } from 'next-intl/routing';

const locales = ['en-US', 'de-DE', 'it-IT'] as const;

/** The URL alone decides the store view (no Accept-Language or cookie detection): stable URLs for crawlers. */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en-US',
  localePrefix: { mode: 'as-needed', prefixes: { 'de-DE': '/de', 'it-IT': '/it' } },
  localeDetection: false,
  localeCookie: false,
});
