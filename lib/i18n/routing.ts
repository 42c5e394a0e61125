import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localePrefixes, locales } from './store-routing';

/** The URL alone decides the store view (no Accept-Language or cookie detection): stable URLs for crawlers. */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes: localePrefixes },
  localeDetection: false,
  localeCookie: false,
});
