import 'server-only';
import { hasLocale } from 'next-intl';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { isBuildPhase } from '@/lib/server/render/build-phase';
import { routing } from './routing';

/**
 * Whether this shop serves a locale's pages. `/de` and `/it` always reach their locale route (static rewrites,
 * ADR 0024); without MULTISTORE they are unknown paths and answer 404. The build renders every locale's shell.
 */
export function isServedLocale(locale: string): locale is (typeof routing.locales)[number] {
  if (!hasLocale(routing.locales, locale)) return false;
  return locale === routing.defaultLocale || isMultistoreEnabled() || isBuildPhase();
}

/** The language of a document under a route's locale prefix: its own when served, else the default store's (its 404). */
export function documentLocale(routeLocale: string): (typeof routing.locales)[number] {
  return isServedLocale(routeLocale) ? routeLocale : routing.defaultLocale;
}
