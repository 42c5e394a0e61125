import { hasTranslatedUrl, isSqlSafeStoreCode, localizeProductUrls, storeSlugRedirect, storeUrlsOf } from './store-urls';

const women = {
  name: 'Women',
  url_key: 'women-20',
  url_path: 'women',
  slug: 'women-20',
  translations: { de: { name: 'Damen', url_key: 'damen-20', url_path: 'damen', slug: 'damen-20' }, it: { name: 'Donna' } },
};
const hoodie = {
  sku: 'MH01',
  url_key: 'chaz-kangeroo-hoodie',
  url_path: 'chaz-kangeroo-hoodie',
  slug: 'chaz-kangeroo-hoodie',
  translations: { de: { url_key: 'chaz-kapuzenpullover', url_path: 'chaz-kapuzenpullover', slug: 'chaz-kapuzenpullover' } },
};

describe('addresses per store view', () => {
  it("answers a store's own address, else the default one", () => {
    expect(storeUrlsOf(women, 'de')).toEqual({ url_key: 'damen-20', url_path: 'damen', slug: 'damen-20' });
    expect(storeUrlsOf(women, 'it')).toEqual({ url_key: 'women-20', url_path: 'women', slug: 'women-20' });
    expect(storeUrlsOf(women, 'default')).toEqual({ url_key: 'women-20', url_path: 'women', slug: 'women-20' });
    expect(storeUrlsOf({ url_key: 'bag', url_path: 'bag' }, 'de').slug).toBe('bag');
  });

  it('tells a translated address from a default one', () => {
    expect(hasTranslatedUrl(women, 'de')).toBe(true);
    expect(hasTranslatedUrl(women, 'it')).toBe(false);
    expect(hasTranslatedUrl({ ...women, translations: { de: { slug: 'women-20' } } }, 'de')).toBe(false);
  });

  it("addresses a product in the store view and removes the map, leaving the stored document as it is", () => {
    const german = localizeProductUrls(hoodie, 'de');
    expect(german).toEqual({ sku: 'MH01', url_key: 'chaz-kapuzenpullover', url_path: 'chaz-kapuzenpullover', slug: 'chaz-kapuzenpullover' });
    expect(localizeProductUrls(hoodie, 'it')).toEqual({ sku: 'MH01', url_key: 'chaz-kangeroo-hoodie', url_path: 'chaz-kangeroo-hoodie', slug: 'chaz-kangeroo-hoodie' });
    expect(hoodie.translations.de.slug).toBe('chaz-kapuzenpullover');
    const plain = { sku: 'X', url_key: 'x', url_path: 'x', slug: 'x' };
    expect(localizeProductUrls(plain, 'de')).toBe(plain);
  });

  it("sends any other slug under a store to the store's own, and leaves stores without one alone", () => {
    expect(storeSlugRedirect(women, 'de', 'women-20')).toBe('damen-20');
    expect(storeSlugRedirect(women, 'de', 'damen-20')).toBeNull();
    expect(storeSlugRedirect(women, 'it', 'women-20')).toBeNull();
    expect(storeSlugRedirect(hoodie, 'de', 'chaz-kangeroo-hoodie')).toBe('chaz-kapuzenpullover');
    expect(storeSlugRedirect(hoodie, 'default', 'anything')).toBeNull();
  });

  it('lets only plain store codes into a SQL path', () => {
    expect(isSqlSafeStoreCode('de')).toBe(true);
    expect(isSqlSafeStoreCode("de'}")).toBe(false);
    expect(isSqlSafeStoreCode('')).toBe(false);
  });
});
