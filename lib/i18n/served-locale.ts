import 'server-only';
import { cache } from 'react';
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

/** The request's route locale, as the `[locale]` layout saw it (one per server render). */
const routeLocaleOfRender = cache((): { locale?: string } => ({}));

/** Kept by the `[locale]` layout for the segment's not-found page, which gets no params. */
export function rememberRouteLocale(routeLocale: string): void {
  routeLocaleOfRender().locale = routeLocale;
}

/** Whether this render is of a store prefix the shop does not serve (/de/… without MULTISTORE). */
export function rendersUnservedStore(): boolean {
  const { locale } = routeLocaleOfRender();
  return locale !== undefined && !isServedLocale(locale);
}
