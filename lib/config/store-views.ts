import { z } from 'zod';

const storeViewSchema = z.object({
  storeCode: z.string(),
  storeId: z.number().int(),
  name: z.string(),
  url: z.string(),
  appendStoreCode: z.boolean(),
  locale: z.enum(['en-US', 'de-DE', 'it-IT']),
  i18n: z.object({
    defaultCountry: z.string(),
    defaultLanguage: z.string(),
    defaultLocale: z.string(),
    currencyCode: z.string(),
    currencySign: z.string(),
    currencyDecimal: z.string(),
    currencyGroup: z.string(),
    fractionDigits: z.number().int().min(0).max(4),
    priceFormat: z.string(),
    dateFormat: z.string(),
    fullCountryName: z.string(),
    fullLanguageName: z.string(),
  }),
  tax: z.object({
    defaultCountry: z.string(),
    defaultRegion: z.string(),
    sourcePriceIncludesTax: z.boolean(),
    calculateServerSide: z.boolean(),
  }),
});

export type StoreView = z.infer<typeof storeViewSchema>;
export type StoreCode = 'default' | 'de' | 'it';

const defaultStore: StoreView = {
  storeCode: 'default',
  storeId: 1,
  name: 'Default Store',
  url: '',
  appendStoreCode: false,
  locale: 'en-US',
  i18n: {
    defaultCountry: 'US',
    defaultLanguage: 'EN',
    defaultLocale: 'en-US',
    currencyCode: 'USD',
    currencySign: '$',
    currencyDecimal: '.',
    currencyGroup: ',',
    fractionDigits: 2,
    priceFormat: '{sign}{amount}',
    dateFormat: 'HH:mm D/M/YYYY',
    fullCountryName: 'United States',
    fullLanguageName: 'English',
  },
  tax: { defaultCountry: 'US', defaultRegion: 'CA', sourcePriceIncludesTax: true, calculateServerSide: true },
};

const deStore: StoreView = {
  storeCode: 'de',
  storeId: 3,
  name: 'German Store',
  url: '/de',
  appendStoreCode: true,
  locale: 'de-DE',
  i18n: {
    defaultCountry: 'DE',
    defaultLanguage: 'DE',
    defaultLocale: 'de-DE',
    currencyCode: 'EUR',
    currencySign: '€',
    currencyDecimal: ',',
    currencyGroup: '.',
    fractionDigits: 2,
    priceFormat: '{amount} {sign}',
    dateFormat: 'HH:mm D.M.YYYY',
    fullCountryName: 'Germany',
    fullLanguageName: 'German',
  },
  tax: { defaultCountry: 'DE', defaultRegion: '', sourcePriceIncludesTax: true, calculateServerSide: true },
};

/** The Italian store extends the German one (spec §1): same currency and format, its own country. */
const itStore: StoreView = {
  ...deStore,
  storeCode: 'it',
  storeId: 4,
  name: 'Italian Store',
  url: '/it',
  locale: 'it-IT',
  i18n: {
    ...deStore.i18n,
    defaultCountry: 'IT',
    defaultLanguage: 'IT',
    defaultLocale: 'it-IT',
    dateFormat: 'HH:mm D/M/YYYY',
    fullCountryName: 'Italy',
    fullLanguageName: 'Italian',
  },
  tax: { ...deStore.tax, defaultCountry: 'IT' },
};

export const storeViews: Record<StoreCode, StoreView> = {
  default: storeViewSchema.parse(defaultStore),
  de: storeViewSchema.parse(deStore),
  it: storeViewSchema.parse(itStore),
};

export const storeCodes = Object.keys(storeViews) as StoreCode[];

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && Object.hasOwn(storeViews, value);
}

export function getStoreView(code: StoreCode = 'default'): StoreView {
  return storeViews[code];
}

export function storeViewByLocale(locale: string): StoreView {
  return Object.values(storeViews).find((view) => view.locale === locale) ?? storeViews.default;
}
