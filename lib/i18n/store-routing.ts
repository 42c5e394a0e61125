import type { StoreRouting } from '../domain/page-routing';
import { translatedPages } from '../config/translated-pages';

export const locales = ['en-US', 'de-DE', 'it-IT'] as const;
export const defaultLocale = 'en-US';
export const localePrefixes = { 'de-DE': '/de', 'it-IT': '/it' } as const;

/** Store prefixes onto locale routes, as next.config.ts's rewrites and proxy.ts map them (ADR 0024), and translated page slugs. */
export const storeRouting: StoreRouting = { defaultLocale, prefixes: localePrefixes, translatedPages };
