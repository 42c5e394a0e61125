/** A store view (spec §1): plain data, typed here and checked by the type checker (no validation at run time). */
export interface StoreView {
  storeCode: string;
  storeId: number;
  name: string;
  url: string;
  appendStoreCode: boolean;
  locale: 'en-US' | 'de-DE' | 'it-IT';
  i18n: {
    defaultCountry: string;
    defaultLanguage: string;
    defaultLocale: string;
    currencyCode: string;
    currencySign: string;
    currencyDecimal: string;
    currencyGroup: string;
    /** 0 to 4 */
    fractionDigits: number;
    priceFormat: string;
    dateFormat: string;
    fullCountryName: string;
    fullLanguageName: string;
  };
  tax: {
    defaultCountry: string;
    defaultRegion: string;
    sourcePriceIncludesTax: boolean;
    calculateServerSide: boolean;
  };
}
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
  default: defaultStore,
  de: deStore,
  it: itStore,
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
